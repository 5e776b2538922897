import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function that keeps its identity for the component's life and calls the latest `fn` given:
 * for a callback passed to a memoized child, which then does not render again each time the
 * parent does (issue #13: the form's whole tab rendered again for each draft status). Not to be
 * called while rendering: it sees the previous render's `fn` until the commit.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
