import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { readableSize } from "@portal/domain/uploads/format";
import {
  REFEREE_DETAILS,
  REFEREE_DETAIL_MAX_LENGTH,
  type RefereeDetail,
} from "@portal/domain/workflow/references";
import { describeError } from "../../lib/api-error.ts";
import { switchLanguage } from "../../lib/i18n.ts";
import { intlLocale } from "../../lib/intl-locale.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { refereeLinkQuery, sendLetter, type RefereeLink } from "./referee-api.ts";

const day = (iso: string, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(iso),
  );

/** A dead link (used, replaced, ended, unknown): the server's reason, in the page's language. */
function DeadLink({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h3">{t("referee.deadTitle")}</h1>
      <Alert variant="warning" role="alert">
        {describeError(error, t)}
      </Alert>
    </>
  );
}

/** The referee's form: their details and one PDF letter. */
function LetterForm({ token, link, onSent }: { token: string; link: RefereeLink; onSent: () => void }) {
  const { t, i18n } = useTranslation();
  const [details, setDetails] = useState<Record<RefereeDetail, string>>({
    name: "",
    position: "",
    institution: "",
    relationship: "",
  });
  const [letter, setLetter] = useState<File>();
  const send = useMutation({
    mutationFn: () => sendLetter(token, { ...details, letter: letter! }),
    onSuccess: onSent,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (letter) send.mutate();
  };
  return (
    <Form onSubmit={submit} aria-label={t("referee.title")}>
      {REFEREE_DETAILS.map((name) => (
        <Form.Group key={name} controlId={`referee-${name}`} className="mb-3">
          <Form.Label>{t(`referee.${name}`)}</Form.Label>
          {name === "relationship" ? (
            <Form.Control
              as="textarea"
              rows={3}
              required
              maxLength={REFEREE_DETAIL_MAX_LENGTH[name]}
              value={details[name]}
              onChange={(event) => setDetails({ ...details, [name]: event.target.value })}
            />
          ) : (
            <Form.Control
              required
              maxLength={REFEREE_DETAIL_MAX_LENGTH[name]}
              value={details[name]}
              onChange={(event) => setDetails({ ...details, [name]: event.target.value })}
            />
          )}
        </Form.Group>
      ))}
      <Form.Group controlId="referee-letter" className="mb-3">
        <Form.Label>
          {t("referee.letter", { size: readableSize(link.maxFileSize, i18n.language) })}
        </Form.Label>
        <Form.Control
          type="file"
          accept=".pdf,application/pdf"
          onChange={(event) => setLetter((event.target as HTMLInputElement).files?.[0])}
        />
      </Form.Group>
      {send.error && (
        <Alert variant="danger" role="alert">
          {describeError(send.error, t)}
        </Alert>
      )}
      <Button type="submit" disabled={send.isPending || !letter}>
        {send.isPending ? t("referee.sending") : t("referee.submit")}
      </Button>
    </Form>
  );
}

/**
 * The referee's page (issue #37), reached from the invitation's link, without an account: whose
 * reference is asked (the candidate's name and programme, never the dossier), then the referee's
 * details and one PDF letter. Shown first in the candidate's language; the top bar switches it.
 * A used, replaced or ended link shows the server's reason.
 */
export function RefereePage() {
  const { token = "" } = useParams();
  const { t, i18n } = useTranslation();
  const link = useQuery(refereeLinkQuery(token));
  const [sent, setSent] = useState(false);
  const languageSet = useRef(false);
  useEffect(() => {
    // Once: the candidate's language by default, the reader's choice afterwards.
    if (!link.data || languageSet.current) return;
    languageSet.current = true;
    if (i18n.language !== link.data.locale) void switchLanguage(i18n, link.data.locale);
  }, [link.data, i18n]);
  return (
    <div className="py-2" style={{ maxWidth: "48rem" }}>
      {link.error ? (
        <DeadLink error={link.error} />
      ) : !link.data ? (
        <PageSpinner label={t("referee.loading")} />
      ) : sent ? (
        <>
          <h1 className="h3">{t("referee.title")}</h1>
          <Alert variant="success" role="status">
            {t("referee.thanks")}
          </Alert>
        </>
      ) : (
        <>
          <h1 className="h3">{t("referee.title")}</h1>
          <dl className="row mb-3">
            <dt className="col-sm-3">{t("referee.candidate")}</dt>
            <dd className="col-sm-9">{link.data.candidate}</dd>
            <dt className="col-sm-3">{t("referee.programme")}</dt>
            <dd className="col-sm-9">{link.data.programme}</dd>
          </dl>
          <p>{t("referee.intro", { candidate: link.data.candidate })}</p>
          <p className="text-body-secondary">
            {t("referee.validUntil", { date: day(link.data.validUntil, i18n.language) })}
          </p>
          <LetterForm token={token} link={link.data} onSent={() => setSent(true)} />
        </>
      )}
    </div>
  );
}
