/** The form identifier fixed by SPEC §1. */
export const FORM_ID = "candform";
