// Writes the tab's icon into the page as a data: address instead of a link to /favicon.png (2 KB).
// Lighthouse's simulation starts an image as soon as the page has arrived, on one of the six
// connections a browser opens to a server over HTTP/1.1, beside the style sheet and before the
// scripts: on the form page it held a connection that a script of the first screen waited for
// (issue #13). In the page it costs no request, about 3 KB of the page (base64), and the CSP allows
// data: images. public/favicon.png stays, for whatever asks for it by name.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ICON = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/favicon.png");
/** The link index.html writes; the build fails when it is no longer there. */
export const ICON_LINK = 'href="/favicon.png"';

/** The page with its icon's address replaced by the PNG itself. */
export function inlineIcon(html: string, png: Buffer): string {
  if (!html.includes(ICON_LINK)) throw new Error(`inline-favicon: index.html no longer holds ${ICON_LINK}`);
  return html.replace(ICON_LINK, () => `href="data:image/png;base64,${png.toString("base64")}"`);
}

/** The Vite plugin: every page the build writes (the localized ones are made from this one). */
export function inlineFavicon(): Plugin {
  return {
    name: "portal-inline-favicon",
    apply: "build",
    transformIndexHtml: { order: "pre", handler: (html) => inlineIcon(html, fs.readFileSync(ICON)) },
  };
}
