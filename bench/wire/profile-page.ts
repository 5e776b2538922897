/**
 * Where a page's main-thread time goes (issue #13, "Wire"): serves a build (WIRE_DIST) like the wire
 * benchmark, loads PAGE (default the form) cold in Chromium at 4× CPU slowdown, as Lighthouse's
 * mobile run does, and prints the long tasks seen by the page and the functions with the most self
 * time in a CPU profile. Best on a build without minification:
 *
 *   (cd packages/web && npx vite build --minify false --outDir /tmp/dist-prof)
 *   WIRE_DIST=/tmp/dist-prof npx tsx bench/wire/profile-page.ts
 *
 * RATE (CPU slowdown, default 4), INTERVAL (sampling, µs, default 200), ROUNDS (page loads,
 * default 1), TOP (functions listed, default 40), INCL (frames listed per task, default 12),
 * FOCUS (only the tasks with a frame of that function name, the framework's frames included).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startWireServer } from "./start-server.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(process.env.WIRE_DIST ?? path.join(here, "../../packages/web/dist"));
const PAGE = process.env.PAGE ?? "/form/candform";
const server = await startWireServer(DIST);
const { origin } = server;
/** A profile frame as "function file:line". */
const frameName = (f: { functionName: string; url: string; lineNumber: number }) =>
  `${f.functionName || "(anon)"} ${f.url.replace(/.*\//, "")}:${f.lineNumber}`;
/** The `n` largest of a map of milliseconds, as "name ms | …". */
const largest = (m: Map<string, number>, n: number, separator = " | ") =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(separator);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (let round = 0; round < Number(process.env.ROUNDS ?? 1); round++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${origin}/healthz`);
    await page.evaluate((s) => localStorage.setItem("portal.session", JSON.stringify(s)), server.session);
    await page.addInitScript(() => {
      (window as unknown as { longTasks: unknown[] }).longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          (window as unknown as { longTasks: unknown[] }).longTasks.push([
            Math.round(e.startTime),
            Math.round(e.duration),
          ]);
      }).observe({ type: "longtask", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(process.env.RATE ?? 4) });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: Number(process.env.INTERVAL ?? 200) });
    await cdp.send("Profiler.start");
    await page.goto(`${origin}${PAGE}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send("Profiler.stop");
    const paints = await page.evaluate(() =>
      performance.getEntriesByType("paint").map((p) => `${p.name} ${Math.round(p.startTime)}`),
    );
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          new PerformanceObserver((l) => {
            const e = l.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            resolve(`${Math.round(e.startTime)} ${e.element?.outerHTML.slice(0, 80)}`);
          }).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: unknown[] }).longTasks);
    console.log("paints", paints.join(", "), "| LCP", lcp);
    console.log("long tasks (start+ms at 4x):", JSON.stringify(longTasks));
    const self = new Map<string, number>();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas ?? [];
    profile.samples?.forEach((id, i) => {
      const n = byId.get(id)!;
      const key = frameName(n.callFrame);
      self.set(key, (self.get(key) ?? 0) + (dt[i + 1] ?? 0) / 1000);
    });
    const byFile = new Map<string, number>();
    for (const [k, v] of self) {
      const file = k.split(" ")[1]?.split(":")[0] ?? "";
      byFile.set(file, (byFile.get(file) ?? 0) + v);
    }
    console.log("self ms by file:", largest(byFile, 12, ", "));
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40)))
      console.log(`${v.toFixed(1).padStart(7)} ms  ${k}`);
    // Busy stretches between idle samples, as tasks: each long one with its costliest functions
    // (self time, and the application's own frames on the stack).
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    let t = profile.startTime;
    let task:
      { start: number; end: number; self: Map<string, number>; incl: Map<string, number> } | undefined;
    const tasks: NonNullable<typeof task>[] = [];
    profile.samples?.forEach((id, i) => {
      t += dt[i] ?? 0;
      const n = byId.get(id)!;
      const step = (dt[i + 1] ?? 0) / 1000;
      if (n.callFrame.functionName === "(idle)") {
        if (task) tasks.push(task);
        task = undefined;
        return;
      }
      task ??= { start: t, end: t, self: new Map(), incl: new Map() };
      task.end = t;
      const key = frameName(n.callFrame);
      task.self.set(key, (task.self.get(key) ?? 0) + step);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const cf = byId.get(at)!.callFrame;
        if (!cf.url || (!process.env.FOCUS && /framework|rolldown/.test(cf.url))) continue;
        const k = frameName(cf);
        if (seen.has(k)) continue;
        seen.add(k);
        task.incl.set(k, (task.incl.get(k) ?? 0) + step);
      }
    });
    if (task) tasks.push(task);
    for (const k of tasks) {
      const ms = (k.end - k.start) / 1000;
      if (ms < 40) continue;
      if (process.env.FOCUS && ![...k.incl.keys()].some((f) => f.startsWith(process.env.FOCUS!))) continue;
      console.log(
        `\ntask @${Math.round((k.start - profile.startTime) / 1000)} ${Math.round(ms)} ms\n  self: ${largest(k.self, 8)}\n  app frames: ${largest(k.incl, Number(process.env.INCL ?? 12))}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
