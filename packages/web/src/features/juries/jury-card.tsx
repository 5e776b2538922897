import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { useTranslation } from "react-i18next";
import { DecisionCounts } from "./decision-counts.tsx";
import type { Jury } from "./juries-api.ts";
import type { PublicationAction } from "./publication-action.ts";
import { actionsOf, juryName } from "./publication-action.ts";

/**
 * One jury of the jury page: its programmes, its decisions counted, the applications still
 * undecided (highlighted: publishing now leaves them without a result), the last publication, and
 * the buttons that publish or withdraw its results and scholarship results.
 */
export function JuryCard({ jury, onAction }: { jury: Jury; onAction(action: PublicationAction): void }) {
  const { t, i18n } = useTranslation();
  const name = juryName(jury);
  const titleId = `jury-${jury.id_jury}-title`;
  const undecided = jury.counts.undecided;
  const last = jury.lastPublication;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Card as="article" aria-labelledby={titleId} className="h-100">
      <Card.Body>
        <h2 id={titleId} className="h5">
          {name}
        </h2>
        {jury.formations && jury.formations.length > 0 && (
          <p className="small text-body-secondary">
            {jury.formations.map((f) => `${f.type} ${f.enum}`).join(", ")}
          </p>
        )}
        <DecisionCounts counts={jury.counts} jury={name} />
        {undecided > 0 ? (
          <p className="fw-semibold text-warning-emphasis bg-warning-subtle rounded px-2 py-1">
            {t("juryPublication.stillUndecided", { count: undecided })}
          </p>
        ) : (
          <p className="text-success-emphasis">{t("juryPublication.allDecided")}</p>
        )}
        <p className="small">
          {last
            ? t("juryPublication.lastPublication", {
                at: when.format(new Date(last.at)),
                by: last.by,
                recipients: last.recipients,
              })
            : jury.resultats_publies
              ? // Published by a flag set elsewhere (demo set-up, an import of the juries table).
                t("juryPublication.publishedUnrecorded")
              : t("juryPublication.neverPublished")}
        </p>
        <ul className="list-unstyled mb-0">
          {actionsOf(jury).map((action, index) => {
            const published = index === 0 ? jury.resultats_publies : jury.resultats_brs_publies;
            const state =
              index === 0
                ? published
                  ? "juryPublication.resultsPublished"
                  : "juryPublication.resultsHidden"
                : published
                  ? "juryPublication.scholarshipsPublished"
                  : "juryPublication.scholarshipsHidden";
            return (
              <li key={action} className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <Badge bg={published ? "success" : "secondary"}>{t(state)}</Badge>
                <Button
                  size="sm"
                  variant={published ? "outline-danger" : "primary"}
                  aria-label={`${t(`juryPublication.${action}`)} (${name})`}
                  onClick={() => onAction(action)}
                >
                  {t(`juryPublication.${action}`)}
                </Button>
              </li>
            );
          })}
        </ul>
      </Card.Body>
    </Card>
  );
}
