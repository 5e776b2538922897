import { describe, expect, it } from "vitest";
import { oneTabForm, renderForm } from "../test-kit.tsx";
import { sanitiseHtml } from "./helptext.tsx";

describe("help text widget", () => {
  it("shows the schema's HTML without scripts, handlers or javascript: links", () => {
    const html =
      '<p>Read <strong>this</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>';
    const { container } = renderForm(
      oneTabForm({ notice: { type: "string", widget: "helptext", description: { en: html, fr: html } } }),
    );
    const box = container.querySelector("#field-notice")!;
    expect(box.querySelector("strong")).toHaveTextContent("this");
    expect(box.querySelector("script")).toBeNull();
    expect(box.querySelector("img")).not.toHaveAttribute("onerror");
    expect(box.querySelector("a")).not.toHaveAttribute("href", "javascript:alert(3)");
  });

  it("keeps ordinary markup", () => {
    expect(sanitiseHtml('<p class="x">Hi <em>there</em></p>')).toBe('<p class="x">Hi <em>there</em></p>');
  });
});
