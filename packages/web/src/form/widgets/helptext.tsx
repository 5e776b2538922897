import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { cx, localize } from "../localize.ts";
import { sanitiseHtml, sanitizesNatively, showSafeHtml } from "./safe-html.ts";
import type { WidgetProps } from "./widget-props.ts";

/**
 * Help text: the field's description (or its value) as sanitised HTML (safe-html.ts); nothing to
 * fill in. The browser's sanitizer fills the box as it is committed, before it is painted; without
 * one, the text shows once DOMPurify has loaded.
 */
export function HelptextWidget({ id, field, value, lang }: WidgetProps) {
  const html = localize(field.description, lang) ?? (typeof value === "string" ? value : "");
  const box = useRef<HTMLDivElement>(null);
  const native = sanitizesNatively();
  const [purified, setPurified] = useState<{ html: string; clean: string }>();
  useLayoutEffect(() => {
    if (native && box.current) showSafeHtml(box.current, html);
  }, [native, html]);
  useEffect(() => {
    if (native) return;
    let current = true;
    sanitiseHtml(html).then(
      (clean) => current && setPurified({ html, clean }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [native, html]);
  const clean = !native && purified?.html === html ? purified.clean : undefined;
  return (
    <div
      id={id}
      ref={box}
      className={cx("form-text-html mb-2", field.htmlClass)}
      {...(clean !== undefined && { dangerouslySetInnerHTML: { __html: clean } })}
    />
  );
}
