import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";
import type { Dossier } from "./dossier-api.ts";

// The office's actions on one application (issue #11): document review and requests, the jury's
// decision, payments; typed from the server's OpenAPI document.

/** The dossier with the office's actions (files with their review, requests, file fields, decision). */
export type ActionDossier = Dossier;

/** A file's review by the office. */
export type FileReview = Dossier["files"][number]["review"];

/** A document the office asked the candidate for (refused or missing). */
export type DocumentRequest = Dossier["documentRequests"][number];

/** The decision as the dossier reads it. */
export type DossierDecision = Dossier["decision"];

/** One entry of the reasons catalogue. */
export type Reason = ResponseOf<"/ws/admin/reasons", "get">["reasons"][number];

const path = (id: number) => ({ path: { id } });

/** The query of the reasons of a kind, archived ones included (the caller leaves them out of choices). */
export const reasonsQuery = (kind: Reason["kind"]) => ({
  queryKey: ["reasons", kind] as const,
  queryFn: async () => (await dataOf(api.GET("/ws/admin/reasons", { params: { query: { kind } } }))).reasons,
  staleTime: 60_000,
});

/** What PUT …/documents/{generatedName} sends. */
export type ReviewBody = RequestOf<"/ws/admin/answers/{id}/documents/{generatedName}", "put">;

/** PUT /ws/admin/answers/{id}/documents/{generatedName}: accepts or refuses a file (a refusal asks for a new one). */
export function putReview(id: number, generatedName: string, body: ReviewBody): Promise<unknown> {
  return dataOf(
    api.PUT("/ws/admin/answers/{id}/documents/{generatedName}", {
      params: { path: { id, generatedName } },
      body,
    }),
  );
}

/** What POST …/document-requests sends. */
export type RequestBody = RequestOf<"/ws/admin/answers/{id}/document-requests", "post">;

/** POST /ws/admin/answers/{id}/document-requests: asks the candidate for a missing document. */
export function postDocumentRequest(id: number, body: RequestBody): Promise<unknown> {
  return dataOf(api.POST("/ws/admin/answers/{id}/document-requests", { params: path(id), body }));
}

/** What PUT …/decision sends. */
export type DecisionBody = RequestOf<"/ws/admin/answers/{id}/decision", "put">;

/** PUT /ws/admin/answers/{id}/decision: the jury's decision; answers it with the new version. */
export function putDecision(id: number, body: DecisionBody) {
  return dataOf(api.PUT("/ws/admin/answers/{id}/decision", { params: path(id), body }));
}

/** GET /ws/admin/answers/{id}/payments: what is due, paid and outstanding, and the payments received. */
export type Payments = ResponseOf<"/ws/admin/answers/{id}/payments", "get">;

/** The query of an application's payments. */
export const paymentsQuery = (id: number) => ({
  queryKey: ["dossier", id, "payments"] as const,
  queryFn: () => dataOf(api.GET("/ws/admin/answers/{id}/payments", { params: path(id) })),
});

/** What POST …/payments sends (administrators). */
export type PaymentBody = RequestOf<"/ws/admin/answers/{id}/payments", "post">;

/** What POST …/waivers sends (administrators): no amount waives all that is still due. */
export type WaiverBody = RequestOf<"/ws/admin/answers/{id}/waivers", "post">;

/** POST /ws/admin/answers/{id}/waivers: waives all or part of a fee, with a reason. */
export function postWaiver(id: number, body: WaiverBody) {
  return dataOf(api.POST("/ws/admin/answers/{id}/waivers", { params: path(id), body }));
}

/** POST /ws/admin/answers/{id}/payments: records a transfer, a waiver or a refund. */
export function postPayment(id: number, body: PaymentBody) {
  return dataOf(api.POST("/ws/admin/answers/{id}/payments", { params: path(id), body }));
}

/** A day (YYYY-MM-DD) as the instant the server stores: noon of that day here, so no time zone moves it. */
export function dayAsInstant(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year, month - 1, date, 12).toISOString();
}

/** Today plus `days`, as YYYY-MM-DD in the browser's calendar (the default deadline of a request). */
export function dateInDays(days: number, from = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An amount typed by staff ("9500", "9 500,5", "9500.50") in euros, or null when it is not one. */
export function parseEuros(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return Math.round(Number(compact) * 100) / 100;
}

/** The field errors of a 400 when the server names them ({errors:{field:[message]}} or {field}), else none. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  if (typeof body !== "object" || body === null) return {};
  const record = body as Record<string, unknown>;
  const out: Record<string, string> = {};
  if (typeof record.errors === "object" && record.errors !== null)
    for (const [field, messages] of Object.entries(record.errors as Record<string, unknown>)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === "string") out[field] = first;
      else if (typeof first === "object" && first && "message" in first) out[field] = String(first.message);
    }
  if (typeof record.field === "string" && typeof record.message === "string")
    out[record.field] = record.message;
  return out;
}
