import { useEffect, useState } from "react";
import type { ComponentType, ReactNode } from "react";
import { loadOnce } from "./load-once.ts";

/** A component whose module is downloaded the first time it shows (or `preload` asks for it). */
export interface LazyComponent<P> {
  Component: ComponentType<P>;
  /** Starts the download; resolves once the component renders at once. */
  preload(): Promise<unknown>;
}

/**
 * A component in a chunk of its own, for parts of a screen that are not on its first paint (issue
 * #13: the form page's JavaScript is on the path to its largest paint, and every module it runs at
 * start is main-thread time). Until the module has arrived it renders `fallback(props)`; once it
 * has, it renders at once, without a Suspense round (tests and callers that preloaded see it in
 * the same render). A failed download is tried again by the next mount or preload.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(() => load().then((component) => (loaded = component)));

  function Lazy(props: P) {
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (!loaded)
        preload().then(
          () => setArrived(true),
          // Nothing to show but the fallback; the next mount asks again.
          () => undefined,
        );
    }, []);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : fallback(props);
  }
  return { Component: Lazy, preload };
}
