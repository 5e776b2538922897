// The layers of the server and the web app, for eslint-plugin-boundaries (see eslint.config.js and
// docs/ARCHITECTURE.md). Each server layer may import the layers listed after it, never those
// before it, so the arrows point one way: routes → commands → policies → … → queries → db.

/** Folders of packages/server/src, top to bottom. */
const serverLayers = [
  "routes",
  // Fastify hooks the app registers; routes use their request helpers (locale, input guard).
  "plugins",
  // The job queue: runs the commands' sweeps, the outbox and the clean-ups later, once across processes.
  "jobs",
  "commands",
  // Pure predicates and output shapes: commands call them, they call no command.
  "policies",
  "presenters",
  "reports",
  "auth",
  "queries",
  "mail",
  "storage",
  // Lookup tables: their CSV sources, validation and writing, read by queries and reports.
  "seeds",
  "db",
];

// Files that sit in a folder for their subject but belong to another layer. Entry files wire the
// app or parse a command line and may use any layer; demo seeds write through commands, like a
// candidate's own saves; shared files (configuration, error catalogue) are usable by every layer.
const serverFiles = [
  {
    category: "server-entry",
    pattern: ["!(config|errors|clock).ts", "**/*-cli.ts", "auth/admin-commands.ts", "auth/bootstrap.ts"],
  },
  {
    category: "server-demo-seeds",
    pattern: [
      "seeds/demo-candidates.ts",
      "seeds/demo-files.ts",
      "seeds/demo-campaign.ts",
      "seeds/demo-campaigns.ts",
    ],
  },
  { category: "server-shared", pattern: ["config.ts", "errors.ts", "clock.ts"] },
].map((file) => ({ ...file, pattern: file.pattern.map((p) => `packages/server/src/${p}`) }));

const serverElements = serverLayers.map((folder) => ({
  type: `server-${folder}`,
  pattern: `packages/server/src/${folder}`,
}));

const webElements = [
  { type: "web-app", pattern: "packages/web/src/app" },
  { type: "web-feature", pattern: "packages/web/src/features/*", capture: ["feature"] },
  { type: "web-form", pattern: "packages/web/src/form" },
  { type: "web-lib", pattern: "packages/web/src/lib" },
];

export const layerElements = [...serverElements, ...webElements];
// main.tsx mounts the app.
export const layerFiles = [...serverFiles, { category: "web-entry", pattern: "packages/web/src/main.tsx" }];

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

const serverTypes = serverLayers.map((folder) => `server-${folder}`);
const fromFiles = (category, allowTo, effect = "allow") => ({
  from: { file: { categories: category } },
  [effect]: { to: { element: { types: { anyOf: allowTo } } } },
});
const betweenFiles = (category, toCategories) => ({
  from: { file: { categories: category } },
  allow: { to: { file: { categories: { anyOf: toCategories } } } },
});
const toFiles = (category, fromTypes, effect) => ({
  from: { element: { types: { anyOf: fromTypes } } },
  [effect]: { to: { file: { categories: category } } },
});

const serverPolicies = [
  ...serverTypes.map((type, i) => allow(type, serverTypes.slice(i))),
  toFiles("server-shared", serverTypes, "allow"),
  // Only wiring imports the demo seeds and the entry files, whatever folder they sit in.
  toFiles("server-demo-seeds", serverTypes, "disallow"),
  toFiles("server-entry", serverTypes, "disallow"),
  fromFiles("server-demo-seeds", serverTypes.slice(serverTypes.indexOf("server-commands"))),
  fromFiles("server-entry", serverTypes),
  betweenFiles("server-entry", ["server-entry", "server-demo-seeds", "server-shared"]),
  // Configuration and the error catalogue are leaves.
  fromFiles("server-shared", serverTypes, "disallow"),
];

const webPolicies = [
  fromFiles("web-entry", ["web-app"]),
  allow("web-app", ["web-app", "web-feature", "web-form", "web-lib"]),
  allow("web-form", ["web-form", "web-lib"]),
  allow("web-lib", ["web-lib"]),
  // A feature uses its own files, the form renderer and lib; shared code moves to lib or form.
  allow("web-feature", ["web-form", "web-lib"]),
  {
    from: { element: { type: "web-feature" } },
    allow: {
      to: { element: { type: "web-feature", captured: { feature: "{{ from.element.captured.feature }}" } } },
    },
  },
];

export const layerPolicies = [
  ...serverPolicies,
  ...webPolicies,
  // Packages (npm and @portal/domain) are governed by no-restricted-imports in eslint.config.js.
  { allow: { to: { module: { origin: ["external", "core"] } } } },
];
