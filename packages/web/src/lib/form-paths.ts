/** Where the candidate form's tabs live: one URL per tab, so Back, reload and shared links open the same tab. */
export const formTabPath = (formId: string, tab: string, fieldId?: string) =>
  `/form/${encodeURIComponent(formId)}/${encodeURIComponent(tab)}${fieldId ? `#field-${fieldId}` : ""}`;
