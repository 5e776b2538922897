import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";
import type { Jury, JuryFlagsChange } from "./juries-api.ts";

/** The two publication flags, in the order of the table's columns. */
const FLAGS = [
  { id: "resultats_publies", label: "juries.results" },
  { id: "resultats_brs_publies", label: "juries.scholarships" },
] as const;

/**
 * One jury of the jury page: its name, its two flags as switches and a Save button that sends only
 * what changed (enabled once a switch differs from what is stored).
 */
export function JuryRow({
  jury,
  onSave,
}: {
  jury: Jury;
  onSave(id: string, change: JuryFlagsChange): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<JuryFlagsChange>({});
  const [saving, setSaving] = useState(false);
  const name = jury.label ? `${jury.label} (${jury.id_jury})` : jury.id_jury;
  const changed = FLAGS.some(({ id }) => draft[id] !== undefined && draft[id] !== jury[id]);

  const save = async () => {
    setSaving(true);
    const done = await onSave(jury.id_jury, draft);
    setSaving(false);
    if (done) setDraft({});
  };

  return (
    <tr>
      <th scope="row">
        {name}
        {jury.formations && jury.formations.length > 0 && (
          <div className="small fw-normal text-body-secondary">
            {jury.formations.map((f) => `${f.type} ${f.enum}`).join(", ")}
          </div>
        )}
      </th>
      {FLAGS.map(({ id, label }) => (
        <td key={id}>
          <Form.Check
            type="switch"
            role="switch"
            id={`jury-${jury.id_jury}-${id}`}
            aria-label={`${t(label)} (${name})`}
            checked={draft[id] ?? jury[id]}
            onChange={(event) => setDraft((current) => ({ ...current, [id]: event.target.checked }))}
          />
        </td>
      ))}
      <td className="text-end">
        <Button
          size="sm"
          variant="primary"
          disabled={!changed || saving}
          aria-label={t("juries.saveJury", { jury: name })}
          onClick={() => void save()}
        >
          {saving && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {t("juries.save")}
        </Button>
      </td>
    </tr>
  );
}
