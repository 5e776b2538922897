import fs from "node:fs";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { reactBootstrapModules, trimBootstrapCss } from "./bootstrap-css.ts";

const require = createRequire(import.meta.url);
const sheet = fs.readFileSync(require.resolve("bootstrap/dist/css/bootstrap.min.css"), "utf8");

/** Whether a rule of `css` names the class `name` (followed by anything but a name's character). */
const hasClass = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);

describe("Bootstrap's style sheet, trimmed", () => {
  let trimmed = "";
  beforeAll(async () => {
    trimmed = await trimBootstrapCss(sheet);
  }, 60_000);

  it("keeps the classes React-Bootstrap builds from the portal's props, whatever their values", () => {
    for (const name of [
      "btn-outline-danger",
      "btn-sm",
      "alert-warning",
      "alert-dismissible",
      "text-bg-warning",
      "bg-secondary",
      "badge",
      "spinner-border-sm",
      "modal-dialog",
      "modal-lg",
      "navbar-expand-md",
      "navbar-expand-lg",
      "col-md-6",
      "row-cols-md-2",
      "table-sm",
      "nav-tabs",
      "bs-tooltip-end",
      "is-invalid",
      "invalid-feedback",
      "fade",
      "show",
    ])
      expect(hasClass(trimmed, name), name).toBe(true);
  });

  it("keeps the classes written in the web app and in the form schema", () => {
    for (const name of ["d-flex", "gap-2", "visually-hidden-focusable", "text-body-secondary", "btn-success"])
      expect(hasClass(trimmed, name), name).toBe(true);
  });

  it("drops the components the portal does not use", () => {
    for (const name of ["carousel", "accordion", "breadcrumb", "toast"]) {
      expect(hasClass(sheet, name), name).toBe(true);
      expect(hasClass(trimmed, name), name).toBe(false);
    }
    expect(trimmed.length).toBeLessThan(sheet.length / 2);
  });
});

describe("the React-Bootstrap modules looked at", () => {
  it("are those imported and those they import", () => {
    const files = reactBootstrapModules(['import Modal from "react-bootstrap/Modal";']).map((file) =>
      file.split(/[\\/]/).pop(),
    );
    expect(files).toEqual(
      expect.arrayContaining(["Modal.js", "ModalHeader.js", "CloseButton.js", "Fade.js"]),
    );
    expect(files).not.toContain("Carousel.js");
  });
});
