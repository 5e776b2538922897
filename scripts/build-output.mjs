// What `npm start` says about the web build: one line, its output kept in a file. Before, the build
// printed about 900 lines beside the server's start-up, and the one-time demo credentials were lost
// among them.

/** The build's output without terminal colours. */
// eslint-disable-next-line no-control-regex
const plain = (output) => output.replace(/\x1b\[[0-9;]*m/g, "");

/** The warnings in a build's output: rolldown's `[CODE] …` lines and Vite's `(!) …` notices. */
export function countWarnings(output) {
  return plain(output)
    .split("\n")
    .filter((line) => /^\s*\[[A-Z_]+\] |^\(!\)/.test(line)).length;
}

/** "Web app built in 12.3 s (1 warning; its output is in packages/web/build.log)". */
export function buildSummary(output, milliseconds, logPath) {
  const warnings = countWarnings(output);
  const said = warnings === 0 ? "no warning" : warnings === 1 ? "1 warning" : `${warnings} warnings`;
  return `Web app built in ${(milliseconds / 1000).toFixed(1)} s (${said}; its output is in ${logPath})`;
}

/** A failed build: the last lines of its output (where the error is), and where the rest is. */
export function buildFailure(output, logPath, lines = 30) {
  return `${plain(output).trimEnd().split("\n").slice(-lines).join("\n")}\n(the web build's whole output: ${logPath})`;
}
