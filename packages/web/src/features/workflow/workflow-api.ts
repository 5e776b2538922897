import { api, apiRequest } from "../../lib/api-client.ts";
import { formWs, ws } from "../../lib/endpoints.ts";

/** The four validation calls of SPEC §7 "Validations". */
export type ValidationKind = "application" | "scholarship" | "registration" | "tuition";

/** What a validation call answers: `result` OK on success, with the message to show. */
export interface ValidationResponse {
  result: string;
  message?: string;
}

/** PUT {ws}/validate{kind}/{login}. */
export function putValidation(kind: ValidationKind, login: string): Promise<ValidationResponse> {
  return api.put<ValidationResponse>(ws(`validate${kind}/${encodeURIComponent(login)}`));
}

/** The three payments of SPEC §7 "Payment" and §9. */
export type PaymentKind = "application_fee" | "down_payment" | "tuition";

/** GET {ws}/payment/{login}/{kind}[?paiement3x=0|1]: the external payment page's URL with its parameters. */
export async function fetchPaymentUrl(
  login: string,
  kind: PaymentKind,
  paiement3x?: "0" | "1",
): Promise<string> {
  const query = paiement3x === undefined ? "" : `?paiement3x=${paiement3x}`;
  const answer = await api.get<{ url?: unknown }>(ws(`payment/${encodeURIComponent(login)}/${kind}${query}`));
  if (typeof answer?.url !== "string" || answer.url === "") throw new Error("No payment URL");
  return answer.url;
}

/** The PDF reports of SPEC §7 "Reports". */
export type ReportKind = "application_file" | "scholapplication_file" | "regapplication_file";

/** POST {ws}/report/{report}/{login} with the answer's values: the PDF as a blob. */
export function fetchReport(
  report: ReportKind,
  login: string,
  values: Record<string, unknown>,
): Promise<Blob> {
  return apiRequest<Blob>(ws(`report/${report}/${encodeURIComponent(login)}`), {
    method: "POST",
    body: values,
    responseType: "blob",
    headers: { Accept: "application/pdf" },
  });
}

/** The decision fields an administrator sets on the result tab. */
export interface DecisionValues {
  admis: string;
  decisionbourse?: string;
  montant_ins?: number;
}

/** What the answer's save answers: the new version and the values as the caller now reads them. */
export interface DecisionSaved {
  result: string;
  version: number;
  data?: Record<string, unknown>;
}

/** POST {ws}/{formid}/answer/{id} as an administrator: the decisions, saved with the result tab. */
export function postDecision(
  formId: string,
  answerId: number,
  version: number,
  values: DecisionValues,
): Promise<DecisionSaved> {
  return api.post<DecisionSaved>(formWs(`answer/${answerId}`, formId), { tab: "result", version, values });
}
