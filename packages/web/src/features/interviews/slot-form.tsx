import { useId, useState, type FormEvent } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { instantIn, wallTime } from "@portal/domain/campaign/zoned-time";
import { SLOT_CAPACITY, SLOT_MINUTES } from "@portal/domain/interviews/slots";
import type { SlotFields, StaffSlot } from "./interviews-api.ts";

/**
 * A slot's fields: its date and time where the institution is (the server's zone), its length,
 * place, video link and seats. The server checks them (the domain's validateSlotInput) and names
 * every problem at once.
 */
export function SlotForm(props: {
  timeZone: string;
  slot?: StaffSlot;
  busy: boolean;
  submitLabel: string;
  onSubmit: (fields: SlotFields) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const start = props.slot ? wallTime(props.slot.startsAt, props.timeZone) : { day: "", time: "09:00" };
  const [day, setDay] = useState(start.day);
  const [time, setTime] = useState(start.time);
  const [minutes, setMinutes] = useState(String(props.slot?.minutes ?? 30));
  const [place, setPlace] = useState(props.slot?.place ?? "");
  const [videoLink, setVideoLink] = useState(props.slot?.videoLink ?? "");
  const [capacity, setCapacity] = useState(String(props.slot?.capacity ?? 1));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = instantIn(day, time, props.timeZone);
    props.onSubmit({
      // An impossible date goes as typed, for the server to name it.
      startsAt: at ? at.toISOString() : `${day}T${time}`,
      minutes: Number(minutes),
      place: place.trim() === "" ? null : place,
      videoLink: videoLink.trim() === "" ? null : videoLink,
      capacity: Number(capacity),
    });
  };
  return (
    <Form onSubmit={submit} className="row g-2 align-items-end">
      <Form.Group controlId={`${id}-day`} className="col-6 col-md-3 col-lg-2">
        <Form.Label>{t("interviewsPage.date")}</Form.Label>
        <Form.Control type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
      </Form.Group>
      <Form.Group controlId={`${id}-time`} className="col-6 col-md-3 col-lg-2">
        <Form.Label>{t("interviewsPage.time")}</Form.Label>
        <Form.Control type="time" required value={time} onChange={(e) => setTime(e.target.value)} />
      </Form.Group>
      <Form.Group controlId={`${id}-minutes`} className="col-6 col-md-3 col-lg-2">
        <Form.Label>{t("interviewsPage.minutes")}</Form.Label>
        <Form.Control
          type="number"
          required
          min={SLOT_MINUTES.min}
          max={SLOT_MINUTES.max}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-capacity`} className="col-6 col-md-3 col-lg-2">
        <Form.Label>{t("interviewsPage.capacity")}</Form.Label>
        <Form.Control
          type="number"
          required
          min={SLOT_CAPACITY.min}
          max={SLOT_CAPACITY.max}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-place`} className="col-12 col-md-6 col-lg-4">
        <Form.Label>{t("interviewsPage.place")}</Form.Label>
        <Form.Control value={place} maxLength={200} onChange={(e) => setPlace(e.target.value)} />
      </Form.Group>
      <Form.Group controlId={`${id}-link`} className="col-12 col-md-6 col-lg-6">
        <Form.Label>{t("interviewsPage.videoLink")}</Form.Label>
        <Form.Control
          type="url"
          value={videoLink}
          maxLength={500}
          placeholder="https://"
          onChange={(e) => setVideoLink(e.target.value)}
        />
      </Form.Group>
      <div className="col-12 col-lg-6 d-flex gap-2">
        <Button type="submit" disabled={props.busy}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button variant="outline-secondary" onClick={props.onCancel}>
            {t("interviewsPage.cancel")}
          </Button>
        )}
      </div>
    </Form>
  );
}
