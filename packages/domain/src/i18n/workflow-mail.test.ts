import { describe, expect, it } from "vitest";
import { catalogues } from "./index.ts";
import { payment } from "./payment.ts";
import { workflowMail } from "./workflow-mail.ts";

describe.each([
  ["workflowMail", workflowMail],
  ["payment", payment],
])("%s catalogue", (_, area) => {
  it("has the same keys in English and French, none empty", () => {
    expect(Object.keys(area.fr).sort()).toEqual(Object.keys(area.en).sort());
    for (const text of [...Object.values(area.en), ...Object.values(area.fr)])
      expect(text.trim()).not.toBe("");
  });

  it("is registered in the merged catalogues", () => {
    for (const [key, text] of Object.entries(area.en)) expect(catalogues.en[key]).toBe(text);
    for (const [key, text] of Object.entries(area.fr)) expect(catalogues.fr[key]).toBe(text);
  });
});

describe("workflow mails", () => {
  it("have a subject and a body for each transition", () => {
    for (const kind of ["application", "scholarship", "registration", "tuition"]) {
      expect(workflowMail.en[`workflowMail.${kind}.subject`]).toBeTruthy();
      expect(workflowMail.fr[`workflowMail.${kind}.body`]).toBeTruthy();
    }
  });

  it("greet the candidate by name", () => {
    expect(workflowMail.en["workflowMail.greeting"]).toBe("Hello {{name}},");
    expect(workflowMail.fr["workflowMail.greeting"]).toBe("Bonjour {{name}},");
  });
});
