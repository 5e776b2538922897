import type { DOMPurify as Purify } from "dompurify";

/**
 * Schema HTML (help texts) made safe to show: no scripts, event handlers or javascript: links.
 * Where the browser has the HTML Sanitizer API (Element.setHTML; the Chromium of the tests, 156,
 * has it), the browser does the work and DOMPurify is never downloaded (issue #13: DOMPurify was a
 * quarter of the form screen's JavaScript, on the path to the form page's largest paint).
 * Elsewhere DOMPurify (the maintained library) is loaded on first use. Both keep ordinary markup:
 * formatting, links, lists, tables, headings, images, and the class, style and title attributes;
 * setHTML removes what is unsafe whatever its configuration allows.
 */

interface SanitizerLike {
  allowAttribute(name: string): void;
  allowElement(element: { name: string; attributes: string[] }): void;
}
type SanitizerConstructor = new () => SanitizerLike;
type SetHtml = (html: string, options: { sanitizer: SanitizerLike }) => void;

let sanitizer: SanitizerLike | undefined;

/** The browser's sanitizer with the portal's allowances, or undefined where the browser has none. */
function nativeSanitizer(): SanitizerLike | undefined {
  const Sanitizer = (globalThis as { Sanitizer?: SanitizerConstructor }).Sanitizer;
  const setHTML = (globalThis.Element?.prototype as { setHTML?: SetHtml } | undefined)?.setHTML;
  if (typeof Sanitizer !== "function" || typeof setHTML !== "function") return undefined;
  if (!sanitizer) {
    // The safe default, plus what help texts use and DOMPurify's HTML profile keeps.
    sanitizer = new Sanitizer();
    for (const name of ["class", "style", "title"]) sanitizer.allowAttribute(name);
    sanitizer.allowElement({ name: "img", attributes: ["src", "alt", "width", "height"] });
  }
  return sanitizer;
}

/** Whether showSafeHtml works at once (the browser sanitizes); else sanitiseHtml must load first. */
export function sanitizesNatively(): boolean {
  return nativeSanitizer() !== undefined;
}

/** Replaces `element`'s content with `html`, sanitized by the browser (only when sanitizesNatively()). */
export function showSafeHtml(element: Element, html: string): void {
  const native = nativeSanitizer();
  if (!native) throw new Error("This browser has no HTML sanitizer: use sanitiseHtml");
  (element as unknown as { setHTML: SetHtml }).setHTML(html, { sanitizer: native });
}

let purify: Promise<Purify> | undefined;

/** `html` made safe by DOMPurify, downloaded once, on first use. */
export async function sanitiseHtml(html: string): Promise<string> {
  purify ??= import("dompurify").then(
    (module) => module.default,
    (error: unknown) => {
      // A failed download is tried again by the next help text.
      purify = undefined;
      throw error;
    },
  );
  return (await purify).sanitize(html, { USE_PROFILES: { html: true } });
}
