import type { FormSchema } from "@portal/domain/schema/types";
import { api } from "../../lib/api-client.ts";
import { formWs } from "../../lib/endpoints.ts";

/** GET {ws}/{formid}/schema: the schema with this user's state. */
export interface SchemaResponse {
  result: string;
  schema: FormSchema;
  readOnlyTabs: string[];
  admin: boolean;
  login?: string;
}

/** GET {ws}/{formid}/answer/{login}. */
export interface AnswerResponse {
  result: string;
  id: number;
  login: string;
  version: number;
  data: Record<string, unknown>;
  created: string;
  updated: string;
  readOnlyTabs: string[];
}

/** POST {ws}/{formid}/answer/{id}: what a successful save answers. */
export interface SaveResponse {
  result: string;
  version: number;
  updated?: string;
  data?: Record<string, unknown>;
  changed?: string[];
  messages?: string[];
}

/** The query of the schema of a form. */
export const schemaQuery = (formId: string) => ({
  queryKey: ["form-schema", formId] as const,
  queryFn: () => api.get<SchemaResponse>(formWs("schema", formId)),
  staleTime: Infinity,
});

/** The query of one candidate's answer (created empty on the candidate's first read). */
export const answerQuery = (formId: string, login: string) => ({
  queryKey: ["answer", formId, login] as const,
  queryFn: () => api.get<AnswerResponse>(formWs(`answer/${encodeURIComponent(login)}`, formId)),
  // The form keeps what is typed: never refetch under the person's hands.
  staleTime: Infinity,
  gcTime: 0,
});

/** POSTs one tab's submitable values with the version they are based on. */
export function postTab(
  formId: string,
  answerId: number,
  body: { tab: string; version: number; values: Record<string, unknown> },
) {
  return api.post<SaveResponse>(formWs(`answer/${answerId}`, formId), body);
}

/** PUT {ws}/{formid}/answer/{id}/step/{step}: records the tab the candidate is on (failures are ignored). */
export function putStep(formId: string, answerId: number, step: string): void {
  api.put(formWs(`answer/${answerId}/step/${encodeURIComponent(step)}`, formId)).catch(() => undefined);
}
