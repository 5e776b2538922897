import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** GET {ws}/{formid}/applications/{login}: the candidate's applications, one per campaign, and the open campaign. */
export type CandidateApplications = ResponseOf<"/ws/form/{formId}/applications/{login}", "get">;

const key = (login: string) => ["candidate-applications", login] as const;

/** The candidate's applications, read at each visit of the home. */
export function useCandidateApplications(formId: string, login: string) {
  return useQuery({
    queryKey: key(login),
    queryFn: () =>
      dataOf(api.GET("/ws/form/{formId}/applications/{login}", { params: { path: { formId, login } } })),
    retry: false,
  });
}

/** Starts the open campaign's application; everything the home shows is then read again (it is a new answer). */
export function useStartApplication(formId: string, login: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { campaign: number; prefill: boolean }) =>
      dataOf(
        api.POST("/ws/form/{formId}/applications/{login}", { params: { path: { formId, login } }, body }),
      ),
    onSuccess: () => client.invalidateQueries(),
  });
}
