/** The form identifier fixed by SPEC §1. */
export const FORM_ID = "candform";

/** URL of a form web service: `/ws/form/{formId}/{path}` (SPEC §7 "{ws}/{formid}/…"). */
export function formWs(path: string, formId: string = FORM_ID): string {
  return `/ws/form/${encodeURIComponent(formId)}/${path.replace(/^\//, "")}`;
}

/** URL of a general web service: `/ws/{path}` (SPEC §7 "{ws-root}/…"). */
export function ws(path: string): string {
  return `/ws/${path.replace(/^\//, "")}`;
}
