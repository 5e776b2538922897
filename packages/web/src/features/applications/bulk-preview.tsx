import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import type { BulkAnswer, FieldChange } from "./bulk-api.ts";

/** A value as the preview shows it; an empty one says so. */
export function shownValue(value: FieldChange["before"], empty: string): string {
  return value === null || value === "" ? empty : String(value);
}

/** The dry run's answer of a bulk change: one row per field that changes, then the applications left out and why. */
export function BulkPreview({ answer }: { answer: BulkAnswer }) {
  const { t } = useTranslation();
  const empty = t("bulk.empty");
  return (
    <section className="mt-3">
      <h3 className="h6">{t("bulk.previewTitle")}</h3>
      {answer.changes.length === 0 ? (
        <p>{t("bulk.noChange")}</p>
      ) : (
        <div className="table-responsive">
          <Table size="sm" className="align-middle">
            <thead>
              <tr>
                <th scope="col">{t("bulk.col.application")}</th>
                <th scope="col">{t("bulk.col.field")}</th>
                <th scope="col">{t("bulk.col.before")}</th>
                <th scope="col">{t("bulk.col.after")}</th>
              </tr>
            </thead>
            <tbody>
              {answer.changes.flatMap((change) =>
                change.fields.map((field, index) => (
                  <tr key={`${change.id}-${field.field}`}>
                    {index === 0 && (
                      <th scope="row" rowSpan={change.fields.length} className="fw-normal">
                        {change.name}
                        <div className="small text-body-secondary">{change.login}</div>
                      </th>
                    )}
                    <td>{field.label}</td>
                    <td>{shownValue(field.before, empty)}</td>
                    <td className="fw-semibold">{shownValue(field.after, empty)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </Table>
        </div>
      )}
      {answer.refused.length > 0 && (
        <>
          <h3 className="h6 text-danger">{t("bulk.refusedTitle", { count: answer.refused.length })}</h3>
          <div className="table-responsive">
            <Table size="sm">
              <thead>
                <tr>
                  <th scope="col">{t("bulk.col.application")}</th>
                  <th scope="col">{t("bulk.col.reason")}</th>
                </tr>
              </thead>
              <tbody>
                {answer.refused.map((refused) => (
                  <tr key={refused.id}>
                    <th scope="row" className="fw-normal">
                      {refused.name}
                      <div className="small text-body-secondary">{refused.login}</div>
                    </th>
                    <td>{refused.reason}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </>
      )}
    </section>
  );
}
