import Button from "react-bootstrap/Button";
import Col from "react-bootstrap/Col";
import Form from "react-bootstrap/Form";
import Row from "react-bootstrap/Row";
import { useTranslation } from "react-i18next";
import type { Criterion } from "@portal/domain/review/scoresheet";

/** A new criterion: a code, no label yet, weight 1 and a scale of three levels. */
export function newCriterion(n: number): Criterion {
  return {
    id: `criterion-${n}`,
    label: "",
    labelFr: "",
    weight: 1,
    levels: [1, 2, 3].map((value) => ({ value, descriptor: "", descriptorFr: "" })),
  };
}

/**
 * The criteria of a scoresheet as fields: code, labels (EN/FR), weight, the interview flag, and the
 * levels from 1 up, each with its descriptors (EN/FR). The server checks the whole sheet on save.
 */
export function ScoresheetForm({
  criteria,
  onChange,
}: {
  criteria: Criterion[];
  onChange(criteria: Criterion[]): void;
}) {
  const { t } = useTranslation();
  const update = (i: number, change: Partial<Criterion>) =>
    onChange(criteria.map((c, j) => (j === i ? { ...c, ...change } : c)));
  return (
    <>
      {criteria.map((c, i) => {
        const n = i + 1;
        return (
          <fieldset key={i} className="border rounded p-3 mb-3">
            <legend className="fs-5 float-none w-auto px-1">{t("scoring.sheets.criterion", { n })}</legend>
            <Row className="g-2">
              <Form.Group as={Col} md={3} controlId={`c${i}-id`}>
                <Form.Label>{t("scoring.sheets.code")}</Form.Label>
                <Form.Control value={c.id} onChange={(e) => update(i, { id: e.target.value })} />
              </Form.Group>
              <Form.Group as={Col} md={4} controlId={`c${i}-label`}>
                <Form.Label>{t("scoring.sheets.labelEn")}</Form.Label>
                <Form.Control value={c.label} onChange={(e) => update(i, { label: e.target.value })} />
              </Form.Group>
              <Form.Group as={Col} md={3} controlId={`c${i}-labelFr`}>
                <Form.Label>{t("scoring.sheets.labelFr")}</Form.Label>
                <Form.Control
                  value={c.labelFr ?? ""}
                  onChange={(e) => update(i, { labelFr: e.target.value })}
                />
              </Form.Group>
              <Form.Group as={Col} md={2} controlId={`c${i}-weight`}>
                <Form.Label>{t("scoring.sheets.weight")}</Form.Label>
                <Form.Control
                  type="number"
                  min={0}
                  step="any"
                  value={c.weight}
                  onChange={(e) => update(i, { weight: Number(e.target.value) })}
                />
              </Form.Group>
            </Row>
            <Form.Check
              className="mt-2"
              id={`c${i}-interview`}
              label={t("scoring.sheets.interview")}
              checked={c.interview === true}
              onChange={(e) => update(i, { interview: e.target.checked })}
            />
            <h3 className="h6 mt-3">{t("scoring.sheets.levels")}</h3>
            {c.levels.map((level, k) => {
              const setLevel = (change: Partial<Criterion["levels"][number]>) =>
                update(i, { levels: c.levels.map((l, m) => (m === k ? { ...l, ...change } : l)) });
              return (
                <Row key={level.value} className="g-2 mb-2">
                  <Form.Group as={Col} md={6} controlId={`c${i}-l${k}-en`}>
                    <Form.Label className="small">
                      {t("scoring.sheets.descriptorEn", { value: level.value })}
                    </Form.Label>
                    <Form.Control
                      value={level.descriptor}
                      onChange={(e) => setLevel({ descriptor: e.target.value })}
                    />
                  </Form.Group>
                  <Form.Group as={Col} md={6} controlId={`c${i}-l${k}-fr`}>
                    <Form.Label className="small">
                      {t("scoring.sheets.descriptorFr", { value: level.value })}
                    </Form.Label>
                    <Form.Control
                      value={level.descriptorFr ?? ""}
                      onChange={(e) => setLevel({ descriptorFr: e.target.value })}
                    />
                  </Form.Group>
                </Row>
              );
            })}
            <div className="d-flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() =>
                  update(i, {
                    levels: [
                      ...c.levels,
                      { value: (c.levels.at(-1)?.value ?? 0) + 1, descriptor: "", descriptorFr: "" },
                    ],
                  })
                }
              >
                {t("scoring.sheets.addLevel")}
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={c.levels.length <= 2}
                onClick={() => update(i, { levels: c.levels.slice(0, -1) })}
              >
                {t("scoring.sheets.removeLevel")}
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => onChange(criteria.filter((_, j) => j !== i))}
              >
                {t("scoring.sheets.removeCriterion", { n })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        variant="outline-primary"
        onClick={() => onChange([...criteria, newCriterion(criteria.length + 1)])}
      >
        {t("scoring.sheets.addCriterion")}
      </Button>
    </>
  );
}
