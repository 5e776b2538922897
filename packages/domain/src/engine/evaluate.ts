import type { Message } from "../i18n/catalogue.ts";
import type {
  AnswerValues,
  EvaluateOptions,
  FieldState,
  FormSchema,
  FormState,
  TabState,
} from "../schema/types.ts";
import { fieldRuleMessages } from "../rules/field-rules.ts";
import { derivedFields } from "./derived-fields.ts";
import { indexOf } from "./schema-index.ts";
import { countedErrors, invalidFieldsOfTab } from "./tab-checks.ts";
import { getFieldValidators, validateValue } from "./validators.ts";
import { createVisibility, isTabEnabled, isTabVisible } from "./visibility.ts";

const sameErrors = (a: Message[], b: Message[]) =>
  a.length === b.length &&
  a.every(
    (m, i) =>
      m.key === b[i].key &&
      m.field === b[i].field &&
      JSON.stringify(m.params) === JSON.stringify(b[i].params),
  );

/** Keeps the previous object when nothing changed, so a renderer can skip unchanged fields. */
function reuse(next: FieldState, previous: FieldState | undefined): FieldState {
  if (
    previous &&
    previous.visible === next.visible &&
    previous.enabled === next.enabled &&
    previous.readOnly === next.readOnly &&
    previous.submitable === next.submitable &&
    previous.setBy === next.setBy &&
    previous.options?.join() === next.options?.join() &&
    sameErrors(previous.errors, next.errors)
  )
    return previous;
  return next;
}

/**
 * A field's errors with the §5 rules' messages placed on it (rules/field-rules.ts): on a field they
 * replace its own checks' messages (the rule says more than "does not have the expected format");
 * a list keeps its own and gains those placed on its rows.
 */
function withRuleErrors(
  id: string,
  own: Message[],
  placed: Map<string, Message[]>,
  isList: boolean,
): Message[] {
  if (!isList) return placed.get(id) ?? own;
  const rows = [...placed].filter(([path]) => path.startsWith(`${id}.`)).flatMap(([, m]) => m);
  return rows.length > 0 ? [...own, ...rows] : own;
}

/** What the state of some fields is computed from, shared by every field of one evaluation. */
interface FieldContext {
  schema: FormSchema;
  values: AnswerValues;
  index: ReturnType<typeof indexOf>;
  validators: ReturnType<typeof getFieldValidators>;
  isVisible: (id: string) => boolean;
  readOnlyTabs: Set<string>;
  readOnlyFields: Set<string>;
  placed: Map<string, Message[]>;
  derived: ReturnType<typeof derivedFields>;
}

function fieldContext(schema: FormSchema, values: AnswerValues, options: EvaluateOptions) {
  const { isVisible, resolve } = createVisibility(schema.fields, values);
  const context: FieldContext = {
    schema,
    values,
    index: indexOf(schema),
    validators: getFieldValidators(schema),
    isVisible,
    readOnlyTabs: new Set(options.readOnlyTabs ?? []),
    readOnlyFields: new Set(options.readOnlyFields ?? []),
    placed: fieldRuleMessages(values, { login: options.login }),
    derived: derivedFields(values),
  };
  return { context, resolve };
}

/** The state of one field: it depends on the values, never on the other fields' states. */
function fieldState(id: string, c: FieldContext): FieldState {
  const field = c.schema.fields[id];
  const tabId = c.index.tabOf.get(id);
  const visible = c.isVisible(id);
  const decided = c.derived.get(id);
  const readOnly =
    !!field.readOnly ||
    c.readOnlyFields.has(id) ||
    (tabId !== undefined && c.readOnlyTabs.has(tabId)) ||
    !!decided?.forced;
  const submitable = visible && !readOnly && field.widget !== "helptext";
  const errors = submitable
    ? withRuleErrors(
        id,
        validateValue(c.validators[id], field, c.values[id]),
        c.placed,
        field.type === "array",
      )
    : [];
  return {
    visible,
    enabled: visible && !readOnly,
    readOnly,
    valid: errors.length === 0,
    submitable,
    errors,
    ...(decided && { options: decided.options }),
    ...(decided?.forced && { setBy: decided.by }),
  };
}

/**
 * The state of every tab and field for these values: visibility (visibleIf), read-only, errors
 * (hidden fields are neither validated nor submitted) with the §5 field rules' messages, tab
 * validity and a count per tab of the messages that make it invalid.
 * Pure and cheap: validators are compiled once per schema version, the schema index once per object.
 * Pass the previous state as `options.previous` to keep unchanged field states identical (===).
 */
export function evaluate(
  schema: FormSchema,
  values: AnswerValues,
  options: EvaluateOptions & { previous?: FormState } = {},
): FormState {
  const { context, resolve } = fieldContext(schema, values, options);
  const { index } = context;
  const fields: Record<string, FieldState> = {};
  for (const id of index.fieldIds) fields[id] = reuse(fieldState(id, context), options.previous?.fields[id]);

  const tabs: Record<string, TabState> = {};
  const errorsByTab: Record<string, number> = {};
  for (const tab of schema.tabs) {
    const visible = isTabVisible(tab, resolve, options.admin);
    const invalid = invalidFieldsOfTab(
      tab.id,
      index.fieldsOf.get(tab.id) ?? [],
      schema.fields,
      fields,
      values,
    );
    errorsByTab[tab.id] = invalid.reduce(
      (sum, id) => sum + countedErrors(id, schema.fields[id], fields[id]).length,
      0,
    );
    tabs[tab.id] = {
      visible,
      enabled: isTabEnabled(tab, visible, resolve, options.admin),
      valid: invalid.length === 0,
      active: options.activeTab !== undefined ? options.activeTab === tab.id : !!tab.active,
    };
  }
  return { tabs, fields, errorsByTab };
}

/** The fields' part of an evaluation (evaluateTabFields: those of one tab only). */
export type TabFieldsState = Pick<FormState, "fields">;

/**
 * The state of the fields of one tab, each exactly as `evaluate` gives it (a field's state depends
 * on the values, never on which other fields are evaluated): what saving or checking one tab needs
 * (submitableValues, validateTab), at the cost of that tab's fields instead of the whole form's.
 */
export function evaluateTabFields(
  schema: FormSchema,
  tabId: string,
  values: AnswerValues,
  options: EvaluateOptions = {},
): TabFieldsState {
  const { context } = fieldContext(schema, values, options);
  const fields: Record<string, FieldState> = {};
  for (const id of context.index.fieldsOf.get(tabId) ?? [])
    if (Object.hasOwn(schema.fields, id)) fields[id] = fieldState(id, context);
  return { fields };
}
