/**
 * Reads a V8 CPU profile (`.cpuprofile`, as `node --cpu-prof` or the inspector's Profiler writes it)
 * and tells where the time went: the functions with the most self time, and the same time summed
 * by area (a package of node_modules, a file of ours, node's internals, GC, idle). Used by
 * bench/tab-save.ts on the portal's profile; also a command line:
 *
 *   npx tsx bench/tab-save-profile.ts some.cpuprofile [top=25]
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
/** The parts of a .cpuprofile this reads. */
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A function or an area and its share of the sampled time. */
export interface SelfTime {
  name: string;
  ms: number;
  percent: number;
}

/** Where a script lives, short: the package of node_modules, our file, or node's internals. */
function areaOf(url: string, functionName: string): string {
  if (url === "") return functionName.startsWith("(") ? functionName : "(native)";
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packaged) return packaged[1];
  if (url.startsWith("node:")) return "node internals";
  const ours = /\/(packages\/[^/]+\/src\/.*|bench\/.*)$/.exec(url);
  return ours ? ours[1] : url;
}

const frameName = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || "(anonymous)"} ${areaOf(url, functionName)}:${lineNumber + 1}`;
};

/** Self time by function and by area, most first, over the whole profile. */
export function selfTimes(profile: CpuProfile, top = 25): { functions: SelfTime[]; areas: SelfTime[] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const us = profile.timeDeltas[i] ?? 0;
    total += us;
    const fn = frameName(node);
    functions.set(fn, (functions.get(fn) ?? 0) + us);
    const area = areaOf(node.callFrame.url, node.callFrame.functionName);
    areas.set(area, (areas.get(area) ?? 0) + us);
  });
  const ranked = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({
        name,
        ms: Math.round(us / 1000),
        percent: Math.round((1000 * us) / Math.max(total, 1)) / 10,
      }));
  return { functions: ranked(functions), areas: ranked(areas) };
}

/** The tables as text lines, for the console. */
export function describeSelfTimes(times: { functions: SelfTime[]; areas: SelfTime[] }): string {
  const line = (t: SelfTime) =>
    `${String(t.percent).padStart(5)} %  ${String(t.ms).padStart(6)} ms  ${t.name}`;
  return [
    "self time by function:",
    ...times.functions.map(line),
    "self time by area:",
    ...times.areas.map(line),
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top = "25"] = process.argv.slice(2);
  if (!file) {
    console.error("usage: npx tsx bench/tab-save-profile.ts <file.cpuprofile> [top]");
    process.exit(2);
  }
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  console.info(describeSelfTimes(selfTimes(profile, Number(top))));
}
