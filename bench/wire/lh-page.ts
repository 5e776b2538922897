/**
 * Lighthouse on one page only, for trying a change: serves WIRE_DIST like bench/wire.ts and prints
 * the median of RUNS runs of PAGE (default the form, signed in as the benchmark's candidate).
 *
 *   PAGE=/form/candform RUNS=5 npx tsx bench/wire/lh-page.ts
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lighthouseMedian } from "./lighthouse.ts";
import type { WireServerReady } from "./server.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(process.env.WIRE_DIST ?? path.join(here, "../../packages/web/dist"));
const PAGE = process.env.PAGE ?? "/form/candform";
const server = fork(path.join(here, "server.ts"), [], {
  execArgv: ["--import", "tsx"],
  env: {
    ...process.env,
    WIRE_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "portal-lh-")),
    WIRE_DIST: DIST,
  },
  stdio: ["ignore", "ignore", "inherit", "ipc"],
});
const ready = await new Promise<WireServerReady>((resolve) =>
  server.once("message", (m) => resolve(m as WireServerReady)),
);
try {
  const url = `http://127.0.0.1:${ready.port}${PAGE}`;
  const session = PAGE.startsWith("/form") ? ready.session : undefined;
  const r = await lighthouseMedian(url, Number(process.env.RUNS ?? 3), session);
  console.log(
    `${PAGE}: performance ${r.performance} (runs ${r.runs.join(", ")}), accessibility ${r.accessibility}; ` +
      `FCP ${r.metricsMs.fcp} ms, LCP ${r.metricsMs.lcp} ms, TBT ${r.metricsMs.tbt} ms, SI ${r.metricsMs.si} ms`,
  );
} finally {
  server.send({ type: "stop" });
}
