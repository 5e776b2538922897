import type { FormSchema } from "@portal/domain/schema/types";
import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** GET {ws}/{formid}/schema: the schema (typed by the domain package) with this user's state. */
export type SchemaResponse = Omit<ResponseOf<"/ws/form/{formId}/schema", "get">, "schema"> & {
  schema: FormSchema;
};

/** GET {ws}/{formid}/answer/{login}. */
export type AnswerResponse = ResponseOf<"/ws/form/{formId}/answer/{login}", "get">;

/** POST {ws}/{formid}/answer/{id}: what a successful save answers. */
export type SaveResponse = ResponseOf<"/ws/form/{formId}/answer/{answerid}", "post">;

/** The query of the schema of a form. */
export const schemaQuery = (formId: string) => ({
  queryKey: ["form-schema", formId] as const,
  queryFn: async () =>
    (await dataOf(api.GET("/ws/form/{formId}/schema", { params: { path: { formId } } }))) as SchemaResponse,
  staleTime: Infinity,
});

/**
 * The query of one candidate's answer (created empty on the candidate's first read): their newest,
 * or that of a campaign's year (issue #39: last year's, read-only once closed).
 */
export const answerQuery = (formId: string, login: string, campaign?: number) => ({
  queryKey:
    campaign === undefined
      ? (["answer", formId, login] as const)
      : (["answer", formId, login, campaign] as const),
  queryFn: () =>
    dataOf(
      api.GET("/ws/form/{formId}/answer/{login}", {
        params: { path: { formId, login }, ...(campaign === undefined ? {} : { query: { campaign } }) },
      }),
    ),
  // The form keeps what is typed: never refetch under the person's hands.
  staleTime: Infinity,
  gcTime: 0,
});

/** POSTs one tab's submitable values with the version they are based on. */
export function postTab(
  formId: string,
  answerId: number,
  body: { tab: string; version: number; values: Record<string, unknown> },
): Promise<SaveResponse> {
  return dataOf(
    api.POST("/ws/form/{formId}/answer/{answerid}", {
      params: { path: { formId, answerid: answerId } },
      body,
    }),
  );
}

/** PUT {ws}/{formid}/answer/{id}/step/{step}: records the tab the candidate is on (failures are ignored). */
export function putStep(formId: string, answerId: number, step: string): void {
  api
    .PUT("/ws/form/{formId}/answer/{answerid}/step/{step}", {
      params: { path: { formId, answerid: answerId, step } },
    })
    .catch(() => undefined);
}
