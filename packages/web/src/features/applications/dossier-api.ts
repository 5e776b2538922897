import type { FormSchema } from "@portal/domain/schema/types";
import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";
import { PAGE_SIZE } from "./applications-api.ts";
import { apiQueryOf, viewFromSearch } from "./applications-view.ts";
import type { ViewPage } from "./current-view.ts";

/** GET /ws/admin/answers/{id}: the whole application, its jury, its stage and its files. */
export type Dossier = ResponseOf<"/ws/admin/answers/{id}", "get">;

/** One uploaded file of an application, as staff see it. */
export type DossierFile = Dossier["files"][number];

/** One internal note: staff only, never in a candidate's response. */
export type DossierNote = ResponseOf<"/ws/admin/answers/{id}/notes", "get">["items"][number];

/** One line of the history: who, when, what, and the fields changed. */
export type HistoryEntry = ResponseOf<"/ws/admin/answers/{id}/history", "get">["items"][number];

const path = (id: number) => ({ path: { id } });

/** The query of one application's dossier. */
export const dossierQuery = (id: number) => ({
  queryKey: ["dossier", id] as const,
  queryFn: () => dataOf(api.GET("/ws/admin/answers/{id}", { params: path(id) })),
});

/** The query of an application's internal notes. */
export const notesQuery = (id: number) => ({
  queryKey: ["dossier", id, "notes"] as const,
  queryFn: async () => (await dataOf(api.GET("/ws/admin/answers/{id}/notes", { params: path(id) }))).items,
});

/** POST /ws/admin/answers/{id}/notes: adds a note signed by the caller; answers the note stored. */
export async function postNote(id: number, body: string): Promise<DossierNote> {
  return (await dataOf(api.POST("/ws/admin/answers/{id}/notes", { params: path(id), body: { body } }))).note;
}

/** The query of an application's history, newest first, field labels and summaries in `lang`. */
export const historyQuery = (id: number, lang: "en" | "fr") => ({
  queryKey: ["dossier", id, "history", lang] as const,
  queryFn: async () =>
    (await dataOf(api.GET("/ws/admin/answers/{id}/history", { params: { ...path(id), query: { lang } } })))
      .items,
});

/** GET /ws/admin/answers/{id}/files/{generatedName}: the bytes of one file, with the staff member's token. */
export function fetchDossierFile(id: number, generatedName: string): Promise<Blob> {
  return dataOf(
    api.GET("/ws/admin/answers/{id}/files/{generatedName}", {
      params: { path: { id, generatedName } },
      headers: { Accept: "*/*" },
      parseAs: "blob",
    }),
  );
}

/** The workspace's page of `search` that starts at `cursor`, reduced to its ids (current-view.ts). */
export async function fetchViewPage(search: string, cursor: string): Promise<ViewPage> {
  const query = apiQueryOf(viewFromSearch(new URLSearchParams(search)));
  const page = await dataOf(
    api.GET("/ws/admin/applications", { params: { query: { ...query, limit: PAGE_SIZE, cursor } } }),
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
