/**
 * Where Lighthouse's simulated time goes on one page (issue #13): one Lighthouse run of PAGE (the
 * form by default, signed in) on a build (WIRE_DIST), then the simulation behind its first and
 * largest contentful paints, node by node: each request (file, KiB) and each main-thread task (its
 * observed length) with the start and end the simulation gave it, on the simulated slow 4G phone.
 * The last ends are the metric; what ends just before it is what to shorten.
 *
 *   WIRE_DIST=$PWD/packages/web/dist PAGE=/form/candform npx tsx bench/wire/lantern-path.ts
 *
 * LANTERN_DEBUG is set here: Lighthouse then keeps every simulation's node timings.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { lighthouseMedian } from "./lighthouse.ts";
import { startWireServer } from "./start-server.ts";

process.env.LANTERN_DEBUG = "1";
const here = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(process.env.WIRE_DIST ?? path.join(here, "../../packages/web/dist"));
const PAGE = process.env.PAGE ?? "/form/candform";
/** Main-thread tasks shorter than this (simulated ms) are left out of the listing. */
const SHORTEST_TASK_MS = 5;

interface SimulatedNode {
  type: "network" | "cpu";
  duration: number;
  request: { url: string; transferSize: number };
}
type Timings = Map<string, Map<SimulatedNode, { startTime: number; endTime: number }>>;

const server = await startWireServer(DIST);
try {
  const session = PAGE.startsWith("/form") ? server.session : undefined;
  const result = await lighthouseMedian(`${server.origin}${PAGE}`, 1, session);
  console.log(`${PAGE}: performance ${result.performance}, ${JSON.stringify(result.metricsMs)}`);
  const simulations = (Lantern.Simulation.Simulator as unknown as { allNodeTimings: Timings }).allNodeTimings;
  for (const [label, timings] of simulations) {
    if (!/(optimistic|pessimistic)(First|Largest)ContentfulPaint$/.test(label)) continue;
    const rows = [...timings]
      .map(([node, t]) => ({ ...t, node }))
      .sort((a, b) => a.startTime - b.startTime || a.endTime - b.endTime);
    console.log(`\n${label}: ends at ${Math.round(Math.max(...rows.map((r) => r.endTime)))} ms`);
    for (const { node, startTime, endTime } of rows) {
      if (node.type === "cpu" && endTime - startTime < SHORTEST_TASK_MS) continue;
      const what =
        node.type === "network"
          ? `${node.request.url.replace(/^.*\//, "").slice(0, 48)} ${(node.request.transferSize / 1024).toFixed(1)} KiB`
          : `main-thread task, ${Math.round(node.duration / 1000)} ms observed`;
      console.log(
        `  ${Math.round(startTime)}–${Math.round(endTime)} ms (${Math.round(endTime - startTime)})  ${what}`,
      );
    }
  }
} finally {
  await server.stop();
}
