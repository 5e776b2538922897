import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** GET {ws}/{formid}/answer/{login}/payments: what is due, what was paid, every payment (euros). */
export type CandidatePayments = ResponseOf<"/ws/form/{formId}/answer/{login}/payments", "get">;

/**
 * The candidate's payments, refetched whenever the window regains the focus: the payment page
 * opens in another window, and coming back to the portal shows what its notification recorded.
 */
export function useCandidatePayments(formId: string, login: string) {
  return useQuery({
    queryKey: ["candidate-payments", formId, login] as const,
    queryFn: () =>
      dataOf(api.GET("/ws/form/{formId}/answer/{login}/payments", { params: { path: { formId, login } } })),
    refetchOnWindowFocus: "always",
    retry: false,
  });
}
