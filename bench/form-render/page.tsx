import "bootstrap/dist/css/bootstrap.min.css";
import Form from "@rjsf/core";
import validator from "@rjsf/validator-ajv8";
import { useState } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@portal/web/src/app/providers.tsx";
import { I18nextProvider } from "react-i18next";
import { evaluate } from "@portal/domain/engine/evaluate";
import { candform, emptyAnswer } from "@portal/domain/schema/candform";
import { createFormStore } from "@portal/web/src/form/form-store.ts";
import { FormRenderer } from "@portal/web/src/form/form-renderer.tsx";
import { createI18n } from "@portal/web/src/lib/i18n.ts";
import type { Choice } from "./to-rjsf.ts";
import { toRjsf } from "./to-rjsf.ts";

/** The tab measured: the largest of candform (most fields). */
export const TAB = new URLSearchParams(location.search).get("tab") ?? "personal";
type Impl = "ours" | "rjsf";

const i18n = createI18n("en");
// One for the page, as in the app: the lookups our selects fetch are cached across re-mounts.
const queryClient = createQueryClient();
const values = emptyAnswer(candform);
const state = evaluate(candform, values, { admin: true });
const container = document.getElementById("root")!;
let root: Root | undefined;
let rjsfForm: ReturnType<typeof toRjsf> | undefined;

const afterTasks = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => void afterTasks().then(resolve)));

function Ours() {
  const [store] = useState(() => createFormStore(candform, values, { admin: true }));
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FormRenderer store={store} activeTab={TAB} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}

function Rjsf() {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <Form
      schema={rjsfForm!.schema}
      uiSchema={rjsfForm!.uiSchema}
      validator={validator}
      formData={data}
      onChange={(event) => setData(event.formData as Record<string, unknown>)}
      liveValidate
      showErrorList={false}
    />
  );
}

function unmount() {
  root?.unmount();
  root = undefined;
  container.textContent = "";
}

/** Renders one implementation: time to commit plus layout, and to the next painted frame. */
async function render(
  impl: Impl,
): Promise<{ renderMs: number; scriptMs: number; paintMs: number; controls: number }> {
  unmount();
  await nextPaint();
  const t0 = performance.now();
  root = createRoot(container);
  flushSync(() => root!.render(impl === "ours" ? <Ours /> : <Rjsf />));
  const scripted = performance.now();
  void container.offsetHeight;
  const t1 = performance.now();
  await nextPaint();
  const paintMs = performance.now() - t0;
  // What was rendered: the visible controls (a check that both forms show the same fields).
  const controls = container.querySelectorAll("input:not([type=hidden]), select, textarea").length;
  return { renderMs: t1 - t0, scriptMs: scripted - t0, paintMs, controls };
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;

/** Types into the family name, one synthetic input event per character. */
async function type(impl: Impl, text: string): Promise<{ scriptMs: number[]; paintMs: number[] }> {
  await render(impl);
  const input = container.querySelector<HTMLInputElement>(
    impl === "ours" ? "#field-familyName" : "#root_familyName",
  )!;
  input.focus();
  const scriptMs: number[] = [];
  const paintMs: number[] = [];
  for (const char of text) {
    await nextPaint();
    setValue.call(input, input.value + char);
    const t0 = performance.now();
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await afterTasks();
    void container.offsetHeight;
    scriptMs.push(performance.now() - t0);
    await nextPaint();
    paintMs.push(performance.now() - t0);
  }
  if (input.value !== text) throw new Error(`${impl}: typed ${input.value}`);
  return { scriptMs, paintMs };
}

/** Loads the lookup lists our selects fetch, and gives them to RJSF as fixed options. */
async function prepare(): Promise<{ fields: number }> {
  const pays = (await (await fetch("/ws/pays")).json()) as Choice[];
  rjsfForm = toRjsf(candform, TAB, (id) => state.fields[id]?.visible ?? false, { pays });
  return { fields: Object.keys(rjsfForm.schema.properties as object).length };
}

Object.assign(window, { bench: { prepare, render, type, unmount } });
document.title = "ready";
