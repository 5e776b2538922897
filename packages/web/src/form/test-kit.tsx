import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { I18nextProvider } from "react-i18next";
import type { FieldSchema, FormSchema, TabSchema } from "@portal/domain/schema/types";
import { testForm } from "@portal/domain/engine/fixtures";
import { createI18n } from "../lib/i18n.ts";
import type { FormStoreOptions } from "./form-store.ts";
import { createFormStore } from "./form-store.ts";
import type { FormRendererProps } from "./form-renderer.tsx";
import { FormRenderer } from "./form-renderer.tsx";

/** A one-tab form holding the given fields (validators compiled at run time, as in engine tests). */
export function oneTabForm(fields: Record<string, FieldSchema>, extra: Partial<TabSchema> = {}): FormSchema {
  return testForm(
    [
      {
        id: "main",
        title: { en: "Main", fr: "Principal" },
        fieldsets: [{ id: "fs", fields: Object.keys(fields) }],
        ...extra,
      },
    ],
    fields,
  );
}

/** Renders a form with FormRenderer in English; returns the store, a user-event session and the screen. */
export function renderForm(
  schema: FormSchema,
  values: Record<string, unknown> = {},
  options: FormStoreOptions & Partial<Omit<FormRendererProps, "store">> & { locale?: "en" | "fr" } = {},
) {
  const { admin, readOnlyTabs, readOnlyFields, locale, ...renderer } = options;
  const store = createFormStore(schema, values, { admin, readOnlyTabs, readOnlyFields });
  const i18n = createI18n(locale ?? "en");
  const user = userEvent.setup();
  // A client of its own per form: lookups answered in one test are not cached for the next.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FormRenderer store={store} {...renderer} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { store, user, i18n, queryClient, ...view };
}

/**
 * The real react-select of a select field: a select shows a light shell until the pointer reaches
 * it; in a real browser the next events hit the swapped-in control, user-event needs it looked up.
 */
export async function liveSelect(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  await user.hover(screen.getByRole("combobox", { name }));
  // The first one waits for the react-select chunk (slow on a busy machine).
  await waitFor(() => expect(screen.getByRole("combobox", { name })).not.toHaveClass("rs-shell"), {
    timeout: 5000,
  });
  return screen.getByRole("combobox", { name });
}
