import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";
import type { Jury, JuryFlagsChange } from "./juries-api.ts";
import { juriesQuery, putJury } from "./juries-api.ts";

/** The two publication flags, in the order of the table's columns. */
const FLAGS = [
  { id: "resultats_publies", label: "juries.results" },
  { id: "resultats_brs_publies", label: "juries.scholarships" },
] as const;

/**
 * One jury of the jury page: its name, its two flags as switches and a Save button that sends only
 * what changed (enabled once a switch differs from what is stored); once saved, the list is read
 * again before the switches show it.
 */
export function JuryRow({
  jury,
  onSaved,
  onFailed,
}: {
  jury: Jury;
  onSaved(id: string): void;
  onFailed(error: unknown): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<JuryFlagsChange>({});
  const save = useMutation({
    mutationFn: (change: JuryFlagsChange) => putJury(jury.id_jury, change),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: juriesQuery.queryKey });
      onSaved(jury.id_jury);
      setDraft({});
    },
    onError: onFailed,
  });
  const name = jury.label ? `${jury.label} (${jury.id_jury})` : jury.id_jury;
  const changed = FLAGS.some(({ id }) => draft[id] !== undefined && draft[id] !== jury[id]);

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
          disabled={!changed || save.isPending}
          aria-label={t("juries.saveJury", { jury: name })}
          onClick={() => save.mutate(draft)}
        >
          {save.isPending && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {t("juries.save")}
        </Button>
      </td>
    </tr>
  );
}
