import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import ListGroup from "react-bootstrap/ListGroup";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { MAX_DECLINE_REASON, validateDeclineReason } from "@portal/domain/interviews/invitations";
import { describeError } from "../../lib/api-error.ts";
import { intlLocale } from "../../lib/intl-locale.ts";
import {
  bookSlot,
  declineInterview,
  interviewQuery,
  type InterviewStanding,
  type OpenSlot,
} from "./interview-api.ts";

/** A slot's start in the reader's language and their own time zone (the browser's). */
function slotTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}

/** Where a slot takes place: the place, the video link (a link), or both. */
function SlotWhere({ slot }: { slot: Pick<OpenSlot, "place" | "videoLink"> }) {
  const { t } = useTranslation();
  return (
    <>
      {slot.place && <div>{t("interview.place", { place: slot.place })}</div>}
      {slot.videoLink && (
        <div>
          <a href={slot.videoLink} target="_blank" rel="noreferrer" className="text-break">
            {t("interview.videoLink")}
          </a>
        </div>
      )}
    </>
  );
}

/** The slots the candidate may choose, each with a button to book (or move to) it. */
function SlotChoices(props: {
  slots: OpenSlot[];
  moving: boolean;
  busy: boolean;
  onChoose: (slot: OpenSlot) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (props.slots.length === 0) return <p>{t("interview.noSlots")}</p>;
  return (
    <>
      <h3 id={headingId} className="h6">
        {t("interview.slots")}
      </h3>
      <ListGroup as="ul" aria-labelledby={headingId} className="mb-3">
        {props.slots.map((slot) => {
          const time = slotTime(slot.startsAt, i18n.language);
          return (
            <ListGroup.Item as="li" key={slot.id} className="d-flex flex-wrap gap-2 align-items-center">
              <div className="flex-grow-1">
                <div className="fw-semibold">{time}</div>
                <div className="small text-body-secondary">
                  {t("interview.minutes", { minutes: slot.minutes })} ·{" "}
                  {t("interview.seatsLeft", { count: slot.seatsLeft })}
                </div>
                <div className="small">
                  <SlotWhere slot={slot} />
                </div>
              </div>
              <Button
                size="sm"
                disabled={props.busy}
                aria-label={t(props.moving ? "interview.moveTo" : "interview.bookSlot", { time })}
                onClick={() => props.onChoose(slot)}
              >
                {t("interview.book")}
              </Button>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
    </>
  );
}

/** "Decline the interview?": the reason is required (the domain's rule, checked again by the server). */
function DeclineDialog(props: {
  busy: boolean;
  error?: string;
  onCancel: () => void;
  onDecline: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const problems = validateDeclineReason(reason);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length === 0) props.onDecline(reason);
  };
  return (
    <Modal show onHide={props.onCancel} aria-labelledby={`${id}-title`}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t("interview.cancel")}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t("interview.declineTitle")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t("interview.declineIntro")}</p>
          <Form.Group controlId={`${id}-reason`}>
            <Form.Label>{t("interview.declineReason")}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              required
              maxLength={MAX_DECLINE_REASON}
              value={reason}
              isInvalid={tried && problems.length > 0}
              aria-describedby={`${id}-problem`}
              onChange={(event) => setReason(event.target.value)}
            />
            <Form.Control.Feedback type="invalid" id={`${id}-problem`}>
              {problems.map((m) => t(m.key, m.params)).join(" ")}
            </Form.Control.Feedback>
          </Form.Group>
          {props.error && (
            <Alert variant="danger" role="alert" className="mt-3 mb-0">
              {props.error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onCancel}>
            {t("interview.cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={props.busy}>
            {t("interview.declineConfirm")}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/**
 * The candidate's interview on their home (issue #38): nothing unless invited; then the open slots
 * of their programme to book, the slot booked with Change the time and Decline, or the decline and
 * its reason. Times are in the reader's language and their own time zone.
 */
export function InterviewCard() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { data } = useQuery(interviewQuery);
  const [moving, setMoving] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [notice, setNotice] = useState<string>();
  const done = (next: InterviewStanding) => {
    client.setQueryData(interviewQuery.queryKey, next);
    setMoving(false);
    setDeclining(false);
    if (next.done) setNotice(t(`interview.done.${next.done}`));
  };
  const book = useMutation({ mutationFn: (slot: OpenSlot) => bookSlot(slot.id), onSuccess: done });
  const decline = useMutation({ mutationFn: declineInterview, onSuccess: done });
  if (!data?.invitation) return null;
  const { invitation, slots, programmeLabel } = data;
  return (
    <section aria-labelledby="interview-title" className="mb-4">
      <Card>
        <Card.Body>
          <h2 id="interview-title" className="h4">
            {t("interview.title")}
          </h2>
          <div role="status">
            {notice && (
              <Alert
                variant="success"
                dismissible
                closeLabel={t("common.close")}
                onClose={() => setNotice(undefined)}
              >
                {notice}
              </Alert>
            )}
          </div>
          {book.error && (
            <Alert variant="danger" role="alert">
              {describeError(book.error, t)}
            </Alert>
          )}
          {invitation.status === "declined" ? (
            <p>{t("interview.declined", { reason: invitation.declineReason ?? "" })}</p>
          ) : invitation.status === "booked" && invitation.slot ? (
            <>
              <p className="mb-1">
                <strong>
                  {t("interview.booked", { time: slotTime(invitation.slot.startsAt, i18n.language) })}
                </strong>
              </p>
              <div className="mb-2">
                <div className="small text-body-secondary">
                  {t("interview.minutes", { minutes: invitation.slot.minutes })}
                </div>
                <SlotWhere slot={invitation.slot} />
              </div>
              <p className="small text-body-secondary">{t("interview.bookedMail")}</p>
              {moving ? (
                <>
                  <SlotChoices
                    slots={slots}
                    moving
                    busy={book.isPending}
                    onChoose={(slot) => book.mutate(slot)}
                  />
                  <Button variant="link" size="sm" className="px-0" onClick={() => setMoving(false)}>
                    {t("interview.keep")}
                  </Button>
                </>
              ) : (
                <div className="d-flex flex-wrap gap-2">
                  <Button size="sm" variant="outline-primary" onClick={() => setMoving(true)}>
                    {t("interview.move")}
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => setDeclining(true)}>
                    {t("interview.decline")}
                  </Button>
                </div>
              )}
            </>
          ) : (
            <>
              <p>{t("interview.invited", { programme: programmeLabel })}</p>
              <SlotChoices
                slots={slots}
                moving={false}
                busy={book.isPending}
                onChoose={(slot) => book.mutate(slot)}
              />
              <Button size="sm" variant="outline-danger" onClick={() => setDeclining(true)}>
                {t("interview.decline")}
              </Button>
            </>
          )}
        </Card.Body>
      </Card>
      {declining && (
        <DeclineDialog
          busy={decline.isPending}
          error={decline.error ? describeError(decline.error, t) : undefined}
          onCancel={() => setDeclining(false)}
          onDecline={(reason) => decline.mutate(reason)}
        />
      )}
    </section>
  );
}
