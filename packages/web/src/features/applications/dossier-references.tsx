import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import ListGroup from "react-bootstrap/ListGroup";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { DossierPdfPages } from "./dossier-pdf-pages.tsx";
import { letterQuery, referencesQuery, type StaffReference } from "./dossier-references-api.ts";
import { formatWhen } from "./dossier-time.ts";

// Light backgrounds, on which white text fails the contrast ratio (WCAG AA).
const LIGHT = new Set(["info", "warning", "light"]);

const BADGE: Record<StaffReference["state"], string> = {
  invited: "info",
  opened: "primary",
  received: "success",
  expired: "warning",
  replaced: "secondary",
};

/** The letter in the dossier's PDF viewer, marked confidential. */
function Letter({ answerId, reference }: { answerId: number; reference: StaffReference }) {
  const { t } = useTranslation();
  const letter = useQuery(letterQuery(answerId, reference.id));
  if (letter.error)
    return (
      <p role="alert" className="text-danger">
        {describeError(letter.error, t)}
      </p>
    );
  if (!letter.data) return <PageSpinner label={t("dossier.references.loading")} />;
  return <DossierPdfPages blob={letter.data} name={reference.letter?.originalName ?? "letter.pdf"} />;
}

/** One reference: its referee, state, dates and, once received, the referee's details and letter. */
function ReferenceItem({ answerId, reference }: { answerId: number; reference: StaffReference }) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState(false);
  const lang = i18n.language;
  const { referee } = reference;
  return (
    <ListGroup.Item as="li">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold">{t("dossier.references.slot", { slot: reference.slot })}</span>
        <span className="text-break">{reference.email}</span>
        <Badge bg={BADGE[reference.state]} text={LIGHT.has(BADGE[reference.state]) ? "dark" : undefined}>
          {t(`dossier.references.state.${reference.state}`)}
        </Badge>
        {reference.letter && <Badge bg="danger">{t("dossier.references.confidential")}</Badge>}
      </div>
      <p className="small text-body-secondary mb-1">
        {[
          t("dossier.references.invited", { when: formatWhen(reference.invited, lang) }),
          reference.received &&
            t("dossier.references.received", { when: formatWhen(reference.received, lang) }),
          reference.reminders > 0 && t("dossier.references.reminders", { count: reference.reminders }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {referee && (
        <dl className="row small mb-2">
          {(["name", "position", "institution", "relationship"] as const).map((key) => (
            <div key={key} className="col-12 d-flex gap-2">
              <dt>{t(`dossier.references.${key}`)}</dt>
              <dd className="mb-0 text-break">{referee[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      {reference.letter && !shown && (
        <Button size="sm" variant="outline-primary" onClick={() => setShown(true)}>
          {t("dossier.references.showLetter")}
        </Button>
      )}
      {reference.letter && shown && (
        <section
          aria-label={t("dossier.references.letter", { name: referee?.name ?? reference.email })}
          className="border border-danger rounded p-2 mt-2"
        >
          <p className="small fw-semibold text-danger mb-2">{t("dossier.references.confidential")}</p>
          <Letter answerId={answerId} reference={reference} />
        </section>
      )}
    </ListGroup.Item>
  );
}

/**
 * The application's references in the dossier (issue #37), staff wording: every referee invited
 * (replaced ones too), each state, the referee's details and the confidential letter, shown in the
 * dossier's PDF viewer. Nothing shows when no referee was ever invited.
 */
export function DossierReferences({ answerId }: { answerId: number }) {
  const { t } = useTranslation();
  const references = useQuery(referencesQuery(answerId));
  if (references.error)
    return (
      <p role="alert" className="text-danger">
        {describeError(references.error, t)}
      </p>
    );
  if (!references.data || references.data.length === 0) return null;
  return (
    <section aria-labelledby="dossier-references-title" className="mb-4">
      <h2 id="dossier-references-title" className="h4">
        {t("dossier.references.title")}
      </h2>
      <ListGroup as="ul">
        {references.data.map((reference) => (
          <ReferenceItem key={reference.id} answerId={answerId} reference={reference} />
        ))}
      </ListGroup>
    </section>
  );
}
