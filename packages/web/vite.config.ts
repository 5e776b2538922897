import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const server = "http://localhost:8080";

// Builds the SPA into dist/ (served by the portal server at /); in development, proxies the web
// services to a server running on port 8080.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // Modern browsers preload modules natively; no polyfill code in the entry chunk.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: {
      "/ws": { target: server, changeOrigin: false },
      "/healthz": { target: server, changeOrigin: false },
    },
  },
});
