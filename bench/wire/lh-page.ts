/**
 * Lighthouse on one page only, for trying a change: serves WIRE_DIST like bench/wire.ts and prints
 * the median of RUNS runs of PAGE (default the form, signed in as the benchmark's candidate).
 *
 *   PAGE=/form/candform RUNS=5 npx tsx bench/wire/lh-page.ts
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lighthouseMedian } from "./lighthouse.ts";
import { startWireServer } from "./start-server.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(process.env.WIRE_DIST ?? path.join(here, "../../packages/web/dist"));
const PAGE = process.env.PAGE ?? "/form/candform";
const server = await startWireServer(DIST);
try {
  const url = `${server.origin}${PAGE}`;
  const session = PAGE.startsWith("/form") ? server.session : undefined;
  const r = await lighthouseMedian(url, Number(process.env.RUNS ?? 3), session);
  console.log(
    `${PAGE}: performance ${r.performance} (runs ${r.runs.join(", ")}), accessibility ${r.accessibility}; ` +
      `FCP ${r.metricsMs.fcp} ms, LCP ${r.metricsMs.lcp} ms, TBT ${r.metricsMs.tbt} ms, SI ${r.metricsMs.si} ms`,
  );
} finally {
  await server.stop();
}
