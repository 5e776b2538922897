import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import Button from "react-bootstrap/Button";
import ButtonGroup from "react-bootstrap/ButtonGroup";
import Card from "react-bootstrap/Card";
import ListGroup from "react-bootstrap/ListGroup";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog } from "../../lib/confirm-dialog.tsx";
import { intlLocale } from "../../lib/intl-locale.ts";
import {
  deleteSlot,
  recordAttendance,
  updateSlot,
  type Attendance,
  type SlotFields,
  type StaffSlot,
} from "./interviews-api.ts";
import { SlotForm } from "./slot-form.tsx";

/** A slot's start where the institution is, in the reader's language. */
export function slotTime(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(new Date(iso));
}

/** One candidate holding the slot, with the attendance buttons once the interview has started. */
function Booking(props: {
  booking: StaffSlot["bookings"][number];
  started: boolean;
  onChanged: (text: string) => Promise<void>;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const { booking } = props;
  const record = useMutation({
    mutationFn: (attendance: Attendance) => recordAttendance(booking.answerId, attendance),
    onSuccess: (_, attendance) =>
      props.onChanged(`${booking.name}: ${t(`interviewsPage.attendance.${attendance ?? "none"}`)}`),
    onError: props.onError,
  });
  const choice = (value: "attended" | "absent", variant: string) => (
    <Button
      size="sm"
      variant={booking.attendance === value ? variant : `outline-${variant}`}
      aria-pressed={booking.attendance === value}
      disabled={record.isPending}
      onClick={() => record.mutate(booking.attendance === value ? null : value)}
    >
      {t(`interviewsPage.${value}`)}
    </Button>
  );
  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap align-items-center gap-2">
      <Link to={`/admin/applications/${booking.answerId}`} className="flex-grow-1">
        {booking.name}
      </Link>
      {props.started ? (
        <ButtonGroup aria-label={t("interviewsPage.attendanceOf", { name: booking.name })}>
          {choice("attended", "success")}
          {choice("absent", "secondary")}
        </ButtonGroup>
      ) : (
        <span className="small text-body-secondary">{t("interviewsPage.attendance.none")}</span>
      )}
    </ListGroup.Item>
  );
}

/**
 * A slot of the administrators' page: when, how long, where, seats booked, Edit and Delete (the
 * server refuses fewer seats than booked, and deleting a slot someone holds), and its bookings.
 */
export function SlotCard(props: {
  slot: StaffSlot;
  timeZone: string;
  onChanged: (text: string) => Promise<void>;
  onError: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const { slot, timeZone } = props;
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const time = slotTime(slot.startsAt, i18n.language, timeZone);
  const save = useMutation({
    mutationFn: (fields: SlotFields) => updateSlot(slot.id, fields),
    onSuccess: async () => {
      setEditing(false);
      await props.onChanged(t("interviewsPage.saved"));
    },
    onError: props.onError,
  });
  const remove = useMutation({
    mutationFn: () => deleteSlot(slot.id),
    onSuccess: async () => {
      setAsking(false);
      await props.onChanged(t("interviewsPage.deleted"));
    },
  });
  const started = new Date(slot.startsAt).getTime() <= Date.now();
  return (
    <Card aria-labelledby={headingId} as="article">
      <Card.Body>
        <div className="d-flex flex-wrap gap-2 align-items-start">
          <div className="flex-grow-1">
            <h3 id={headingId} className="h6 mb-1">
              {time}
            </h3>
            <div className="small text-body-secondary">
              {t("interview.minutes", { minutes: slot.minutes })} ·{" "}
              {t("interviewsPage.seats", { booked: slot.booked, capacity: slot.capacity })}
            </div>
            {slot.place && <div className="small">{slot.place}</div>}
            {slot.videoLink && (
              <div className="small text-break">
                <a href={slot.videoLink} target="_blank" rel="noreferrer">
                  {slot.videoLink}
                </a>
              </div>
            )}
          </div>
          {!editing && (
            <div className="d-flex gap-2">
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => setEditing(true)}
                aria-label={t("interviewsPage.editSlot", { time })}
              >
                {t("interviewsPage.edit")}
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={remove.isPending}
                aria-label={t("interviewsPage.deleteSlot", { time })}
                onClick={() => {
                  remove.reset();
                  setAsking(true);
                }}
              >
                {t("interviewsPage.delete")}
              </Button>
            </div>
          )}
        </div>
        {editing && (
          <div className="mt-3">
            <SlotForm
              timeZone={timeZone}
              slot={slot}
              busy={save.isPending}
              submitLabel={t("interviewsPage.save")}
              onSubmit={(fields) => save.mutate(fields)}
              onCancel={() => setEditing(false)}
            />
          </div>
        )}
        <h4 className="h6 mt-3 mb-2">{t("interviewsPage.bookings")}</h4>
        {slot.bookings.length === 0 ? (
          <p className="small mb-0">{t("interviewsPage.noBookings")}</p>
        ) : (
          <ListGroup as="ul">
            {slot.bookings.map((booking) => (
              <Booking
                key={booking.answerId}
                booking={booking}
                started={started}
                onChanged={props.onChanged}
                onError={props.onError}
              />
            ))}
          </ListGroup>
        )}
      </Card.Body>
      {asking && (
        <ConfirmDialog
          titleId={`${headingId}-delete`}
          title={t("interviewsPage.deleteSlot", { time })}
          closeLabel={t("common.close")}
          cancelLabel={t("interviewsPage.cancel")}
          confirmLabel={t("interviewsPage.delete")}
          danger
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate()}
          onClose={() => setAsking(false)}
        >
          <p>{t("interviewsPage.deleteIntro")}</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
