import { api } from "./api-client.ts";
import { FORM_ID, formWs, ws } from "./endpoints.ts";

/** Answer of POST …/login (SPEC §7). */
export type LoginResult =
  { result: "ok"; token: string; admin: unknown; login?: string } | { result: "error"; message?: string };

/** Answer of POST …/logincas. */
export interface CasLoginResult {
  result: string;
  login: string;
  email?: string;
  token: string;
  admin: unknown;
}

/** Answer of activate/reset: ok, or error with the server's message. */
export type AccountResult = { result: "ok" } | { result: "error"; message?: string };

/** POST {ws}/{formid}/login: local login with e-mail and password. */
export function loginLocal(login: string, password: string, formId = FORM_ID): Promise<LoginResult> {
  return api.post<LoginResult>(formWs("login", formId), { login, password }, { skipAuthRedirect: true });
}

/** POST {ws}/{formid}/logincas: exchanges the CAS ticket carried by `pageUrl` for a session. */
export function loginCas(pageUrl: string, formId = FORM_ID): Promise<CasLoginResult> {
  return api.post<CasLoginResult>(
    formWs("logincas", formId),
    { page_url: pageUrl },
    { skipAuthRedirect: true },
  );
}

/** POST {ws-root}/logout: ends the session on the server. */
export function logoutSession(): Promise<unknown> {
  return api.post(ws("logout"), {}, { skipAuthRedirect: true });
}

/** GET {ws}/{formid}/authtypes: "local" or "CAS". */
export async function fetchAuthType(formId = FORM_ID): Promise<"local" | "CAS"> {
  const answer = await api.get<{ authType: string }>(formWs("authtypes", formId), { skipAuthRedirect: true });
  return answer.authType === "CAS" ? "CAS" : "local";
}

/** POST {ws}/{formid}/user/register: asks for an account; the answer never tells whether it existed. */
export function registerAccount(user: string, appurl: string, formId = FORM_ID): Promise<{ result: string }> {
  return api.post(formWs("user/register", formId), { user, appurl }, { skipAuthRedirect: true });
}

/** POST {ws}/{formid}/user/askreset: asks for a password-reset e-mail. */
export function askPasswordReset(
  user: string,
  appurl: string,
  formId = FORM_ID,
): Promise<{ result: string }> {
  return api.post(formWs("user/askreset", formId), { user, appurl }, { skipAuthRedirect: true });
}

/** POST {ws}/{formid}/user/activate: sets the first password with the e-mailed token. */
export function activateAccount(user: string, password: string, token: string, formId = FORM_ID) {
  return api.post<AccountResult>(
    formWs("user/activate", formId),
    { user, password, token },
    { skipAuthRedirect: true },
  );
}

/** POST {ws}/{formid}/user/reset: sets a new password with the e-mailed reset token. */
export function resetPassword(user: string, password: string, token: string, formId = FORM_ID) {
  return api.post<AccountResult>(
    formWs("user/reset", formId),
    { user, password, token },
    { skipAuthRedirect: true },
  );
}

/** The address of this web app, sent as `appurl` so that e-mailed links come back here. */
export function appUrl(): string {
  return window.location.origin;
}
