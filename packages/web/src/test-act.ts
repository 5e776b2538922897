// act() for the unit tests on Preact (vitest.config.ts points react-dom/test-utils here, where
// Testing Library takes it from). Preact's act renders once an async callback's promise settles;
// React's goes on while the work that promise started is still queued (a mutation's callbacks,
// which TanStack Query calls from a timer, the render they cause). This one lets that work run,
// inside act, before Preact's renders and effects are flushed.
import { act as preactAct } from "preact/test-utils";

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === "function";

/** The next turn of the event loop: timers queued by what ran before have fired. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function act(callback: () => unknown): Promise<void> {
  return preactAct(() => {
    const result = callback();
    if (!isThenable(result)) return result as void;
    return Promise.resolve(result).then(async () => {
      await nextTurn();
    });
  });
}
