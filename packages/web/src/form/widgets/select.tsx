import { useEffect, useMemo, useState } from "react";
import type { SyntheticEvent } from "react";
import { COUNTRY_ALIASES } from "@portal/domain/options/country-aliases";
import { useFormText } from "../form-text.ts";
import { cx, localize } from "../localize.ts";
import type { SelectOption } from "../lookup-options.ts";
import type { SelectControl as SelectControlType } from "../select-control.tsx";
import { useLookupOptions } from "../use-lookup.ts";
import { loadOnce } from "../../lib/load-once.ts";
import type { WidgetProps } from "./widget-props.ts";
import { controlAria, textOf } from "./widget-props.ts";

/** The value an empty choice stores (SPEC §5 "An empty select choice sets the value to a dash"). */
export const EMPTY_CHOICE = "-";

type ControlModule = { SelectControl: typeof SelectControlType };
let control: ControlModule | undefined;

/** Loads react-select (select-control.tsx) once; the first select shown starts it, a failure is retried when a select is reached. */
export const loadSelectControl = loadOnce(() =>
  import("../select-control.tsx").then((module) => (control = module)),
);

/** How the person reached a select: pointer over it, keyboard focus, or a press on it. */
type Activation = "hover" | "focus" | "open";

/**
 * A searchable drop-down: fixed options from the schema's oneOf, or options of the lookup web
 * service GET /ws/<lookup>; typing lists first the options whose name starts with the text, finds
 * an option by its code ("MS SAS") and countries by their other names ("UK", "Holland") (the
 * domain's searchOptions). Clearing it stores "-". A field whose
 * class holds "addtag" also accepts a typed value ("Add item"). It shows a light shell until
 * someone reaches it, then react-select
 * (loaded after the form has shown: it is most of the form's JavaScript and costs about a
 * millisecond per instance to mount).
 */
export function SelectWidget(props: WidgetProps) {
  const { id, name, field, value, onChange, onBlur, readOnly, invalid, describedBy, errorId, lang } = props;
  const { t } = useFormText();
  const fixed = useMemo(
    () =>
      field.oneOf?.map((o): SelectOption => ({
        value: String(o.enum[0]),
        label: localize(o.description, lang) ?? "",
      })),
    [field.oneOf, lang],
  );
  const lookup = useLookupOptions(field.lookup && !fixed ? props.lookupPath : undefined, lang);
  const options = fixed ?? lookup.options;
  const current = textOf(value);
  const selected =
    current === "" || current === EMPTY_CHOICE
      ? null
      : (options.find((o) => o.value === current) ?? { value: current, label: current });
  const placeholder = props.placeholder ?? t("select.placeholder");
  const [live, setLive] = useState<Activation | undefined>();
  const [, setLoaded] = useState(!!control);
  // A failed download leaves the shell, and is tried again when the person reaches the select.
  const load = () =>
    void loadSelectControl().then(
      () => setLoaded(true),
      () => undefined,
    );
  useEffect(() => {
    if (!control && !readOnly) load();
  }, [readOnly]);

  if (!live || readOnly || !control)
    return (
      <SelectShell
        {...props}
        label={selected?.label ?? ""}
        placeholder={placeholder}
        onActivate={(how) => {
          setLive(how);
          if (!control) load();
        }}
        // Reached before react-select has loaded, then left: do not steal the focus back later.
        onLeave={() => !control && setLive(undefined)}
      />
    );
  const { SelectControl } = control;
  return (
    <SelectControl
      id={id}
      name={name}
      options={options}
      selected={selected}
      onSelect={(option) => onChange(option ? option.value : EMPTY_CHOICE)}
      onBlur={onBlur}
      focus={live !== "hover"}
      open={live === "open"}
      creatable={!!field.class?.includes("addtag")}
      loading={lookup.loading}
      invalid={invalid}
      describedBy={describedBy}
      errorId={errorId}
      className={field.inputClass}
      searchHint={!!field.lookup}
      aliases={field.lookup === "pays" ? COUNTRY_ALIASES : undefined}
      texts={{
        placeholder,
        noItems: t("select.noItems"),
        typeToSearch: t("select.typeToSearch"),
        loading: t("select.loading"),
        addItem: t("select.addItem"),
        clearAll: t("select.clearAll"),
      }}
    />
  );
}

/**
 * What a select shows until reached: a Bootstrap-styled combobox input with the chosen label.
 * Pointer over it, focus or a press swaps in react-select with the same id, focused (and open after
 * a press). A read-only select stays a disabled shell.
 */
function SelectShell(
  props: WidgetProps & {
    label: string;
    placeholder: string;
    onActivate(how: Activation): void;
    onLeave(): void;
  },
) {
  const { id, field, readOnly, invalid, label, placeholder, onActivate } = props;
  const press = (event: SyntheticEvent) => {
    event.preventDefault();
    onActivate("open");
  };
  return (
    <input
      id={id}
      type="text"
      role="combobox"
      readOnly
      className={cx("form-select rs-shell", field.inputClass, invalid && "is-invalid")}
      value={label}
      placeholder={placeholder}
      disabled={readOnly}
      aria-expanded={false}
      aria-autocomplete="list"
      aria-haspopup="listbox"
      {...controlAria(props)}
      onPointerEnter={() => onActivate("hover")}
      onMouseDown={press}
      onTouchStart={() => onActivate("open")}
      onFocus={() => onActivate("focus")}
      onBlur={props.onLeave}
    />
  );
}
