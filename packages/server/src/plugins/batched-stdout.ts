import type { LogStream } from "./log-redaction.ts";

/** How long a log line may wait for others, and how much text is written at once at most. */
const MAX_DELAY_MS = 100;
const MAX_BYTES = 64 * 1024;

/**
 * Standard output for the log, written in batches (issue #13): every request logs two lines, and
 * one write call each cost as much as the rest of a tab save's logging. Lines wait at most
 * MAX_DELAY_MS (or until MAX_BYTES are pending) and go out in one write; what is pending when the
 * process exits is written then (process.stdout writes files, terminals and pipes synchronously on
 * Linux, so nothing is lost at a normal exit or a crash; only a SIGKILL loses the last 100 ms).
 */
export function batchedStdout(): LogStream {
  // One batch for the process, however many apps it builds (one exit listener).
  stdout ??= batched(process.stdout);
  return stdout;
}
let stdout: LogStream | undefined;

/** Lines written to `out` in batches (batchedStdout). */
export function batched(out: { write(text: string): unknown }): LogStream {
  let pending: string[] = [];
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    bytes = 0;
    out.write(text);
  };
  process.on("exit", flush);
  return {
    write(line: string) {
      pending.push(line);
      bytes += line.length;
      if (bytes >= MAX_BYTES) flush();
      else timer ??= setTimeout(flush, MAX_DELAY_MS).unref();
    },
  };
}
