// React's runtime replaced by Preact's (issue #13, "Wire": the initial JavaScript of / and /login
// within 100 KB gzip, of which react-dom alone took 62). The code and the libraries keep importing
// "react" and "react-dom" (and keep React's types); the build, the development server and the unit
// tests resolve those imports to preact/compat, Preact's React-compatible layer (React 19's API:
// ref as a prop, use, useSyncExternalStore, useId, transitions as plain updates).
import type { Alias } from "vite";

const exact = (name: string) => new RegExp(`^${name.replace(/[/.]/g, "\\$&")}$`);

/** Each React entry point and the Preact one that stands for it. */
const REPLACEMENTS: [string, string][] = [
  ["react", "preact/compat"],
  ["react-dom", "preact/compat"],
  ["react-dom/client", "preact/compat/client"],
  ["react-dom/test-utils", "preact/test-utils"],
  ["react/jsx-runtime", "preact/compat/jsx-runtime"],
  ["react/jsx-dev-runtime", "preact/compat/jsx-dev-runtime"],
  // Recharts reads isFragment from react-is, whose version 19 knows only React's own elements.
  ["react-is", "preact/compat"],
  ["scheduler", "preact/compat/scheduler"],
  // React 18's useSyncExternalStore for React 17 (React Aria and react-redux import it): compat has its own.
  ["use-sync-external-store/shim", "preact/compat"],
  ["use-sync-external-store/shim/index.js", "preact/compat"],
];

/** Vite's resolve.alias: each React import, matched whole, to its Preact counterpart. */
export const preactAliases: Alias[] = REPLACEMENTS.map(([from, to]) => ({
  find: exact(from),
  replacement: to,
}));

/** The JSX of the sources, compiled to React's automatic runtime (react/jsx-runtime, aliased above). */
export const preactJsx = { runtime: "automatic", importSource: "react" } as const;
