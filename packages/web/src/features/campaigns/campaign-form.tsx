import { useId, useState, type FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Col from "react-bootstrap/Col";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Row from "react-bootstrap/Row";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import type { Campaign, CampaignChange } from "./campaigns-api.ts";

const DATES = [
  ["applicationCloses", "application_closes"],
  ["scholarshipCloses", "scholarship_closes"],
  ["confirmationCloses", "confirmation_closes"],
  ["tuitionCloses", "tuition_closes"],
] as const;
const FEES = [
  ["applicationFee", "applicationFee"],
  ["downPaymentMsc", "downPaymentMsc"],
  ["downPaymentOther", "downPaymentOther"],
] as const;

/** A campaign's dates and fees as the form edits them (text of the inputs). */
type Draft = Record<(typeof DATES)[number][0] | (typeof FEES)[number][0], string>;

/** The draft a campaign starts from: its own values, or (opening) last year's a year later. */
export function draftOf(campaign: Campaign, yearsLater = 0): Draft {
  const later = (day: string | null) =>
    day === null ? "" : `${Number(day.slice(0, 4)) + yearsLater}${day.slice(4)}`.replace(/-02-29$/, "-02-28");
  return {
    applicationCloses: later(campaign.applicationCloses),
    scholarshipCloses: later(campaign.scholarshipCloses),
    confirmationCloses: later(campaign.confirmationCloses),
    tuitionCloses: later(campaign.tuitionCloses),
    applicationFee: String(campaign.applicationFee),
    downPaymentMsc: String(campaign.downPaymentMsc),
    downPaymentOther: String(campaign.downPaymentOther),
  };
}

/** The change the server is sent: empty dates follow the configuration's, fees in euros. */
export function changeOf(draft: Draft): CampaignChange {
  const change: CampaignChange = {};
  for (const [field] of DATES) change[field] = draft[field] === "" ? null : draft[field];
  for (const [field] of FEES) change[field] = Number(draft[field].replace(",", "."));
  return change;
}

/**
 * The dialog opening the next campaign or changing one: its four closing days and its three fees.
 * Opening starts from the newest campaign's values a year later; the server's refusal stays here.
 */
export function CampaignForm(props: {
  title: string;
  intro?: string;
  submitLabel: string;
  initial: Draft;
  pending: boolean;
  error: unknown;
  onSubmit(change: CampaignChange): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(props.initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(changeOf(draft));
  };
  return (
    <Modal show onHide={props.onClose} aria-labelledby={`${id}-title`} size="lg">
      <Form onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t("common.close")}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {props.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {props.intro && <p className="text-body-secondary">{props.intro}</p>}
          <Row className="g-3">
            {DATES.map(([field, key]) => (
              <Form.Group as={Col} xs={12} sm={6} key={field} controlId={`${id}-${field}`}>
                <Form.Label>{t(`campaignsPage.field.${key}`)}</Form.Label>
                <Form.Control
                  type="date"
                  value={draft[field]}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                />
              </Form.Group>
            ))}
            {FEES.map(([field, key]) => (
              <Form.Group as={Col} xs={12} sm={4} key={field} controlId={`${id}-${field}`}>
                <Form.Label>{t(`campaignsPage.field.${key}`)}</Form.Label>
                <Form.Control
                  type="number"
                  min={0}
                  step="0.01"
                  required
                  value={draft[field]}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                />
              </Form.Group>
            ))}
          </Row>
          {props.error != null && (
            <Alert variant="danger" className="mt-3 mb-0">
              {describeError(props.error, t)}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onClose}>
            {t("campaignsPage.cancel")}
          </Button>
          <Button type="submit" disabled={props.pending}>
            {props.submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
