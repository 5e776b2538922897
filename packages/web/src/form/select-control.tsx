import { createContext, useContext, useMemo, useState } from "react";
import type { OptionAliases } from "@portal/domain/options/option-search";
import { searchOptions } from "@portal/domain/options/option-search";
import Select, { components } from "react-select";
import type { ClearIndicatorProps, InputProps, StylesConfig } from "react-select";
import CreatableSelect from "react-select/creatable";
import { cx } from "./localize.ts";
import type { SelectOption } from "./lookup-options.ts";

// What our Input and ClearIndicator add to react-select's own (a context: react-select passes no extra props).
const Extras = createContext<{ describedBy?: string; clearLabel?: string }>({});

/** SPEC §9: the options panel is at most 240 px high. */
export const MENU_MAX_HEIGHT = 240;

// react-select sets its own aria-describedby on the input: add the field's description and error.
function DescribedInput(props: InputProps<SelectOption, false>) {
  const describedBy = cx(props["aria-describedby"], useContext(Extras).describedBy) || undefined;
  return <components.Input {...props} aria-describedby={describedBy} />;
}

function ClearAll(props: ClearIndicatorProps<SelectOption, false>) {
  const label = useContext(Extras).clearLabel;
  return <components.ClearIndicator {...props} innerProps={{ ...props.innerProps, title: label }} />;
}

const parts = { Input: DescribedInput, ClearIndicator: ClearAll };

const styles = (invalid: boolean): StylesConfig<SelectOption, false> => ({
  control: (base, state) =>
    invalid
      ? {
          ...base,
          borderColor: "var(--bs-form-invalid-border-color, #dc3545)",
          boxShadow: state.isFocused ? "0 0 0 .25rem rgba(220,53,69,.25)" : base.boxShadow,
        }
      : base,
  menu: (base) => ({ ...base, zIndex: 5 }),
});

/** Props of the react-select control of the select widget (texts already translated). */
export interface SelectControlProps {
  id: string;
  name: string;
  options: SelectOption[];
  selected: SelectOption | null;
  onSelect(option: SelectOption | null): void;
  onBlur(): void;
  /** Focus it on mount (reached by keyboard or a press), and open its menu (a press). */
  focus: boolean;
  open: boolean;
  creatable: boolean;
  loading: boolean;
  invalid: boolean;
  describedBy?: string;
  errorId?: string;
  className?: string;
  texts: {
    placeholder: string;
    noItems: string;
    typeToSearch: string;
    loading: string;
    addItem: string;
    clearAll: string;
  };
  /** Whether an empty search should say "Type to search" (a lookup) rather than "No items found". */
  searchHint: boolean;
  /** Other names of the options, by value (the countries' "UK", "Holland"…), found by the search. */
  aliases?: OptionAliases;
}

/**
 * The searchable react-select of the select widget, in its own module so that react-select (and
 * its CSS-in-JS) loads after the form has shown, while the widget shows a light shell.
 */
export function SelectControl(props: SelectControlProps) {
  const { texts, options, aliases } = props;
  const Component = props.creatable ? CreatableSelect : Select;
  // The domain's search filters and orders the options (a name's start first, then a word's, then
  // anywhere; aliases and codes; accents ignored), so that Enter picks the best fit: react-select's
  // own filter would keep the alphabetical order ("Indi" → British Indian Ocean Territory). Fresh
  // option objects per search make react-select focus the first one, not keep the one focused
  // before the text changed (it keeps the same object while it is still listed).
  const [typed, setTyped] = useState("");
  const found = useMemo(
    () => searchOptions(options, typed, aliases).map((option) => (typed ? { ...option } : option)),
    [options, typed, aliases],
  );
  return (
    <Extras.Provider value={{ describedBy: props.describedBy, clearLabel: texts.clearAll }}>
      <Component<SelectOption, false>
        inputId={props.id}
        name={props.name}
        options={found}
        filterOption={null}
        inputValue={typed}
        onInputChange={setTyped}
        value={props.selected}
        onChange={props.onSelect}
        onBlur={props.onBlur}
        autoFocus={props.focus}
        defaultMenuIsOpen={props.open}
        isClearable
        isSearchable
        isLoading={props.loading}
        maxMenuHeight={MENU_MAX_HEIGHT}
        placeholder={texts.placeholder}
        noOptionsMessage={({ inputValue }) =>
          inputValue || !props.searchHint ? texts.noItems : texts.typeToSearch
        }
        loadingMessage={() => texts.loading}
        formatCreateLabel={(input: string) => `${texts.addItem} "${input}"`}
        aria-invalid={props.invalid}
        aria-errormessage={props.errorId}
        className={cx("rs", props.className, props.invalid && "is-invalid")}
        classNamePrefix="rs"
        components={parts}
        styles={styles(props.invalid)}
      />
    </Extras.Provider>
  );
}
