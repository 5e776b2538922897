import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** The four validation calls of SPEC §7 "Validations". */
export type ValidationKind = "application" | "scholarship" | "registration" | "tuition";

/** What a validation call answers: `result` OK on success, with the message to show. */
export type ValidationResponse = ResponseOf<"/ws/validateapplication/{login}", "put">;

const VALIDATIONS = {
  application: "/ws/validateapplication/{login}",
  scholarship: "/ws/validatescholarship/{login}",
  registration: "/ws/validateregistration/{login}",
  tuition: "/ws/validatetuition/{login}",
} as const;

/** PUT {ws}/validate{kind}/{login}. */
export function putValidation(kind: ValidationKind, login: string): Promise<ValidationResponse> {
  return dataOf(api.PUT(VALIDATIONS[kind], { params: { path: { login } } }));
}

/** The three payments of SPEC §7 "Payment" and §9. */
export type PaymentKind = "application_fee" | "down_payment" | "tuition";

/** GET {ws}/payment/{login}/{kind}[?paiement3x=0|1]: the external payment page's URL with its parameters. */
export async function fetchPaymentUrl(
  login: string,
  kind: PaymentKind,
  paiement3x?: "0" | "1",
): Promise<string> {
  const query = paiement3x === undefined ? {} : { paiement3x };
  const answer = await dataOf(
    api.GET("/ws/payment/{login}/{kind}", { params: { path: { login, kind }, query } }),
  );
  if (typeof answer?.url !== "string" || answer.url === "") throw new Error("No payment URL");
  return answer.url;
}

/** The PDF reports of SPEC §7 "Reports". */
export type ReportKind = "application_file" | "scholapplication_file" | "regapplication_file";

const REPORTS = {
  application_file: "/ws/report/application_file/{login}",
  scholapplication_file: "/ws/report/scholapplication_file/{login}",
  regapplication_file: "/ws/report/regapplication_file/{login}",
} as const;

/** POST {ws}/report/{report}/{login}: the PDF as a blob, made by the server from the stored answer. */
export function fetchReport(report: ReportKind, login: string): Promise<Blob> {
  return dataOf(
    api.POST(REPORTS[report], {
      params: { path: { login } },
      headers: { Accept: "application/pdf" },
      parseAs: "blob",
    }),
  );
}
