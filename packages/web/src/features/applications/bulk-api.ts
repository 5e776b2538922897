import { authHeaders, parseJson, throwIfFailed, toError } from "../../lib/api/client.ts";
import type { ViewQuery } from "./applications-view.ts";

/**
 * The workspace's actions on several applications (issue #11 contract): bulk change, decisions
 * import, reminders and the motivation catalogue. Called through one small fetch helper with the
 * API client's headers and error mapping, because the import is multipart and every call takes
 * its dryRun in the query.
 */

/** Which applications an action applies to: the rows ticked, or everything the view's filters match. */
export type Selection = { ids: number[] } | { filters: Omit<ViewQuery, "sort" | "order"> };

/** A value before and after a change, as the server labels it. */
export interface FieldChange {
  field: string;
  label: string;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
}

/** What a bulk change sets; absent = left as it is. */
export interface BulkSet {
  jury?: string;
  admis?: string;
  motivation?: string;
  rank?: number;
  montant_ins?: number;
}

/** The answer of POST /ws/admin/applications/bulk (dry run or applied). */
export interface BulkAnswer {
  result: string;
  applied: boolean;
  changes: { id: number; login: string; name: string; fields: FieldChange[] }[];
  refused: { id: number; login: string; name: string; reason: string }[];
  count: number;
}

/** The answer of POST /ws/admin/decisions/import (dry run or applied). */
export interface ImportAnswer {
  result: string;
  applied: boolean;
  valid: { line: number; login: string; name: string; changes: FieldChange[] }[];
  invalid: { line: number; login: string; errors: string[] }[];
}

/** The answer of POST /ws/admin/reminders. */
export interface ReminderAnswer {
  result: string;
  recipients: number;
  sent: number;
}

export type ReminderTemplate = "reminder_application" | "reminder_registration";
export const REMINDER_TEMPLATES: readonly ReminderTemplate[] = [
  "reminder_application",
  "reminder_registration",
];

/** A reason of the catalogue (GET /ws/admin/reasons). */
export interface Reason {
  id: number;
  kind: string;
  code: string;
  labelEn: string;
  labelFr: string;
  position: number;
  archived: boolean;
}

/** The columns the decisions import reads, in the order the CSV template gives them. */
export const IMPORT_COLUMNS = [
  "login",
  "admis",
  "motivation",
  "rank",
  "decisionbourse",
  "montant_ins",
] as const;

/** The selection of the whole view: its filters, without the sort (which selects nothing). */
export function filtersSelection(query: ViewQuery): Selection {
  const { sort: _sort, order: _order, ...filters } = query;
  return { filters };
}

/** A call to the server with the session's headers; failures become the client's ApiError. */
async function call<T>(method: string, path: string, body?: FormData | object): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    ...(await authHeaders(path, method)),
  };
  const multipart = body instanceof FormData;
  if (body && !multipart) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  });
  const text = await response.text();
  throwIfFailed(
    toError(response.status, response.statusText, path, text),
    headers.Authorization ?? null,
    true,
  );
  return parseJson(text) as T;
}

const dry = (dryRun: boolean) => `dryRun=${dryRun ? "true" : "false"}`;

/** POST /ws/admin/applications/bulk: what would change (dryRun) or the change applied. */
export function bulkChange(selection: Selection, set: BulkSet, dryRun: boolean): Promise<BulkAnswer> {
  return call("POST", `/ws/admin/applications/bulk?${dry(dryRun)}`, { selection, set });
}

/** POST /ws/admin/decisions/import: the file checked (dryRun) or its decisions applied. */
export function importDecisions(file: File, dryRun: boolean): Promise<ImportAnswer> {
  const body = new FormData();
  body.append("file", file, file.name);
  return call("POST", `/ws/admin/decisions/import?${dry(dryRun)}`, body);
}

/** POST /ws/admin/reminders: how many would receive it (dryRun) or the reminders queued. */
export function sendReminders(
  request: { template: ReminderTemplate; deadline?: string; selection: Selection },
  dryRun: boolean,
): Promise<ReminderAnswer> {
  return call("POST", `/ws/admin/reminders?${dry(dryRun)}`, request);
}

/** The motivations of the catalogue, archived ones left out (a new decision may not use them). */
export const motivationsQuery = () => ({
  queryKey: ["admin-reasons", "motivation"] as const,
  queryFn: async () =>
    (await call<{ reasons: Reason[] }>("GET", "/ws/admin/reasons?kind=motivation")).reasons.filter(
      (reason) => !reason.archived,
    ),
});

/** The CSV the import expects, headers only, for the officer to fill in. */
export function importTemplateCsv(): Blob {
  return new Blob([`${IMPORT_COLUMNS.join(",")}\r\n`], { type: "text/csv;charset=utf-8" });
}
