import { translate, type Locale } from "@portal/domain/i18n/index";
import { PAGE_STYLE } from "./pay-page.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const both = (key: string, params?: Record<string, string | number>) =>
  (["en", "fr"] as Locale[]).map((l) => escapeHtml(translate(l, key, params))).join(" / ");

/** What the demonstration page's "Pay" button pays: the reference, the amount, which instalment. */
export interface PayFormInput {
  reference: string;
  /** Euros. */
  amount: number;
  instalment: number | null;
  instalments: number;
}

/**
 * The "Pay" form of the demonstration page (a plain HTML form, no script: the CSP forbids inline
 * script): POST /pay/complete with the reference and instalment; or a note when all is paid.
 */
export function renderPayForm(input: PayFormInput | "all-paid"): string {
  if (input === "all-paid") return `<p>${both("paymentRecords.page.allPaid")}</p>`;
  const label =
    input.instalment === null
      ? both("paymentRecords.page.pay", { amount: input.amount })
      : both("paymentRecords.page.payInstalment", {
          instalment: input.instalment,
          instalments: input.instalments,
          amount: input.amount,
        });
  return `<form method="post" action="/pay/complete" style="margin:1rem 0">
<input type="hidden" name="reference" value="${escapeHtml(input.reference)}">
${input.instalment === null ? "" : `<input type="hidden" name="instalment" value="${input.instalment}">`}
<button type="submit" style="font-size:1.1rem;padding:.5rem 1rem">${label}</button>
</form>`;
}

/** The page after "Pay": accepted, or refused with the portal's reason, and the link back. */
export function renderPayOutcome(accepted: boolean, reason: string | null, backUrl: string): string {
  const title = both(accepted ? "paymentRecords.page.accepted" : "paymentRecords.page.refused");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${PAGE_STYLE}
</head>
<body>
<h1 style="font-size:1.5rem">${title}</h1>
${reason ? `<p role="alert">${escapeHtml(reason)}</p>` : ""}
<p><a href="${escapeHtml(backUrl)}">${both("paymentRecords.page.back")}</a></p>
</body>
</html>
`;
}
