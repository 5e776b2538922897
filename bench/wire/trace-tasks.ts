/**
 * The main thread's tasks in a Lighthouse trace (written by bench/wire.ts with
 * WIRE_LIGHTHOUSE_REPORTS=<folder>), as observed (unthrottled; Lighthouse's simulation multiplies
 * them by 4): every task of MIN_MS or more after navigation, with what it spent its time on.
 *
 *   npx tsx bench/wire/trace-tasks.ts /tmp/lh/-form-candform-….trace.json
 */
import fs from "node:fs";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}
const MIN_MS = Number(process.env.MIN_MS ?? 5);
const trace = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as { traceEvents: TraceEvent[] };
const events = trace.traceEvents;
const threadName = new Map<string, string>();
for (const e of events)
  if (e.name === "thread_name") threadName.set(`${e.pid}:${e.tid}`, String(e.args?.name));
// The page's own navigation: the one with an address (the about:blank before it and the frames
// after it have none, and may be in another renderer).
const nav = events.find((e) => {
  const data = e.args?.data as { isLoadingMainFrame?: boolean; documentLoaderURL?: string } | undefined;
  return e.name === "navigationStart" && data?.isLoadingMainFrame && Boolean(data.documentLoaderURL);
});
const start = nav?.ts ?? 0;
const mainKey = nav ? `${nav.pid}:${nav.tid}` : [...threadName].find(([, n]) => n === "CrRendererMain")?.[0];
const main = events.filter((e) => `${e.pid}:${e.tid}` === mainKey && e.ph === "X" && e.ts >= start);
const marks = events.filter(
  (e) => ["firstContentfulPaint", "largestContentfulPaint::Candidate"].includes(e.name) && e.ts >= start,
);
for (const m of marks) console.log(`${m.name} @${Math.round((m.ts - start) / 1000)} ms`);
const tasks = main.filter((e) => e.name === "RunTask" && (e.dur ?? 0) >= MIN_MS * 1000);
for (const task of tasks) {
  const end = task.ts + task.dur!;
  const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  // Each event's own time: its duration less its children's, in this task.
  const spent = new Map<string, number>();
  const stack: TraceEvent[] = [];
  const own = new Map<TraceEvent, number>();
  for (const e of inside.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    while (stack.length && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) own.set(parent, (own.get(parent) ?? 0) - (e.dur ?? 0));
    own.set(e, (own.get(e) ?? 0) + (e.dur ?? 0));
    stack.push(e);
  }
  for (const [e, us] of own) {
    const data = e.args?.data ?? {};
    const url = String(data.url ?? (data.stackTrace as { url?: string }[] | undefined)?.[0]?.url ?? "");
    const what = `${e.name}${data.functionName ? `:${String(data.functionName)}` : ""}${url ? ` ${url.replace(/.*\//, "")}` : ""}`;
    spent.set(what, (spent.get(what) ?? 0) + us);
  }
  const top = [...spent]
    .sort((a, b) => b[1] - a[1])
    .filter(([, us]) => us >= 300)
    .slice(0, 8);
  console.log(
    `@${Math.round((task.ts - start) / 1000)} ${(task.dur! / 1000).toFixed(1)} ms: ` +
      top.map(([w, us]) => `${w} ${(us / 1000).toFixed(1)}`).join(" | "),
  );
}
