import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** GET {ws}/{formid}/answer/{login}/payments: what is due, what was paid, every payment (euros). */
export type CandidatePayments = ResponseOf<"/ws/form/{formId}/answer/{login}/payments", "get">;

/**
 * The candidate's payments, refetched whenever the window regains the focus: the payment page
 * opens in another window, and coming back to the portal shows what its notification recorded.
 * TanStack Query listens to visibilitychange only, which a pop-up closing over a visible tab never
 * fires: the window's focus refetches them too.
 */
export function useCandidatePayments(formId: string, login: string, enabled = true) {
  const query = useQuery({
    queryKey: ["candidate-payments", formId, login] as const,
    queryFn: () =>
      dataOf(api.GET("/ws/form/{formId}/answer/{login}/payments", { params: { path: { formId, login } } })),
    refetchOnWindowFocus: "always",
    retry: false,
    enabled,
  });
  const { refetch } = query;
  useEffect(() => {
    if (!enabled) return;
    // Several panels read the payments: one request, not one per listener.
    const onFocus = () => void refetch({ cancelRefetch: false });
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [enabled, refetch]);
  return query;
}
