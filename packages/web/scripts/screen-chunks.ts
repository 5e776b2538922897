// The form screen in two files instead of some twenty (issue #13, Lighthouse on /form/candform):
// left to itself the bundler cuts the modules the screen shares with other pages (the form engine,
// React-Bootstrap's Modal, Tab, Table, small domain modules) into chunks of a kilobyte each, and
// the screen's preload then asks for about twenty-five files, each costing a phone its request and
// the browser its script's evaluation. Which modules go where is read from the module graph once
// it is complete, so that no module the entry already loads is ever captured (the entry would then
// import the screen's chunk and home and login would download it), and no module lands in two
// chunks (a context is a module object: a copy of one breaks it).
import type { Plugin, Rolldown } from "vite";

type Group = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>["groups"]
>[number];

/** The form screen's lazily loaded modules (app/routes.tsx), by the end of their path. */
const SCREEN_ROOTS = [
  "/src/features/form-screen/form-screen-page.tsx",
  "/src/features/workflow/workflow-actions.ts",
  "/src/features/workflow/workflow-tab-extra.tsx",
];

/** A library's script module (not a style sheet). */
const LIBRARY_SCRIPT = /[\\/]node_modules[\\/].*\.[cm]?js(\?|$)/;

/** The signed-in candidate's home (features/home/home-page.tsx), which uses the form engine too. */
const HOME_ROOT = "/src/features/home/candidate-home.tsx";

/**
 * A plugin that reads the module graph at the end of the build, and the chunk groups it decides:
 * `entry-libraries`, the libraries the entry imports other than the framework; `form-engine`, what
 * the form screen shares with the candidate's home (the rules and the engine, so that the home
 * does not download the screen); and `form-screen`, the rest of what the screen imports. The last
 * two leave out whatever the entry imports.
 */
export function screenChunks(): { plugin: Plugin; groups: Group[] } {
  const entryLibraries = new Set<string>();
  const engine = new Set<string>();
  const screen = new Set<string>();
  const plugin: Plugin = {
    name: "portal-screen-chunks",
    apply: "build",
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const rootOf = (suffix: string) => {
        const id = ids.find((candidate) => candidate.endsWith(suffix));
        if (!id) this.error(`screen-chunks: no module ends with ${suffix}`);
        return id;
      };
      const initial = staticClosure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        imports,
      );
      const home = staticClosure([rootOf(HOME_ROOT)], imports);
      entryLibraries.clear();
      engine.clear();
      screen.clear();
      // Scripts only: Bootstrap's style sheet stays in the entry's, the page's single one.
      for (const id of initial) if (LIBRARY_SCRIPT.test(id)) entryLibraries.add(id);
      for (const id of staticClosure(SCREEN_ROOTS.map(rootOf), imports)) {
        if (initial.has(id)) continue;
        (home.has(id) ? engine : screen).add(id);
      }
    },
  };
  // Dependencies are not added to a group: every dependency of a captured module is captured too
  // or is one of the entry's, which the page has already loaded (following them would pull the
  // entry's modules into the group).
  const groups: Group[] = [
    // The libraries the entry loads besides the framework (React-Bootstrap's Alert, its
    // transitions, Babel's helpers), in one file that the lazy chunks import: left to the
    // bundler, they are cut by which lazy chunks share each one, and a new lazy chunk that shares
    // one (Fade, extends) cuts home's files again.
    {
      name: SCREEN_CHUNKS.entryLibraries,
      test: (id) => entryLibraries.has(id),
      includeDependenciesRecursively: false,
    },
    { name: SCREEN_CHUNKS.engine, test: (id) => engine.has(id), includeDependenciesRecursively: false },
    { name: SCREEN_CHUNKS.screen, test: (id) => screen.has(id), includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}

/** The names of the chunks this plugin's groups make (localized-shell.ts and compile-hints.ts read them). */
export const SCREEN_CHUNKS = {
  entryLibraries: "entry-libraries",
  engine: "form-engine",
  screen: "form-screen",
} as const;

/** What `roots` reach through static imports, the roots included (modules, or a bundle's chunks). */
export function staticClosure(roots: string[], imports: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...imports(id));
  }
  return seen;
}
