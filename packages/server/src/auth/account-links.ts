/**
 * The base address of links in e-mails: the `appurl` the web app sends when it has the same origin
 * as PUBLIC_URL (so a link can never point at another site: no phishing through our mails),
 * otherwise PUBLIC_URL. Query and fragment are dropped, trailing slashes trimmed.
 */
export function linkBase(publicUrl: string, appurl?: string): string {
  const fallback = publicUrl.replace(/\/+$/, "");
  if (!appurl) return fallback;
  try {
    const candidate = new URL(appurl);
    if (candidate.origin !== new URL(publicUrl).origin) return fallback;
    return `${candidate.origin}${candidate.pathname}`.replace(/\/+$/, "");
  } catch {
    return fallback;
  }
}

/**
 * The link of an activation (reset = 0) or password-reset (reset = 1) e-mail: the SPA's
 * /activation route with id, user, activationToken and reset (SPEC §2), and `lang`, the account's
 * language, in which the page opens (a French invitee does not land on an English page).
 */
export function activationLink(
  base: string,
  formId: string,
  login: string,
  token: string,
  reset: boolean,
  lang?: string,
): string {
  // "@" is allowed in a query (RFC 3986), and a readable address is kinder to people.
  const user = encodeURIComponent(login).replace(/%40/g, "@");
  const language = lang === "en" || lang === "fr" ? `&lang=${lang}` : "";
  return `${base}/activation?id=${encodeURIComponent(formId)}&user=${user}&activationToken=${token}&reset=${reset ? 1 : 0}${language}`;
}
