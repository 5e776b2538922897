import { useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Form from "react-bootstrap/Form";
import Row from "react-bootstrap/Row";
import { useTranslation } from "react-i18next";
import { SIS_CODE_MAX_LENGTH } from "@portal/domain/handoff/sis-record";
import { intlLocale } from "../../lib/intl-locale.ts";
import type { SisCodesChange, SisProgrammeCodes } from "./sis-handoff-api.ts";

/**
 * The domain's SIS_CODE_PATTERN as an input's pattern: browsers read it with the `v` flag, where
 * `/` and `-` inside brackets must be escaped.
 */
const BROWSER_PATTERN = "[A-Za-z0-9_.\\/\\-]*";

/** The codes, in the order an Apogée import reads them. */
const FIELDS: (keyof SisCodesChange)[] = [
  "stepCode",
  "stepVersion",
  "diplomaCode",
  "diplomaVersion",
  "academicYear",
];

/**
 * One programme's codes in the student information system, saved whole; who set them last. The
 * browser checks each code's characters as the server does (letters, digits, - _ . /).
 */
export function SisCodesForm({
  programme,
  busy,
  onSave,
}: {
  programme: SisProgrammeCodes;
  busy: boolean;
  onSave(change: SisCodesChange): void;
}) {
  const { t, i18n } = useTranslation();
  const fr = i18n.language.startsWith("fr");
  const [codes, setCodes] = useState<SisCodesChange>(
    () => Object.fromEntries(FIELDS.map((field) => [field, programme[field]])) as SisCodesChange,
  );
  const id = `sis-${programme.code.replace(/\W+/g, "-")}`;
  const name = `${programme.code} – ${fr ? programme.labelFr : programme.labelEn}`;
  const updated = programme.updatedAt
    ? t("sisHandoff.codes.updated", {
        by: programme.updatedBy ?? "",
        at: new Intl.DateTimeFormat(intlLocale(i18n.language), {
          dateStyle: "long",
          timeStyle: "short",
        }).format(new Date(programme.updatedAt)),
      })
    : t("sisHandoff.codes.never");

  return (
    <Card as="section" className="mb-3" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            onSave(codes);
          }}
        >
          <h2 id={`${id}-title`} className="h6 mb-1">
            {name}
          </h2>
          <p className="small text-body-secondary mb-2">{updated}</p>
          <Row className="g-2 align-items-end">
            {FIELDS.map((field) => (
              <Form.Group as={Col} xs={6} md key={field} controlId={`${id}-${field}`}>
                <Form.Label className="small mb-1">{t(`sisHandoff.codes.${field}`)}</Form.Label>
                <Form.Control
                  size="sm"
                  value={codes[field]}
                  maxLength={SIS_CODE_MAX_LENGTH}
                  pattern={BROWSER_PATTERN}
                  title={t("sisHandoff.codes.hint")}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => setCodes({ ...codes, [field]: event.target.value })}
                />
              </Form.Group>
            ))}
            <Col xs={12} md="auto">
              <Button type="submit" size="sm" disabled={busy}>
                {t("sisHandoff.codes.save", { programme: programme.code })}
              </Button>
            </Col>
          </Row>
        </Form>
      </Card.Body>
    </Card>
  );
}
