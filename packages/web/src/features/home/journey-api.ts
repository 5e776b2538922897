import { useQuery } from "@tanstack/react-query";
import type { FormSchema } from "@portal/domain/schema/types";
import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** GET {ws}/{formid}/answer/{login}: the candidate's view of the answer, with the office's open requests. */
export type JourneyAnswer = ResponseOf<"/ws/form/{formId}/answer/{login}", "get">;

/** GET {ws}/{formid}/answer/{login}/payments: what is due and what was paid (euros). */
export type JourneyPayments = ResponseOf<"/ws/form/{formId}/answer/{login}/payments", "get">;

/**
 * What the candidate's home reads, through the existing GETs: the schema (shared with the form
 * screen's cache key, it never changes), the answer and the payments, fresh at each visit so that the
 * home tells where things stand now. The payments are optional: the steps show without them.
 */
export function useJourneyData(formId: string, login: string) {
  const schema = useQuery({
    queryKey: ["form-schema", formId] as const,
    queryFn: () => dataOf(api.GET("/ws/form/{formId}/schema", { params: { path: { formId } } })),
    staleTime: Infinity,
  });
  const answer = useQuery({
    queryKey: ["journey-answer", formId, login] as const,
    queryFn: () =>
      dataOf(api.GET("/ws/form/{formId}/answer/{login}", { params: { path: { formId, login } } })),
  });
  const payments = useQuery({
    queryKey: ["candidate-payments", formId, login] as const,
    queryFn: () =>
      dataOf(api.GET("/ws/form/{formId}/answer/{login}/payments", { params: { path: { formId, login } } })),
    retry: false,
  });
  return {
    schema: schema.data?.schema as FormSchema | undefined,
    answer: answer.data,
    payments: payments.data,
    error: schema.error ?? answer.error,
  };
}
