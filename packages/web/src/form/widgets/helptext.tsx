import DOMPurify from "dompurify";
import { useMemo } from "react";
import { cx, localize } from "../localize.ts";
import type { WidgetProps } from "./widget-props.ts";

/** Makes schema HTML safe to insert: DOMPurify drops scripts, handlers and javascript: links. */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Help text: the field's description (or its value) as sanitised HTML; nothing to fill in. */
export function HelptextWidget({ id, field, value, lang }: WidgetProps) {
  const html = localize(field.description, lang) ?? (typeof value === "string" ? value : "");
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return (
    <div
      id={id}
      className={cx("form-text-html mb-2", field.htmlClass)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
