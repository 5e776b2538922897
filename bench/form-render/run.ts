/**
 * Form rendering benchmark (issue 3 "Must show"): renders the largest candform tab (personal,
 * 21 fields) with our renderer and the same fields through RJSF (@rjsf/core + validator-ajv8, live
 * validation, controlled) in the same Chromium, and types into the family name in both. Writes the
 * render and keystroke times and the gzip size of each built web chunk to
 * bench/results/form-render.json.
 *
 *   node --import tsx bench/form-render/run.ts [--skip-web-build] [--rounds=40] [--cold=8] [--tab=personal]
 *
 * - cold render: the first render of the form in a freshly loaded page (what a person opening the
 *   form waits for: includes compiling RJSF's validator, and warming our code), one per page load;
 * - warm render: re-mounting the form in the same page, both implementations alternating;
 * - render = createRoot + flushSync(render) + forced layout ("script" = before the layout);
 * - keystroke = a synthetic input event until React has committed (a MessageChannel task) + forced
 *   layout; "toPaint" variants run to the next painted frame (quantised by the 16.7 ms frame).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { buildPage } from "./build.ts";
import { buildWeb, chunkSizes } from "./chunks.ts";
import { countries } from "./countries.ts";
import { summarise } from "./stats.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const CHROMIUM = "/usr/bin/chromium";
const ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const ROUNDS = Number(arg("rounds") ?? 40);
const COLD = Number(arg("cold") ?? 8);
const WARM_UP = 5;
const TAB = arg("tab") ?? "personal";
const TYPED = "Dupont-Martin de la Tour";
const ORIGIN = "http://bench.local";
const MIME: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
const IMPLS = ["ours", "rjsf"] as const;

type Impl = (typeof IMPLS)[number];
type Rendered = { renderMs: number; scriptMs: number; paintMs: number; controls: number };
type Typed = { scriptMs: number[]; paintMs: number[] };

async function waitForChromium(): Promise<void> {
  for (let i = 0; !fs.existsSync(CHROMIUM); i++) {
    if (i === 0) console.log(`waiting for ${CHROMIUM} (apt install chromium)…`);
    if (i > 120) throw new Error(`${CHROMIUM} is missing`);
    await new Promise((r) => setTimeout(r, 5000));
  }
}

/** Serves the built page and fakes the lookups (the country list our selects fetch). */
async function routes(page: Page, dist: string): Promise<void> {
  // Playwright tries the routes registered last first.
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = path.join(dist, new URL(route.request().url()).pathname);
    if (!file.startsWith(dist) || !fs.existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({
      body: fs.readFileSync(file),
      contentType: MIME[path.extname(file)] ?? "text/plain",
    });
  });
  await page.route(`${ORIGIN}/ws/**`, (route) => route.fulfill({ json: [] }));
  const list = countries();
  await page.route(`${ORIGIN}/ws/pays`, (route) => route.fulfill({ json: list }));
  page.on("pageerror", (error) => console.error("page error:", error));
}

/** Loads the page afresh and prepares the RJSF form; returns a caller of window.bench. */
async function open(page: Page) {
  await page.goto(`${ORIGIN}/index.html?tab=${TAB}`);
  await page.waitForFunction(() => document.title === "ready");
  const call = <T>(fn: string, ...args: unknown[]) =>
    page.evaluate(
      ([name, list]) =>
        (window as unknown as { bench: Record<string, (...x: unknown[]) => Promise<unknown>> }).bench[name](
          ...list,
        ),
      [fn, args] as [string, unknown[]],
    ) as Promise<T>;
  const { fields } = await call<{ fields: number }>("prepare");
  return { call, fields };
}

async function main() {
  await waitForChromium();
  const dist = await buildPage();
  const web = process.argv.includes("--skip-web-build") ? { ok: true, skipped: true } : buildWeb(root);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await routes(page, dist);

    const cold: Record<Impl, number[]> = { ours: [], rjsf: [] };
    for (let i = 0; i < COLD; i++) {
      for (const impl of i % 2 ? [...IMPLS].reverse() : IMPLS) {
        const { call } = await open(page);
        cold[impl].push((await call<Rendered>("render", impl)).renderMs);
      }
    }

    const { call, fields } = await open(page);
    const warm: Record<Impl, Rendered[]> = { ours: [], rjsf: [] };
    for (let round = 0; round < ROUNDS + WARM_UP; round++) {
      for (const impl of round % 2 ? [...IMPLS].reverse() : IMPLS) {
        const rendered = await call<Rendered>("render", impl);
        if (round >= WARM_UP) warm[impl].push(rendered);
      }
    }
    const typing: Record<Impl, Typed> = {
      ours: { scriptMs: [], paintMs: [] },
      rjsf: { scriptMs: [], paintMs: [] },
    };
    for (let pass = 0; pass < 2; pass++) {
      for (const impl of pass % 2 ? [...IMPLS].reverse() : IMPLS) {
        const typed = await call<Typed>("type", impl, TYPED);
        typing[impl].scriptMs.push(...typed.scriptMs);
        typing[impl].paintMs.push(...typed.paintMs);
      }
    }

    const result = (impl: Impl) => ({
      controlsRendered: warm[impl][0]?.controls,
      coldRenderMs: summarise(cold[impl]),
      renderMs: summarise(warm[impl].map((r) => r.renderMs)),
      renderScriptMs: summarise(warm[impl].map((r) => r.scriptMs)),
      renderToPaintMs: summarise(warm[impl].map((r) => r.paintMs)),
      keystrokeMs: summarise(typing[impl].scriptMs),
      keystrokeToPaintMs: summarise(typing[impl].paintMs),
    });
    const ours = result("ours");
    const rjsf = result("rjsf");
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const chunks = chunkSizes(root);
    const report = {
      benchmark: "form-render",
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
        node: process.version,
        chromium: browser.version(),
      },
      tab: TAB,
      fields,
      typed: TYPED,
      rounds: { warm: ROUNDS, cold: COLD, keystrokes: typing.ours.scriptMs.length },
      method: [
        "coldRenderMs: first render in a freshly loaded page (one per load); renderMs: re-mounting in the same page, ours and RJSF alternating;",
        "render = createRoot + flushSync(render) + forced layout (renderScriptMs: before the layout);",
        "keystrokeMs: synthetic input event on the family name until React commits (MessageChannel task) + forced layout;",
        "*ToPaintMs: until the next painted frame (includes waiting for the frame).",
        "RJSF: @rjsf/core + @rjsf/validator-ajv8, liveValidate, controlled formData, same visible fields, lookups as fixed options.",
      ].join(" "),
      ours,
      rjsf,
      ratios: {
        coldRenderOursOverRjsf: ratio(ours.coldRenderMs.median, rjsf.coldRenderMs.median),
        renderOursOverRjsf: ratio(ours.renderMs.median, rjsf.renderMs.median),
        keystrokeOursOverRjsf: ratio(ours.keystrokeMs.median, rjsf.keystrokeMs.median),
      },
      targets: {
        coldRenderUnder100Ms: ours.coldRenderMs.median < 100,
        renderUnder100Ms: ours.renderMs.median < 100,
        coldRenderAtMostHalfOfRjsf: ours.coldRenderMs.median <= rjsf.coldRenderMs.median / 2,
        renderAtMostHalfOfRjsf: ours.renderMs.median <= rjsf.renderMs.median / 2,
        keystrokeUnder16Ms: ours.keystrokeMs.p95 < 16,
      },
      webBuild: web,
      chunks,
      chunksTotal: {
        bytes: chunks.reduce((n, c) => n + c.bytes, 0),
        gzipBytes: chunks.reduce((n, c) => n + c.gzipBytes, 0),
      },
    };
    const out = path.join(root, "bench/results/form-render.json");
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    const brief = (r: typeof ours) => ({
      cold: r.coldRenderMs.median,
      warm: r.renderMs.median,
      warmScript: r.renderScriptMs.median,
      keyMedian: r.keystrokeMs.median,
      keyP95: r.keystrokeMs.p95,
    });
    console.log(
      JSON.stringify(
        {
          tab: TAB,
          fields,
          ours: brief(ours),
          rjsf: brief(rjsf),
          ratios: report.ratios,
          targets: report.targets,
          chunksGzip: report.chunksTotal.gzipBytes,
        },
        null,
        2,
      ),
    );
    console.log(`written ${path.relative(root, out)}`);
  } finally {
    await browser.close();
  }
}

await main();
