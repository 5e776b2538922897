import { describe, expect, it } from "vitest";
import type { Rollup } from "vite";
import { COMPILE_HINT, EAGER_CHUNKS, compileHints } from "./compile-hints.ts";

/** A chunk of the bundle with its source map beside it, as Vite hands them to generateBundle. */
function chunkWithMap(
  name: string,
  code: string,
  mappings: string,
): [Rollup.OutputChunk, Rollup.OutputAsset] {
  const fileName = `assets/${name}-abc123.js`;
  const chunk = { type: "chunk", name, fileName, code } as Rollup.OutputChunk;
  const map = {
    type: "asset",
    fileName: `${fileName}.map`,
    source: JSON.stringify({ version: 3, sources: [`${name}.ts`], mappings }),
  } as Rollup.OutputAsset;
  return [chunk, map];
}

function bundleOf(names: string[]): Rollup.OutputBundle {
  const bundle: Rollup.OutputBundle = {};
  for (const name of names) {
    const [chunk, map] = chunkWithMap(
      name,
      `const __vite__mapDeps=()=>[];\nexport const ${name.replace(/-/g, "_")}=1;`,
      "AAAA;AACA",
    );
    bundle[chunk.fileName] = chunk;
    bundle[map.fileName] = map;
  }
  return bundle;
}

/** Runs the plugin's generateBundle on `bundle`; `error` is what this.error receives. */
function generate(bundle: Rollup.OutputBundle): void {
  const hook = compileHints().generateBundle as { handler: (...args: unknown[]) => void };
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  hook.handler.call(context, {}, bundle, false);
}

const code = (bundle: Rollup.OutputBundle, name: string) =>
  (bundle[`assets/${name}-abc123.js`] as Rollup.OutputChunk).code;
const mappings = (bundle: Rollup.OutputBundle, name: string) =>
  (
    JSON.parse(String((bundle[`assets/${name}-abc123.js.map`] as Rollup.OutputAsset).source)) as {
      mappings: string;
    }
  ).mappings;

describe("the compile hints", () => {
  it("open each chunk a page runs at load, before Vite's preload map, and move its source map down one line", () => {
    const bundle = bundleOf([...EAGER_CHUNKS, "dashboard-charts"]);
    generate(bundle);
    for (const name of EAGER_CHUNKS) {
      expect(code(bundle, name).split("\n")[0]).toBe(COMPILE_HINT);
      expect(code(bundle, name).split("\n")[1]).toBe("const __vite__mapDeps=()=>[];");
      // The original first line is now the second: its mappings follow one empty line.
      expect(mappings(bundle, name)).toBe(";AAAA;AACA");
    }
  });

  it("leave the chunks loaded on demand as they were", () => {
    const bundle = bundleOf([...EAGER_CHUNKS, "dashboard-charts"]);
    generate(bundle);
    expect(code(bundle, "dashboard-charts")).not.toContain(COMPILE_HINT);
    expect(mappings(bundle, "dashboard-charts")).toBe("AAAA;AACA");
  });

  it("are put once, however often the hook runs", () => {
    const bundle = bundleOf(EAGER_CHUNKS);
    generate(bundle);
    generate(bundle);
    expect(code(bundle, "framework").split(COMPILE_HINT).length).toBe(2);
    expect(mappings(bundle, "framework")).toBe(";AAAA;AACA");
  });

  it("fail the build when a chunk they name is gone (renamed chunks would lose their hint unseen)", () => {
    const bundle = bundleOf(EAGER_CHUNKS.filter((name) => name !== "form-engine"));
    expect(() => generate(bundle)).toThrow(/no chunk named form-engine/);
  });
});
