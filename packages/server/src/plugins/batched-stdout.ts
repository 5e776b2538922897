import pino from "pino";
import type { LogStream } from "./log-redaction.ts";

/** How long a log line may wait for others, and how much text waits before a write at most. */
const MAX_DELAY_MS = 100;
const MIN_WRITE_BYTES = 4096;

/**
 * Standard output for the log, written in batches (issue #13): every request logs two lines, and
 * one write call each cost as much as the rest of a tab save's logging. pino's own asynchronous
 * destination (sonic-boom) holds lines until MIN_WRITE_BYTES are pending or MAX_DELAY_MS have
 * passed, and writes what is pending when the process exits; only a SIGKILL loses the last 100 ms.
 */
export function batchedStdout(): LogStream {
  // One destination for the process, however many apps it builds.
  stdout ??= batchedDestination(1);
  return stdout;
}
let stdout: LogStream | undefined;

/** A destination (file descriptor or path) written in batches, as batchedStdout. */
export function batchedDestination(dest: number | string) {
  return pino.destination({ dest, sync: false, minLength: MIN_WRITE_BYTES, periodicFlush: MAX_DELAY_MS });
}
