import { vi } from "vitest";

/**
 * Freezes Date (only Date: timers, the database's now() and I/O run as usual) well inside a
 * fixed rate-limit window of `windowMs`, so a test that counts attempts cannot see the counter
 * reset because the window happened to end in the middle of it. Undo with vi.useRealTimers().
 */
export function freezeDateInsideWindow(windowMs: number): void {
  const now = Date.now();
  const start = Math.floor(now / windowMs) * windowMs;
  const target = now - start > windowMs - 2 * 60 * 1000 ? start + windowMs + 1000 : now;
  vi.useFakeTimers({ toFake: ["Date"], now: target });
}
