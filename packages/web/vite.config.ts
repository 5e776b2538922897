import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { trimBootstrap } from "./scripts/bootstrap-css.ts";
import { catalogueModules } from "./scripts/catalogues.ts";
import { compileHints } from "./scripts/compile-hints.ts";
import { inlineFavicon } from "./scripts/inline-favicon.ts";
import { EARLY_REQUESTS_ENTRY, localizedShell } from "./scripts/localized-shell.ts";
import { precompress } from "./scripts/precompress.ts";
import { prerenderPages } from "./scripts/prerender.ts";
import { screenChunks } from "./scripts/screen-chunks.ts";

const server = "http://localhost:8080";

const formScreen = screenChunks();

/** The libraries of the shell: React, the router, the translator, server state, the API client. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|openapi-fetch|use-sync-external-store)[\\/]/;

// Builds the SPA into dist/ (served by the portal server at /), with Bootstrap's style sheet
// trimmed to the rules the portal can use (scripts/bootstrap-css.ts), a catalogue chunk per
// language, the page in each language (scripts/localized-shell.ts) and a brotli and a gzip copy of each file; in development, proxies the web services to a server running on port 8080.
// React 19, with fast refresh in development (@vitejs/plugin-react).
export default defineConfig(() => ({
  plugins: [
    react(),
    trimBootstrap(),
    inlineFavicon(),
    catalogueModules(),
    formScreen.plugin,
    localizedShell(),
    compileHints(),
    prerenderPages(),
    precompress(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // Modern browsers preload modules natively; no polyfill code in the entry chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // react-bootstrap marks its modules "use client" for React Server Components, which a
      // single-page app has none of: dropping the directive is right, and its ~90 warnings (about
      // 900 lines) buried what `npm start` prints after the build, the demo credentials included.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && /["']use client["']/.test(warning.message)) return;
        warn(warning);
      },
      // The page's first script is an entry of its own, added to the page by localized-shell.ts.
      input: { index: "index.html", [EARLY_REQUESTS_ENTRY]: "src/early/early-requests.ts" },
      output: {
        codeSplitting: {
          // What every page runs before it shows anything, in one file rather than a dozen small
          // ones fetched side by side (a phone on a slow network pays each request's round trip).
          // The form screen's modules in two files (scripts/screen-chunks.ts).
          groups: [{ name: "framework", test: FRAMEWORK, priority: 1 }, ...formScreen.groups],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/ws": { target: server, changeOrigin: false },
      "/healthz": { target: server, changeOrigin: false },
    },
  },
}));
