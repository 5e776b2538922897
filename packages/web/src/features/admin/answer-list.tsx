import ListGroup from "react-bootstrap/ListGroup";
import { useTranslation } from "react-i18next";
import type { AnswerSummary } from "./answers-api.ts";
import { intlLocale } from "../../lib/intl-locale.ts";

/** A date and time of the listing in the interface language (dd/MM/yyyy HH:mm in French). */
export function formatWhen(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: "short",
    timeStyle: "short",
  }).format(date);
}

/** The answers as a list of buttons: id and login, last modified, created, the listed fields. */
export function AnswerList(props: {
  items: AnswerSummary[];
  fields: string[];
  activeLogin?: string;
  onOpen(login: string): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ListGroup className="small" style={{ maxHeight: "70vh", overflowY: "auto" }}>
      {props.items.map((item) => (
        <ListGroup.Item
          key={item.id}
          action
          active={item.login === props.activeLogin}
          aria-current={item.login === props.activeLogin ? "true" : undefined}
          onClick={() => props.onOpen(item.login)}
        >
          <div className="fw-semibold text-break">
            #{item.id} {item.login}
          </div>
          {props.fields.map((field) =>
            item.fields[field] === null || item.fields[field] === undefined ? null : (
              <div key={field}>{String(item.fields[field])}</div>
            ),
          )}
          <div>{t("admin.updatedAt", { when: formatWhen(item.updated, i18n.language) })}</div>
          <div>{t("admin.createdAt", { when: formatWhen(item.created, i18n.language) })}</div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
