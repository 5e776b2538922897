import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../../lib/api/client.ts";
import type { AnswerResponse } from "./form-api.ts";

/** An open request of the admissions office for a document, as the candidate's answer carries it (#11). */
export type DocumentRequest = NonNullable<AnswerResponse["documentRequests"]>[number];

/** The open requests of an answer. */
export function requestsOf(answer: AnswerResponse): DocumentRequest[] {
  return answer.documentRequests ?? [];
}

/**
 * The open requests, read with the answer at first and refetched on their own after an upload to
 * a requested field: refetching the answer itself would rebuild the form under the person's hands.
 */
export function useDocumentRequests(formId: string, answer: AnswerResponse) {
  const query = useQuery({
    queryKey: ["document-requests", formId, answer.login] as const,
    queryFn: async () =>
      requestsOf(
        await dataOf(
          api.GET("/ws/form/{formId}/answer/{login}", { params: { path: { formId, login: answer.login } } }),
        ),
      ),
    initialData: () => requestsOf(answer),
    staleTime: Infinity,
    gcTime: 0,
  });
  return { requests: query.data, refetch: query.refetch };
}
