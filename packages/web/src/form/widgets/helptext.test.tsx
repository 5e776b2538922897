import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { oneTabForm, renderForm } from "../test-kit.tsx";
import { sanitiseHtml } from "./safe-html.ts";

const helpForm = (html: string) =>
  oneTabForm({ notice: { type: "string", widget: "helptext", description: { en: html, fr: html } } });

afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as { setHTML?: unknown }).setHTML;
});

describe("help text widget", () => {
  // jsdom has no HTML Sanitizer API: this is the path of browsers without one (DOMPurify).
  it("shows the schema's HTML without scripts, handlers or javascript: links", async () => {
    const html =
      '<p>Read <strong>this</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>';
    const { container } = renderForm(helpForm(html));
    expect(await screen.findByText("this")).toBeInTheDocument();
    const box = container.querySelector("#field-notice")!;
    expect(box.querySelector("strong")).toHaveTextContent("this");
    expect(box.querySelector("script")).toBeNull();
    expect(box.querySelector("img")).not.toHaveAttribute("onerror");
    expect(box.querySelector("a")).not.toHaveAttribute("href", "javascript:alert(3)");
  });

  it("keeps ordinary markup", async () => {
    expect(await sanitiseHtml('<p class="x">Hi <em>there</em></p>')).toBe(
      '<p class="x">Hi <em>there</em></p>',
    );
  });

  it("lets the browser's sanitizer fill the box as it renders, allowing classes, styles, titles and images", () => {
    const allowed: unknown[] = [];
    class FakeSanitizer {
      allowAttribute(name: string) {
        allowed.push(name);
      }
      allowElement(element: unknown) {
        allowed.push(element);
      }
    }
    const setHTML = vi.fn(function (this: Element, html: string) {
      // What the browser would keep of this markup.
      this.innerHTML = html.replace(/<script>.*<\/script>/, "");
    });
    vi.stubGlobal("Sanitizer", FakeSanitizer);
    Object.assign(Element.prototype, { setHTML });
    const { container } = renderForm(helpForm("<p>Read <strong>this</strong></p><script>x()</script>"));
    // In the render's own commit: no download to wait for.
    expect(container.querySelector("#field-notice strong")).toHaveTextContent("this");
    expect(setHTML).toHaveBeenCalledWith("<p>Read <strong>this</strong></p><script>x()</script>", {
      sanitizer: expect.any(FakeSanitizer),
    });
    expect(allowed).toEqual(
      expect.arrayContaining([
        "class",
        "style",
        "title",
        { name: "img", attributes: ["src", "alt", "width", "height"] },
      ]),
    );
  });
});
