import { api, authHeaders, dataOf, parseJson, throwIfFailed, toError } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";
import type { ViewQuery } from "./applications-view.ts";

/**
 * The workspace's actions on several applications (issue #11 contract): bulk change, decisions
 * import, reminders and the motivation catalogue. Called through one small fetch helper with the
 * API client's headers and error mapping, because the import is multipart and every call takes
 * its dryRun in the query.
 */

/** Which applications an action applies to: the rows ticked, or everything the view's filters match. */
export type Selection = RequestOf<"/ws/admin/applications/bulk", "post">["selection"];

/** What a bulk change sets; absent = left as it is. */
export type BulkSet = RequestOf<"/ws/admin/applications/bulk", "post">["set"];

/** The answer of POST /ws/admin/applications/bulk (dry run or applied). */
export type BulkAnswer = ResponseOf<"/ws/admin/applications/bulk", "post">;

/** The answer of POST /ws/admin/decisions/import (dry run or applied). */
export type ImportAnswer = ResponseOf<"/ws/admin/decisions/import", "post">;

/** A value before and after a change, as the server labels it. */
export type FieldChange = BulkAnswer["changes"][number]["fields"][number];

/** The answer of POST /ws/admin/reminders. */
export type ReminderAnswer = ResponseOf<"/ws/admin/reminders", "post">;

export type ReminderTemplate = "reminder_application" | "reminder_registration";
export const REMINDER_TEMPLATES: readonly ReminderTemplate[] = [
  "reminder_application",
  "reminder_registration",
];

/** A reason of the catalogue (GET /ws/admin/reasons). */
export type Reason = ResponseOf<"/ws/admin/reasons", "get">["reasons"][number];

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

/**
 * A multipart POST with the session's headers (the typed client sends JSON); failures become the
 * client's ApiError like any other call.
 */
export async function postForm<T>(path: string, body: FormData): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    ...(await authHeaders(path, "POST")),
  };
  const response = await fetch(path, { method: "POST", headers, credentials: "same-origin", body });
  const text = await response.text();
  throwIfFailed(
    toError(response.status, response.statusText, path, text),
    headers.Authorization ?? null,
    true,
  );
  return parseJson(text) as T;
}

/** POST /ws/admin/applications/bulk: what would change (dryRun) or the change applied. */
export function bulkChange(selection: Selection, set: BulkSet, dryRun: boolean): Promise<BulkAnswer> {
  return dataOf(
    api.POST("/ws/admin/applications/bulk", { params: { query: { dryRun } }, body: { selection, set } }),
  );
}

/** POST /ws/admin/decisions/import: the file checked (dryRun) or its decisions applied. */
export function importDecisions(file: File, dryRun: boolean): Promise<ImportAnswer> {
  const body = new FormData();
  body.append("file", file, file.name);
  return postForm(`/ws/admin/decisions/import?dryRun=${String(dryRun)}`, body);
}

/** POST /ws/admin/reminders: how many would receive it (dryRun) or the reminders queued. */
export function sendReminders(
  request: { template: ReminderTemplate; deadline?: string; selection: Selection },
  dryRun: boolean,
): Promise<ReminderAnswer> {
  return dataOf(api.POST("/ws/admin/reminders", { params: { query: { dryRun } }, body: request }));
}

/** The motivations of the catalogue, archived ones left out (a new decision may not use them). */
export const motivationsQuery = () => ({
  queryKey: ["admin-reasons", "motivation"] as const,
  queryFn: async () =>
    (
      await dataOf(api.GET("/ws/admin/reasons", { params: { query: { kind: "motivation" } } }))
    ).reasons.filter((reason) => !reason.archived),
});

/** The CSV the import expects, headers only, for the officer to fill in. */
export function importTemplateCsv(): Blob {
  return new Blob([`${IMPORT_COLUMNS.join(",")}\r\n`], { type: "text/csv;charset=utf-8" });
}
