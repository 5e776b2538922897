import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";

/** GET /ws/withdrawal/{login}: the application's withdrawal, a place offered to it, and the reasons to choose from. */
export type WithdrawalStanding = ResponseOf<"/ws/withdrawal/{login}", "get">;

/** What a candidate sends to withdraw: a reason code and, with "other", an explanation. */
export type WithdrawalBody = RequestOf<"/ws/withdrawal/{login}", "post">;

const key = (login: string) => ["withdrawal", login] as const;

/** The candidate's withdrawal and offer, fresh at each visit of the home. */
export function useWithdrawalStanding(login: string) {
  return useQuery({
    queryKey: key(login),
    queryFn: () => dataOf(api.GET("/ws/withdrawal/{login}", { params: { path: { login } } })),
    retry: false,
  });
}

/** Withdraws the application; the home's answer (every tab now locked) and standing are read again. */
export function useWithdraw(login: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalBody) =>
      dataOf(api.POST("/ws/withdrawal/{login}", { params: { path: { login } }, body })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: key(login) });
      await client.invalidateQueries({ queryKey: ["journey-answer"] });
    },
  });
}
