import { useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Form from "react-bootstrap/Form";
import Row from "react-bootstrap/Row";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { deadlineText } from "@portal/domain/campaign/deadline-format";
import type { DeadlineStep } from "@portal/domain/campaign/deadlines";
import { instantIn, wallTime, type WallTime } from "@portal/domain/campaign/zoned-time";
import type {
  ProgrammeSettings,
  ProgrammeSettingsChange,
  ProgrammeSettingsList,
} from "./programme-settings-api.ts";

type DateField = "applicationCloses" | "scholarshipCloses" | "confirmationCloses" | "tuitionCloses";

/** The four dates, in the order of the candidate's journey, and the step each closes. */
const DATES: { field: DateField; step: DeadlineStep }[] = [
  { field: "applicationCloses", step: "application" },
  { field: "scholarshipCloses", step: "scholarship" },
  { field: "confirmationCloses", step: "registration" },
  { field: "tuitionCloses", step: "tuition" },
];

/** A date's inputs: both empty when the programme follows the campaign. */
const wallOf = (instant: string | null, timeZone: string): WallTime =>
  instant ? wallTime(instant, timeZone) : { day: "", time: "" };

/**
 * The instant of a day and time where the institution is; a time ending in :59 closes at the end of
 * that minute (23:59 means the whole day). A day without a time closes at 23:59. Something the zone
 * cannot place is sent as typed, for the server to refuse with a message naming it.
 */
function instantOf({ day, time }: WallTime, timeZone: string): string | null {
  if (day === "") return null;
  const clock = time || "23:59";
  const at = instantIn(day, clock, timeZone, clock.endsWith(":59") ? 59 : 0);
  return at ? at.toISOString() : `${day}T${clock}`;
}

/** "Campaign date: 15 April 2027, 23:59 (Paris time)", in the institution's zone. */
function campaignHint(t: TFunction, language: string, instant: string | undefined, timeZone: string) {
  if (!instant) return t("programmeSettings.noCampaignDate");
  const { key, params } = deadlineText(instant, language, timeZone);
  return t("programmeSettings.campaignDate", { date: t(key, { ...params }) });
}

/** Props of ProgrammeForm. */
export interface ProgrammeFormProps {
  programme: ProgrammeSettings;
  campaign: ProgrammeSettingsList["campaign"];
  timeZone: string;
  busy: boolean;
  onSave(change: ProgrammeSettingsChange): void;
}

/**
 * One programme's settings, saved whole: its four closing dates (date and time in the institution's
 * zone, the campaign's date beneath each), references required, automatic offers on or paused, and
 * the days an offer leaves to answer; who changed them last.
 */
export function ProgrammeForm({ programme, campaign, timeZone, busy, onSave }: ProgrammeFormProps) {
  const { t, i18n } = useTranslation();
  const fr = i18n.language.startsWith("fr");
  const [dates, setDates] = useState(
    () =>
      Object.fromEntries(DATES.map(({ field }) => [field, wallOf(programme[field], timeZone)])) as Record<
        DateField,
        WallTime
      >,
  );
  const [referencesRequired, setReferencesRequired] = useState(programme.referencesRequired);
  const [offersPaused, setOffersPaused] = useState(programme.offersPaused);
  const [blindReview, setBlindReview] = useState(programme.blindReview);
  const [offerDays, setOfferDays] = useState(String(programme.offerDays));
  const id = `programme-${programme.code.replace(/\W+/g, "-")}`;
  const name = `${programme.code} – ${fr ? programme.labelFr : programme.labelEn}`;
  const setDate = (field: DateField, part: keyof WallTime, value: string) =>
    setDates((current) => ({ ...current, [field]: { ...current[field], [part]: value } }));
  const submit = () =>
    onSave({
      applicationCloses: instantOf(dates.applicationCloses, timeZone),
      scholarshipCloses: instantOf(dates.scholarshipCloses, timeZone),
      confirmationCloses: instantOf(dates.confirmationCloses, timeZone),
      tuitionCloses: instantOf(dates.tuitionCloses, timeZone),
      referencesRequired,
      offersPaused,
      blindReview,
      offerDays: Number(offerDays),
    });
  const updatedAt = programme.updatedAt
    ? new Intl.DateTimeFormat(fr ? "fr-FR" : "en-GB", { dateStyle: "long", timeStyle: "short" }).format(
        new Date(programme.updatedAt),
      )
    : undefined;

  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="mb-4">
      <Card.Body>
        <h2 id={`${id}-title`} className="h5 card-title">
          {name}
        </h2>
        <p className="small text-body-secondary">
          {updatedAt
            ? t("programmeSettings.updated", { by: programme.updatedBy ?? "", at: updatedAt })
            : t("programmeSettings.neverChanged")}
        </p>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Row className="g-3">
            {DATES.map(({ field, step }) => {
              const label = t(`programmeSettings.step.${step}`);
              return (
                <Col xs={12} md={6} xl={3} key={field}>
                  <fieldset>
                    <legend className="fs-6 fw-semibold mb-1">{label}</legend>
                    <div className="d-flex gap-2">
                      <Form.Control
                        type="date"
                        size="sm"
                        aria-label={`${label}: ${t("programmeSettings.date")}`}
                        value={dates[field].day}
                        onChange={(event) => setDate(field, "day", event.target.value)}
                      />
                      <Form.Control
                        type="time"
                        size="sm"
                        aria-label={`${label}: ${t("programmeSettings.time")}`}
                        value={dates[field].time}
                        onChange={(event) => setDate(field, "time", event.target.value)}
                      />
                    </div>
                    <Form.Text>{campaignHint(t, i18n.language, campaign[step], timeZone)}</Form.Text>
                  </fieldset>
                </Col>
              );
            })}
          </Row>
          <Row className="g-3 mt-1 align-items-end">
            <Col xs={12} md={4}>
              <Form.Check
                id={`${id}-references`}
                label={t("programmeSettings.referencesRequired")}
                checked={referencesRequired}
                onChange={(event) => setReferencesRequired(event.target.checked)}
              />
              <Form.Check
                id={`${id}-blind`}
                className="mt-2"
                label={t("review.blind.setting")}
                checked={blindReview}
                aria-describedby={`${id}-blind-help`}
                onChange={(event) => setBlindReview(event.target.checked)}
              />
              <Form.Text id={`${id}-blind-help`}>{t("review.blind.settingHelp")}</Form.Text>
            </Col>
            <Col xs={12} md={4}>
              <Form.Group controlId={`${id}-offers`}>
                <Form.Label className="small mb-0">{t("programmeSettings.offers")}</Form.Label>
                <Form.Select
                  size="sm"
                  value={offersPaused ? "paused" : "on"}
                  onChange={(event) => setOffersPaused(event.target.value === "paused")}
                >
                  <option value="on">{t("programmeSettings.offersOn")}</option>
                  <option value="paused">{t("programmeSettings.offersPaused")}</option>
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={6} md={2}>
              <Form.Group controlId={`${id}-offer-days`}>
                <Form.Label className="small mb-0">{t("programmeSettings.offerDays")}</Form.Label>
                <Form.Control
                  type="number"
                  size="sm"
                  min={1}
                  max={60}
                  required
                  value={offerDays}
                  onChange={(event) => setOfferDays(event.target.value)}
                />
              </Form.Group>
            </Col>
            <Col xs={6} md={2}>
              <Button type="submit" size="sm" disabled={busy}>
                {t("programmeSettings.save", { programme: programme.code })}
              </Button>
            </Col>
          </Row>
        </Form>
      </Card.Body>
    </Card>
  );
}
