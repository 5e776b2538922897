import { useEffect, useState } from "react";

const mediaQuery = (query: string) =>
  typeof window.matchMedia === "function" ? window.matchMedia(query) : undefined;

/**
 * Whether the CSS media query holds now, following its changes (a phone turned, a window resized);
 * undefined where the browser cannot tell (no matchMedia: the tests' jsdom).
 */
export function useMediaQuery(query: string): boolean | undefined {
  const [matches, setMatches] = useState(() => mediaQuery(query)?.matches);
  useEffect(() => {
    const list = mediaQuery(query);
    if (!list) return;
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}
