// Marks the chunks a page runs as it loads for eager compilation (V8's explicit compile hints,
// Chrome 136 and later; issue #13, Lighthouse on the form page). Without the mark, V8 only
// pre-parses a script's functions and compiles each on the main thread the first time it is
// called: on the form page that was 115–150 ms of the main thread's time unthrottled (four times
// that on Lighthouse's phone), in the middle of the boot's tasks. With it, the functions are
// compiled on a background thread while the script streams in. Other browsers read a comment.
// Only the chunks whose functions mostly run at load: marking the lazy pages would compile code
// nobody calls.
import type { Plugin, Rollup } from "vite";
import { SCREEN_CHUNKS } from "./screen-chunks.ts";

/** The magic comment; V8 reads it only at the very start of a script. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The chunks marked, by name: the entry (`index`), what it imports on every page (the framework,
 * the libraries of the shell) and the form screen's two chunks, which a form page runs at once.
 */
export const EAGER_CHUNKS = [
  "index",
  "framework",
  SCREEN_CHUNKS.entryLibraries,
  SCREEN_CHUNKS.screen,
  SCREEN_CHUNKS.engine,
];

/**
 * Puts the hint first in `chunk`, before anything the bundler or Vite has put there (Vite's
 * preload map opens the entry), and moves its source map, already in the bundle as a file of its
 * own, down one line to match. The file's name keeps its hash: the hint is the same in every build.
 */
export function markForEagerCompilation(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle): void {
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  const map = bundle[`${chunk.fileName}.map`];
  if (map?.type !== "asset") return;
  const parsed = JSON.parse(String(map.source)) as { mappings: string };
  // A source map's lines are separated by ";": one more, empty, for the hint's line.
  parsed.mappings = `;${parsed.mappings}`;
  map.source = JSON.stringify(parsed);
}

/** The Vite plugin: marks each chunk of EAGER_CHUNKS once the bundle is final; fails if one is missing. */
export function compileHints(): Plugin {
  return {
    name: "portal-compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
        for (const name of EAGER_CHUNKS) {
          const named = chunks.filter((chunk) => chunk.name === name);
          if (named.length === 0) this.error(`compile-hints: the build has no chunk named ${name}`);
          for (const chunk of named)
            if (!chunk.code.startsWith(COMPILE_HINT)) markForEagerCompilation(chunk, bundle);
        }
      },
    },
  };
}
