import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";

/**
 * A reviewer's juries as a group of checkboxes (a fieldset with its legend: each box is labelled
 * by its jury, the group by "Juries"); `invalid` shows that a reviewer needs at least one.
 */
export function JuryCheckboxes({
  idPrefix,
  juries,
  chosen,
  onChange,
  invalid,
}: {
  idPrefix: string;
  juries: { id: string; label: string }[];
  chosen: string[];
  onChange(chosen: string[]): void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="mb-3" aria-describedby={`${idPrefix}-juries-help`}>
      <legend className="form-label fs-6">{t("staffPage.juries")}</legend>
      <div style={{ maxHeight: "12rem", overflowY: "auto" }}>
        {juries.map((jury) => (
          <Form.Check
            key={jury.id}
            id={`${idPrefix}-jury-${jury.id}`}
            label={jury.label === jury.id ? jury.id : `${jury.label} (${jury.id})`}
            checked={chosen.includes(jury.id)}
            onChange={(event) => toggle(jury.id, event.target.checked)}
          />
        ))}
      </div>
      <Form.Text id={`${idPrefix}-juries-help`} className={invalid ? "text-danger" : undefined}>
        {t(invalid ? "staffPage.noJuryChosen" : "staffPage.juriesHelp")}
      </Form.Text>
    </fieldset>
  );
}
