import { translate, type Locale } from "@portal/domain/i18n/index";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The parameters SPEC §7 sends, in order; any other parameter received is listed after them. */
export const PAYMENT_PARAMETERS = [
  "entite",
  "montant",
  "courriel",
  "cursus",
  "prenom",
  "nom",
  "locale",
  "nature",
  "cp",
  "adresse",
  "ville",
  "code_pays",
  "paiement3x",
];

/**
 * The demonstration pages' style (an inline style element, which the CSP allows): a frame that
 * leaves a phone its width, and table cells where a long value (an e-mail, a reference) breaks
 * rather than widening the table past a 390 px screen, which made the whole page scroll sideways.
 */
export const PAGE_STYLE = `<style>
body{font-family:system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:60rem}
table{border-collapse:collapse;width:100%}
th,td{overflow-wrap:anywhere;vertical-align:top;text-align:left}
thead th{overflow-wrap:normal}
button{max-width:100%;white-space:normal}
</style>`;

const both = (key: string) =>
  (["en", "fr"] as Locale[]).map((l) => escapeHtml(translate(l, key))).join(" / ");

/** A row per parameter received: its name, what it means (English / French) and its value. */
function rows(received: [string, string][]): string {
  const known = (name: string) => PAYMENT_PARAMETERS.indexOf(name);
  const sorted = [...received].sort((a, b) => {
    const [ia, ib] = [known(a[0]), known(b[0])];
    return (ia < 0 ? PAYMENT_PARAMETERS.length : ia) - (ib < 0 ? PAYMENT_PARAMETERS.length : ib);
  });
  return sorted
    .map(([name, value]) => {
      const label = known(name) >= 0 ? both(`payment.param.${name}`) : "";
      return `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td>${label}</td><td>${escapeHtml(value)}</td></tr>`;
    })
    .join("\n");
}

/**
 * The portal's local demonstration payment page (the default PAYMENT_URL): a plain bilingual HTML
 * page listing every query parameter it received, escaped. No script at all (CSP script-src 'self');
 * inline styles only, which the CSP allows. `payForm`: the "Pay" form when a reference was given.
 */
export function renderPayPage(received: [string, string][], payForm = ""): string {
  const table =
    received.length === 0
      ? `<p>${both("payment.page.none")}</p>`
      : `<table border="1" cellpadding="6">
<thead><tr><th>${both("payment.page.parameter")}</th><th>${both("payment.page.label")}</th><th>${both("payment.page.value")}</th></tr></thead>
<tbody>
${rows(received)}
</tbody>
</table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${both("payment.page.title")}</title>
${PAGE_STYLE}
</head>
<body>
<h1 style="font-size:1.5rem">${both("payment.page.title")}</h1>
<p lang="en">${escapeHtml(translate("en", "payment.page.intro"))}</p>
<p lang="fr">${escapeHtml(translate("fr", "payment.page.intro"))}</p>
${payForm}
${table}
<p>${both("payment.page.close")}</p>
</body>
</html>
`;
}
