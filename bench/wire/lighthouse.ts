/**
 * Lighthouse (mobile profile, simulated throttling: its defaults) on Debian's Chromium, each run in
 * a new browser with an empty profile so that every run is cold. A page that needs a signed-in
 * candidate gets the session written into localStorage first, on /healthz (a JSON answer: no script
 * or style of the app enters the cache), and Lighthouse is told not to reset the storage.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** One page's scores (0–100) and the metrics behind the performance score. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  metricsMs: { fcp: number; lcp: number; tbt: number; si: number };
  cls: number;
  /** Accessibility audits that failed, by id: what to fix when the score is below 100. */
  failedAccessibility: string[];
}

/** Runs Lighthouse `runs` times on `url` and keeps the run of median performance. */
export async function lighthouseMedian(
  url: string,
  runs: number,
  session?: unknown,
): Promise<LighthouseScores & { runs: number[] }> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRetried(url, session));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], runs: results.map((r) => r.performance) };
}

/**
 * One run, tried once more when Lighthouse reports a failure of its own (NO_NAVSTART, "Something
 * went wrong with recording the trace", seen once in a dozen runs of the form page): the new run
 * has a new browser; a page that fails twice fails the benchmark.
 */
async function lighthouseRetried(url: string, session?: unknown): Promise<LighthouseScores> {
  try {
    return await lighthouseOnce(url, session);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    console.warn(`${error.message}; running it again`);
    return lighthouseOnce(url, session);
  }
}

/** Lighthouse's own report of a run that went wrong (lhr.runtimeError). */
class LighthouseRuntimeError extends Error {}

async function lighthouseOnce(url: string, session?: unknown): Promise<LighthouseScores> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "portal-wire-chrome-"));
  // A process group of its own: /usr/bin/chromium is a wrapper script, and its browser processes
  // must all stop before the profile is removed.
  const chrome = spawn(
    CHROME,
    [...FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: "ignore",
      detached: true,
    },
  );
  try {
    const port = await devToolsPort(profile);
    if (session !== undefined) await writeSession(port, new URL("/healthz", url).href, session);
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      disableStorageReset: session !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    // WIRE_LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report, to see what costs.
    const reports = process.env.WIRE_LIGHTHOUSE_REPORTS;
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "-")}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
      // And the trace it simulated from, for bench/wire/trace-tasks.ts.
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace)
        fs.writeFileSync(path.join(reports, name.replace(/\.json$/, ".trace.json")), JSON.stringify(trace));
    }
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      metricsMs: {
        fcp: numeric("first-contentful-paint"),
        lcp: numeric("largest-contentful-paint"),
        tbt: numeric("total-blocking-time"),
        si: numeric("speed-index"),
      },
      cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
      failedAccessibility: lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  } finally {
    const exited =
      chrome.exitCode !== null || chrome.signalCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => chrome.once("exit", resolve));
    try {
      process.kill(-chrome.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
    await exited;
    // Renderers may still be closing files for a moment after the browser's own exit.
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** Chromium writes the port it chose into the profile once it listens. */
async function devToolsPort(profile: string): Promise<number> {
  const file = path.join(profile, "DevToolsActivePort");
  for (let waited = 0; waited < 15_000; waited += 100) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    const port = Number(text.split("\n")[0]);
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${CHROME} did not open its DevTools port`);
}

async function writeSession(port: number, sameOriginUrl: string, session: unknown): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(sameOriginUrl);
  await page.evaluate((value) => localStorage.setItem("portal.session", value), JSON.stringify(session));
  await page.close();
  await browser.close();
}
