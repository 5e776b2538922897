import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useAnswer } from "../../form/answer-context.ts";
import { useFormStore } from "../../form/use-form-store.ts";

/**
 * Administrators only (admin mode, result tab): the decisions are taken in the staff dossier, which
 * has the motivation, the waiting-list rank and the version check; this links to it.
 */
export function DossierLink() {
  const { t } = useTranslation();
  const answer = useAnswer();
  const admin = !!useFormStore().getOptions().admin;
  if (!answer || !admin) return null;
  return (
    <p className="my-3">
      <Link to={`/admin/applications/${answer.answerId}`} className="btn btn-outline-primary">
        {t("dossierActions.openDossier")}
      </Link>
    </p>
  );
}
