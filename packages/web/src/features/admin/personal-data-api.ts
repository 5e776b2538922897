import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** What an erasure or anonymisation answers: the register's reference and the counts. */
export type ErasureOutcome = ResponseOf<"/ws/admin/accounts/{login}", "delete">;

const account = (login: string) => ({ params: { path: { login } } });

/** A person's data as one ZIP (for a request received by post or e-mail). */
export const exportAccount = (login: string): Promise<Blob> =>
  dataOf(api.GET("/ws/admin/accounts/{login}/export", { ...account(login), parseAs: "blob" }));

/** Erases the account on request (cannot be undone). */
export const eraseAccount = (login: string) =>
  dataOf(api.DELETE("/ws/admin/accounts/{login}", account(login)));

/** Anonymises the account on request (cannot be undone). */
export const anonymiseAccount = (login: string) =>
  dataOf(api.POST("/ws/admin/accounts/{login}/anonymise", account(login)));
