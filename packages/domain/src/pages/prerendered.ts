/** A public page the web build prerenders to HTML in every language (packages/web/scripts/prerender.ts). */
export type PrerenderedPage = "home" | "login" | "activation" | "activation-reset";

/** Each prerendered page and the address the build renders it at. */
export const PRERENDERED_PAGES: Record<PrerenderedPage, string> = {
  home: "/",
  login: "/login",
  activation: "/activation",
  "activation-reset": "/activation?reset=1",
};

/**
 * The prerendered page that shows `pathname` with `search`, if one does: the home, the login, the
 * account activation and the password reset (the activation page with `reset=1`). The server
 * answers that page's file; the browser hydrates it only when the root says it is that page.
 */
export function prerenderedPage(pathname: string, search: string): PrerenderedPage | undefined {
  if (pathname === "/") return "home";
  if (pathname === "/login") return "login";
  if (pathname === "/activation")
    return /(?:^\??|&)reset=1(?:&|$)/.test(search) ? "activation-reset" : "activation";
  return undefined;
}

/** The attribute of #root naming the prerendered page it holds (written by the build, read by the browser). */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/** The file of a prerendered page in a language, beside index.html. */
export const prerenderedFile = (page: PrerenderedPage, locale: string): string => `${page}.${locale}.html`;
