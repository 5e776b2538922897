import { useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Col from "react-bootstrap/Col";
import Form from "react-bootstrap/Form";
import ListGroup from "react-bootstrap/ListGroup";
import Row from "react-bootstrap/Row";
import { useTranslation } from "react-i18next";
import type { Reason, ReasonChange } from "./reasons-api.ts";

/**
 * One reason of a list: its code (which never changes), its two labels edited in place and saved
 * together, Archive / Restore, and Up / Down to order the list reviewers choose from.
 */
export function ReasonItem({
  reason,
  first,
  last,
  busy,
  onChange,
  onMove,
}: {
  reason: Reason;
  first: boolean;
  last: boolean;
  busy: boolean;
  onChange(change: ReasonChange): void;
  onMove(direction: -1 | 1): void;
}) {
  const { t } = useTranslation();
  const [labels, setLabels] = useState({ labelEn: reason.labelEn, labelFr: reason.labelFr });
  const changed = labels.labelEn !== reason.labelEn || labels.labelFr !== reason.labelFr;
  const code = reason.code;
  const label = (name: "labelEn" | "labelFr", text: string) => (
    <Col xs={12} md={4}>
      <Form.Group controlId={`reason-${reason.id}-${name}`}>
        <Form.Label className="small mb-0">
          {t(text)} ({code})
        </Form.Label>
        <Form.Control
          size="sm"
          required
          value={labels[name]}
          onChange={(event) => setLabels((current) => ({ ...current, [name]: event.target.value }))}
        />
      </Form.Group>
    </Col>
  );
  return (
    <ListGroup.Item as="li" className={reason.archived ? "bg-body-tertiary" : undefined}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          onChange(labels);
        }}
      >
        <Row className="g-2 align-items-end">
          <Col xs={12} md={2}>
            <code>{code}</code> {reason.archived && <Badge bg="secondary">{t("reasonsPage.archived")}</Badge>}
          </Col>
          {label("labelEn", "reasonsPage.labelEn")}
          {label("labelFr", "reasonsPage.labelFr")}
          <Col xs={12} md={2} className="d-flex flex-wrap gap-1">
            <Button
              type="submit"
              size="sm"
              disabled={!changed || busy}
              aria-label={t("reasonsPage.save", { code })}
            >
              ✓
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={first || busy}
              aria-label={t("reasonsPage.up", { code })}
              onClick={() => onMove(-1)}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={last || busy}
              aria-label={t("reasonsPage.down", { code })}
              onClick={() => onMove(1)}
            >
              ↓
            </Button>
            <Button
              size="sm"
              variant={reason.archived ? "outline-primary" : "outline-danger"}
              disabled={busy}
              onClick={() => onChange({ archived: !reason.archived })}
            >
              {t(reason.archived ? "reasonsPage.restore" : "reasonsPage.archive", { code })}
            </Button>
          </Col>
        </Row>
      </Form>
    </ListGroup.Item>
  );
}
