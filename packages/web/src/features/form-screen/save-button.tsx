import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";
import { tabFieldIds } from "@portal/domain/engine/schema-index";
import { useFormSelector } from "../../form/use-form-store.ts";

/** Whether a tab holds anything the person can fill in (else it has no save button). */
function useHasInput(tab: string): boolean {
  return useFormSelector((store) =>
    tabFieldIds(store.schema, tab).some((id) => {
      const widget = store.schema.fields[id]?.widget;
      return store.getState().fields[id]?.submitable && widget !== "hidden" && widget !== "helptext";
    }),
  );
}

/** "Save and continue" under a tab's fields (rendered inside the FormRenderer). */
export function SaveButton({
  tab,
  saving,
  onSave,
  aside,
}: {
  tab: string;
  saving: boolean;
  onSave(tab: string): void;
  /** Shown before the button (the draft's status). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!useHasInput(tab)) return null;
  return (
    <div className="d-flex justify-content-end align-items-center gap-3 border-top pt-3 mt-3">
      {aside}
      <Button variant="primary" disabled={saving} onClick={() => onSave(tab)}>
        {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {saving ? t("renderer.saving") : t("renderer.save")}
      </Button>
    </div>
  );
}
