import type { FormSchema } from "@portal/domain/schema/types";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import { localize, useLang } from "../../form/localize.ts";
import { AnswerValue } from "./dossier-value.tsx";
import type { DossierField, DossierTab, DossierTable } from "./dossier-values.ts";
import { dossierTabs } from "./dossier-values.ts";

/** The anchor of a tab's section, for the table of contents and links from elsewhere. */
export const tabAnchor = (tabId: string) => `dossier-tab-${tabId}`;

/** A repeated group as a table: one column per item field, one row per line. */
function GroupTable({ table }: { table: DossierTable }) {
  const lang = useLang();
  const title = localize(table.field.title, lang) ?? table.id;
  return (
    // A region with a name that keyboard users can scroll when the table is wider than a phone.
    <div role="region" aria-label={title} tabIndex={0} className="table-responsive mb-3">
      <Table size="sm" bordered className="mb-0">
        <caption className="caption-top">{title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.id} scope="col">
                {localize(column.field.title, lang) ?? column.id}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell) => (
                <td key={cell.id}>
                  <AnswerValue cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** A section's entries in order, single fields grouped into runs (a description list holds no table). */
function runsOf(entries: (DossierField | DossierTable)[]) {
  const runs: (DossierTable | { kind: "fields"; fields: DossierField[] })[] = [];
  for (const entry of entries) {
    const last = runs.at(-1);
    if (entry.kind === "table") runs.push(entry);
    else if (last?.kind === "fields") last.fields.push(entry);
    else runs.push({ kind: "fields", fields: [entry] });
  }
  return runs;
}

/** One tab of the dossier: its title as a heading with an anchor, then its fieldsets' answers. */
function TabSection({ tab }: { tab: DossierTab }) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = tabAnchor(tab.id);
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h3 id={headingId} className="h5 border-bottom pb-1" tabIndex={-1}>
        {localize(tab.title, lang)}
      </h3>
      {tab.sections.length === 0 && <p className="small text-body-secondary">{t("dossier.tabEmpty")}</p>}
      {tab.sections.map((section) => (
        <div key={section.id}>
          {section.title && <h4 className="h6 text-body-secondary mt-3">{localize(section.title, lang)}</h4>}
          {runsOf(section.entries).map((run) =>
            run.kind === "table" ? (
              <GroupTable key={run.id} table={run} />
            ) : (
              <dl key={run.fields[0].id} className="row mb-2">
                {run.fields.map((entry) => (
                  <div key={entry.id} className="col-12 row mx-0 px-0">
                    <dt className="col-sm-5 fw-normal text-body-secondary">
                      {localize(entry.field.title, lang) ?? entry.id}
                    </dt>
                    <dd className="col-sm-7 mb-1">
                      <AnswerValue cell={entry} />
                    </dd>
                  </div>
                ))}
              </dl>
            ),
          )}
        </div>
      ))}
    </section>
  );
}

/**
 * The whole application read-only: a table of contents of the form's tabs, then each tab with its
 * title as a heading and its answers (lists as tables, empty answers left out).
 */
export function DossierAnswers({ schema, values }: { schema: FormSchema; values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const tabs = dossierTabs(schema, values);
  return (
    <section aria-labelledby="dossier-answers-title">
      <h2 id="dossier-answers-title" className="h4">
        {t("dossier.answers")}
      </h2>
      <nav aria-label={t("dossier.contents")} className="mb-3">
        <ol className="list-inline small mb-0">
          {tabs.map((tab) => (
            <li key={tab.id} className="list-inline-item">
              <a href={`#${tabAnchor(tab.id)}`}>{localize(tab.title, lang)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {tabs.map((tab) => (
        <TabSection key={tab.id} tab={tab} />
      ))}
    </section>
  );
}
