import { api, apiRequest } from "../../lib/api-client.ts";

/** What an erasure or anonymisation answers: the register's reference and the counts. */
export interface ErasureOutcome {
  result: "OK";
  reference: string;
  accounts: number;
  answers: number;
  files: number;
  bytes: number;
}

const accountUrl = (login: string) => `/ws/admin/accounts/${encodeURIComponent(login)}`;

/** A person's data as one ZIP (for a request received by post or e-mail). */
export const exportAccount = (login: string) =>
  apiRequest<Blob>(`${accountUrl(login)}/export`, { responseType: "blob" });

/** Erases the account on request (cannot be undone). */
export const eraseAccount = (login: string) => api.delete<ErasureOutcome>(accountUrl(login));

/** Anonymises the account on request (cannot be undone). */
export const anonymiseAccount = (login: string) => api.post<ErasureOutcome>(`${accountUrl(login)}/anonymise`);
