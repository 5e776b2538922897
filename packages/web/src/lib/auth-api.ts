import { dataOf, publicApi } from "./api/client.ts";
import type { ResponseOf } from "./api/types.ts";
import { FORM_ID } from "./form-id.ts";

/** Answer of POST …/login (SPEC §7); a refusal is an ApiError. */
export type LoginResult = ResponseOf<"/ws/form/{formId}/login", "post">;

/** Answer of POST …/logincas. */
export type CasLoginResult = ResponseOf<"/ws/form/{formId}/logincas", "post">;

const form = (formId: string) => ({ params: { path: { formId } } });

/** POST {ws}/{formid}/login: local login with e-mail and password. */
export function loginLocal(login: string, password: string, formId = FORM_ID): Promise<LoginResult> {
  return dataOf(publicApi.POST("/ws/form/{formId}/login", { ...form(formId), body: { login, password } }));
}

/** POST {ws}/{formid}/logincas: exchanges the CAS ticket carried by `pageUrl` for a session. */
export function loginCas(pageUrl: string, formId = FORM_ID): Promise<CasLoginResult> {
  return dataOf(
    publicApi.POST("/ws/form/{formId}/logincas", { ...form(formId), body: { page_url: pageUrl } }),
  );
}

/** POST {ws-root}/logout: ends the session on the server. */
export function logoutSession(): Promise<unknown> {
  return dataOf(publicApi.POST("/ws/logout"));
}

/** GET {ws}/{formid}/authtypes: "local" or "CAS". */
export async function fetchAuthType(formId = FORM_ID): Promise<"local" | "CAS"> {
  const answer = await dataOf(publicApi.GET("/ws/form/{formId}/authtypes", form(formId)));
  return answer.authType === "CAS" ? "CAS" : "local";
}

/** The query of the login's kind for the app's form (fetched once: it does not change while the page lives). */
export const authTypeQuery = {
  queryKey: ["authtypes"] as const,
  queryFn: () => fetchAuthType(),
  staleTime: Infinity,
};

/** POST {ws}/{formid}/user/register: asks for an account; the answer never tells whether it existed. */
export function registerAccount(user: string, appurl: string, formId = FORM_ID): Promise<{ result: string }> {
  return dataOf(
    publicApi.POST("/ws/form/{formId}/user/register", { ...form(formId), body: { user, appurl } }),
  );
}

/** POST {ws}/{formid}/user/askreset: asks for a password-reset e-mail. */
export function askPasswordReset(
  user: string,
  appurl: string,
  formId = FORM_ID,
): Promise<{ result: string }> {
  return dataOf(
    publicApi.POST("/ws/form/{formId}/user/askreset", { ...form(formId), body: { user, appurl } }),
  );
}

/** POST {ws}/{formid}/user/activate: sets the first password with the e-mailed token. */
export function activateAccount(user: string, password: string, token: string, formId = FORM_ID) {
  return dataOf(
    publicApi.POST("/ws/form/{formId}/user/activate", { ...form(formId), body: { user, password, token } }),
  );
}

/** POST {ws}/{formid}/user/reset: sets a new password with the e-mailed reset token. */
export function resetPassword(user: string, password: string, token: string, formId = FORM_ID) {
  return dataOf(
    publicApi.POST("/ws/form/{formId}/user/reset", { ...form(formId), body: { user, password, token } }),
  );
}

/** The address of this web app, sent as `appurl` so that e-mailed links come back here. */
export function appUrl(): string {
  return window.location.origin;
}
