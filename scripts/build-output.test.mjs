// `node --test scripts/`: what `npm start` prints about the web build.
// Regression: ~900 lines of build warnings hid the one-time demo credentials printed at first start.
import assert from "node:assert/strict";
import { test } from "node:test";
import { buildFailure, buildSummary, countWarnings } from "./build-output.mjs";

const SAMPLE = [
  "vite v8.3.8 building client environment for production...",
  '\x1b[33m[MODULE_LEVEL_DIRECTIVE] \x1b[0mThe semantics of the module level directive "use client" …',
  "   ╭─[ ../../node_modules/react-bootstrap/esm/PopoverHeader.js:1:1 ]",
  "(!) Some chunks are larger than 500 kB after minification. Consider:",
  "✓ built in 9.19s",
].join("\n");

test("counts rolldown's and Vite's warnings, colours or not", () => {
  assert.equal(countWarnings(SAMPLE), 2);
  assert.equal(countWarnings("✓ built in 3s"), 0);
});

test("sums the build up in one line that says where its output is", () => {
  assert.equal(
    buildSummary(SAMPLE, 12345, "packages/web/build.log"),
    "Web app built in 12.3 s (2 warnings; its output is in packages/web/build.log)",
  );
  assert.match(buildSummary("ok", 1000, "b.log"), /\(no warning; /);
});

test("shows a failed build's last lines, without colours", () => {
  const output = Array.from({ length: 50 }, (_, i) => `\x1b[31mline ${i}\x1b[0m`).join("\n");
  const shown = buildFailure(output, "b.log", 3);
  assert.equal(shown, "line 47\nline 48\nline 49\n(the web build's whole output: b.log)");
});
