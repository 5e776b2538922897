import { describe, expect, it } from "vitest";
import { fillTemplate, isTemplateKey, unknownPlaceholders } from "./templates.ts";

describe("mail templates", () => {
  it("fills known placeholders and leaves a missing one as written", () => {
    expect(
      fillTemplate("Hello {{name}}, see {{ link }} by {{deadline}}", { name: "Ada", link: "http://x" }),
    ).toBe("Hello Ada, see http://x by {{deadline}}");
  });

  it("names the placeholders a template does not know, once each", () => {
    expect(unknownPlaceholders("activation", "{{link}} {{name}} {{name}} {{foo}}")).toEqual(["name", "foo"]);
    expect(unknownPlaceholders("document_request", "{{documents}} {{deadline}}")).toEqual([]);
  });

  it("knows its keys", () => {
    expect(isTemplateKey("result_available")).toBe(true);
    expect(isTemplateKey("result")).toBe(false);
  });
});
