import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import ListGroup from "react-bootstrap/ListGroup";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { intlLocale } from "../../lib/intl-locale.ts";
import {
  referencesQuery,
  remindReferee,
  replaceReferee,
  sendInvitations,
  type CandidateReference,
  type CandidateReferences,
} from "./references-api.ts";

const BADGE: Record<CandidateReference["state"], string> = {
  notInvited: "secondary",
  invited: "info",
  opened: "primary",
  received: "success",
  expired: "warning",
};

// Light backgrounds, on which white text fails the contrast ratio (WCAG AA).
const DARK_TEXT = new Set(["info", "warning"]);

/** A moment as a day in the reader's language. */
const day = (iso: string, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(iso),
  );

/** The form that names another referee in this place. */
function ReplaceForm(props: {
  slot: number;
  onDone: () => void;
  onSaved: (data: CandidateReferences) => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const replace = useMutation({
    mutationFn: () => replaceReferee(props.slot, email),
    onSuccess: (data) => {
      props.onSaved(data);
      props.onDone();
    },
  });
  const id = `replace-referee-${props.slot}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    replace.mutate();
  };
  return (
    <Form onSubmit={submit} className="mt-2" aria-label={t("references.replace")}>
      <Form.Group controlId={id} className="mb-2">
        <Form.Label>{t("references.replaceLabel")}</Form.Label>
        <Form.Control
          type="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={`${id}-help`}
        />
        <Form.Text id={`${id}-help`}>{t("references.replaceHelp")}</Form.Text>
      </Form.Group>
      {replace.error && (
        <Alert variant="danger" role="alert">
          {describeError(replace.error, t)}
        </Alert>
      )}
      <Button type="submit" size="sm" disabled={replace.isPending} className="me-2">
        {t("references.replaceSubmit")}
      </Button>
      <Button variant="link" size="sm" onClick={props.onDone}>
        {t("references.cancel")}
      </Button>
    </Form>
  );
}

/** One referee: state, dates, and what the candidate may do about it. */
function RefereeItem({
  item,
  onSaved,
}: {
  item: CandidateReference;
  onSaved: (data: CandidateReferences) => void;
}) {
  const { t, i18n } = useTranslation();
  const [replacing, setReplacing] = useState(false);
  const [notice, setNotice] = useState<string>();
  const remind = useMutation({
    mutationFn: () => remindReferee(item.slot),
    onSuccess: (data) => {
      onSaved(data);
      setNotice(t("references.reminded", { email: item.email }));
    },
  });
  const lang = i18n.language;
  return (
    <ListGroup.Item as="li">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold">{t("references.referee", { slot: item.slot })}</span>
        <span className="text-break">{item.email}</span>
        <Badge bg={BADGE[item.state]} text={DARK_TEXT.has(BADGE[item.state]) ? "dark" : undefined}>
          {t(`references.state.${item.state}`)}
        </Badge>
      </div>
      <p className="small text-body-secondary mb-1">
        {[
          item.invited && t("references.invitedOn", { date: day(item.invited, lang) }),
          item.received
            ? t("references.receivedOn", { date: day(item.received, lang) })
            : item.validUntil && t("references.validUntil", { date: day(item.validUntil, lang) }),
          item.reminded && !item.received && t("references.remindedOn", { date: day(item.reminded, lang) }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {notice && (
        <p role="status" className="small text-success mb-1">
          {notice}
        </p>
      )}
      {remind.error && (
        <Alert variant="warning" role="alert" className="py-2 small">
          {describeError(remind.error, t)}
        </Alert>
      )}
      {!replacing && item.state !== "received" && (
        <div className="d-flex flex-wrap gap-2">
          {item.canRemind && (
            <Button
              size="sm"
              variant="outline-primary"
              disabled={remind.isPending}
              onClick={() => remind.mutate()}
            >
              {t("references.remind")}
            </Button>
          )}
          <Button size="sm" variant="outline-secondary" onClick={() => setReplacing(true)}>
            {t("references.replace")}
          </Button>
        </div>
      )}
      {replacing && <ReplaceForm slot={item.slot} onDone={() => setReplacing(false)} onSaved={onSaved} />}
    </ListGroup.Item>
  );
}

/**
 * The candidate's reference letters on their home (issue #37): each referee's state, a reminder, a
 * replacement, and the invitations not sent yet. Nothing shows when no referee is named and the
 * programme does not require letters. The letters themselves never reach the candidate.
 */
export function ReferencesPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, error } = useQuery(referencesQuery);
  const onSaved = (next: CandidateReferences) => client.setQueryData(referencesQuery.queryKey, next);
  const invite = useMutation({ mutationFn: sendInvitations, onSuccess: onSaved });
  if (error || !data) return null;
  if (data.items.length === 0 && !data.required) return null;
  const waiting = data.items.some((item) => item.state === "notInvited");
  return (
    <section aria-labelledby="references-title" className="mb-4">
      <h2 id="references-title" className="h4">
        {t("references.title")}
      </h2>
      <p className="text-body-secondary">{t("references.intro")}</p>
      {data.required && <p>{t("references.required")}</p>}
      {data.items.length === 0 ? (
        <p>{t("references.none")}</p>
      ) : (
        <ListGroup as="ul" className="mb-2">
          {data.items.map((item) => (
            <RefereeItem key={`${item.slot}-${item.email}`} item={item} onSaved={onSaved} />
          ))}
        </ListGroup>
      )}
      {waiting && (
        <Button size="sm" disabled={invite.isPending} onClick={() => invite.mutate()}>
          {t("references.invite")}
        </Button>
      )}
      {invite.error && (
        <Alert variant="danger" role="alert" className="mt-2">
          {describeError(invite.error, t)}
        </Alert>
      )}
    </section>
  );
}
