import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadConfig, projectRoot } from "./config.ts";

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

// Regression: `npm -w` runs the server in packages/server, so a relative DATA_DIR (and the default
// ./data the README promises) landed in packages/server/data instead of the project's ./data.
describe("DATA_DIR", () => {
  it("resolves the default and relative folders from the project root, whatever the working directory", () => {
    expect(projectRoot()).toBe(repository);
    expect(process.cwd()).not.toBe(repository); // vitest runs in packages/server, like npm -w
    expect(loadConfig({}).dataDir).toBe(path.join(repository, "data"));
    expect(loadConfig({ DATA_DIR: "./var/portal" }).dataDir).toBe(path.join(repository, "var", "portal"));
  });

  it("keeps an absolute folder as given", () => {
    expect(loadConfig({ DATA_DIR: "/srv/portal-data" }).dataDir).toBe("/srv/portal-data");
  });

  it("falls back to the working directory outside a workspace checkout", () => {
    expect(projectRoot("/")).toBe(process.cwd());
  });
});
