import { useState } from "react";
import Button from "react-bootstrap/Button";
import Col from "react-bootstrap/Col";
import Form from "react-bootstrap/Form";
import Row from "react-bootstrap/Row";
import { useTranslation } from "react-i18next";
import type { NewReason, ReasonKind } from "./reasons-api.ts";

/** The form under a list that adds a reason: its code and its labels in English and French. */
export function AddReasonForm({
  kind,
  busy,
  onAdd,
}: {
  kind: ReasonKind;
  busy: boolean;
  onAdd(reason: NewReason): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const empty = { code: "", labelEn: "", labelFr: "" };
  const [draft, setDraft] = useState(empty);
  const field = (name: keyof typeof empty, label: string) => (
    <Col xs={12} md={4}>
      <Form.Group controlId={`add-${kind}-${name}`}>
        <Form.Label>{t(label)}</Form.Label>
        <Form.Control
          required
          value={draft[name]}
          onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
        />
      </Form.Group>
    </Col>
  );
  return (
    <Form
      aria-label={`${t("reasonsPage.addTitle")} (${t(`reasonsPage.${kind}`)})`}
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void onAdd({
          kind,
          code: draft.code.trim(),
          labelEn: draft.labelEn.trim(),
          labelFr: draft.labelFr.trim(),
        })
          .then(() => setDraft(empty))
          .catch(() => undefined); // the list shows the server's refusal; the typing stays
      }}
    >
      <h3 className="h6">{t("reasonsPage.addTitle")}</h3>
      <Row className="g-2 align-items-end">
        {field("code", "reasonsPage.code")}
        {field("labelEn", "reasonsPage.labelEn")}
        {field("labelFr", "reasonsPage.labelFr")}
      </Row>
      <Button type="submit" className="mt-2" disabled={busy}>
        {t("reasonsPage.add")}
      </Button>
    </Form>
  );
}
