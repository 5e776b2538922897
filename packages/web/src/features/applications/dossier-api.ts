import type { FormSchema } from "@portal/domain/schema/types";
import type { Client } from "openapi-fetch";
import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";
import type { ViewPage } from "./current-view.ts";

/** One uploaded file of an application, as staff see it. */
export interface DossierFile {
  field: string;
  generatedName: string;
  originalName: string;
  contentType: string;
  size: number;
  uploaded: string;
}

/** GET /ws/admin/answers/{id}: the whole application, its jury and its files. */
export interface Dossier {
  result: string;
  id: number;
  login: string;
  version: number;
  created: string;
  updated: string;
  data: Record<string, unknown>;
  jury: { id: string; label: string; resultsPublished: boolean; scholarshipResultsPublished: boolean } | null;
  stage: string;
  files: DossierFile[];
}

/** One internal note: staff only, never in a candidate's response. */
export interface DossierNote {
  id: number;
  author: string;
  body: string;
  created: string;
}

/** One line of the history: who, when, what, and the fields changed. */
export interface HistoryEntry {
  at: string;
  actor: string;
  kind: string;
  summary: string;
  changes: { field: string; label: string; before: string | null; after: string | null }[];
}

type Json<T> = { responses: { 200: { content: { "application/json": T } } } };
type NoParams = { parameters: object };

/** The dossier routes as this page calls them (the server's document types them once it declares them). */
type DossierPaths = Record<`/ws/admin/answers/${number}`, { get: NoParams & Json<Dossier> }> &
  Record<
    `/ws/admin/answers/${number}/notes`,
    {
      get: NoParams & Json<{ items: DossierNote[] }>;
      post: NoParams & { requestBody: { content: { "application/json": { body: string } } } } & {
        responses: { 201: { content: { "application/json": { note: DossierNote } } } };
      };
    }
  > &
  Record<
    `/ws/admin/answers/${number}/history`,
    {
      get: { parameters: { query: { lang: string } } } & Json<{ items: HistoryEntry[] }>;
    }
  > &
  Record<`/ws/admin/answers/${number}/files/${string}`, { get: NoParams & Json<Blob> }> &
  Record<
    "/ws/admin/applications",
    {
      get: { parameters: { query: Record<string, string> } } & Json<{
        items: { id: number }[];
        next: string | null;
        total: number;
      }>;
    }
  >;

const dossierApi = api as unknown as Client<DossierPaths>;

/** The query of one application's dossier. */
export const dossierQuery = (id: number) => ({
  queryKey: ["dossier", id] as const,
  queryFn: () => dataOf(dossierApi.GET(`/ws/admin/answers/${id}`)),
});

/** The query of an application's internal notes. */
export const notesQuery = (id: number) => ({
  queryKey: ["dossier", id, "notes"] as const,
  queryFn: async () => (await dataOf(dossierApi.GET(`/ws/admin/answers/${id}/notes`))).items,
});

/** POST /ws/admin/answers/{id}/notes: adds a note signed by the caller; answers the note stored. */
export async function postNote(id: number, body: string): Promise<DossierNote> {
  return (await dataOf(dossierApi.POST(`/ws/admin/answers/${id}/notes`, { body: { body } }))).note;
}

/** The query of an application's history, newest first, field labels in `lang`. */
export const historyQuery = (id: number, lang: string) => ({
  queryKey: ["dossier", id, "history", lang] as const,
  queryFn: async () =>
    (await dataOf(dossierApi.GET(`/ws/admin/answers/${id}/history`, { params: { query: { lang } } }))).items,
});

/** GET /ws/admin/answers/{id}/files/{generatedName}: the bytes of one file, with the staff member's token. */
export function fetchDossierFile(id: number, generatedName: string): Promise<Blob> {
  return dataOf(
    dossierApi.GET(`/ws/admin/answers/${id}/files/${encodeURIComponent(generatedName)}`, {
      headers: { Accept: "*/*" },
      parseAs: "blob",
    }),
  );
}

/** The workspace's page of `search` that starts at `cursor`, reduced to its ids (current-view.ts). */
export async function fetchViewPage(search: string, cursor: string): Promise<ViewPage> {
  const query = Object.fromEntries(new URLSearchParams(search));
  const page = await dataOf(
    dossierApi.GET("/ws/admin/applications", { params: { query: { ...query, cursor } } }),
  );
  return { ids: page.items.map((item) => item.id), next: page.next, total: page.total };
}

/** POST /ws/report/application_file/{login}: the application file (PDF) made by the server from the stored answer. */
export function fetchApplicationFile(login: string): Promise<Blob> {
  return dataOf(
    api.POST("/ws/report/application_file/{login}", {
      params: { path: { login } },
      headers: { Accept: "application/pdf" },
      parseAs: "blob",
    }),
  );
}

/** GET /ws/form/{formId}/schema: the form's schema, typed by the domain package (the dossier's outline). */
export const formSchemaQuery = (formId: string) => ({
  queryKey: ["form-schema", formId] as const,
  queryFn: async () =>
    (await dataOf(api.GET("/ws/form/{formId}/schema", { params: { path: { formId } } }))) as Omit<
      ResponseOf<"/ws/form/{formId}/schema", "get">,
      "schema"
    > & { schema: FormSchema },
  staleTime: Infinity,
});
