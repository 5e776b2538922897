import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { vi } from "vitest";
import type { FieldSchema } from "@portal/domain/schema/types";
import { createI18n } from "../../../lib/i18n.ts";
import { checkFakeAnswer } from "../../../test-contract.ts";
import { AnswerContext } from "../../answer-context.ts";
import type { AnswerHandle } from "../../answer-context.ts";
import { createFormStore } from "../../form-store.ts";
import { FormRenderer } from "../../form-renderer.tsx";
import { LazyFileWidget } from "./lazy-file-widget.tsx";
import { oneTabForm } from "../../test-kit.tsx";

// The widget's chunk, here before the first test renders a file field (the form asks for it then).
await LazyFileWidget.preload();

/** A fake XMLHttpRequest: records what is sent; the test drives upload progress and the answer. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = true;
  aborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    act(() => this.onabort?.());
  }
  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  /** The server answers (held to the API contract, like the fake server's answers). */
  async respond(status: number, body: unknown, statusText = status < 300 ? "OK" : "Error") {
    checkFakeAnswer(this.method, new URL(this.url, window.location.href).pathname, status, body);
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  /** The network fails. */
  async fail() {
    await act(async () => this.onerror?.());
  }
}

/** Installs FakeXhr (fresh list of sent requests) and the anti-forgery cookie. */
export function useFakeXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  document.cookie = "XSRF-TOKEN=xsrf-test; path=/";
}

/** A file of the given size without allocating it. */
export function fakeFile(name: string, size: number, type = "application/pdf"): File {
  const file = new File(["%PDF-1.4"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** A file field like the schema's (pdf, 10 MB) with overrides. */
export function fileField(extra: Partial<FieldSchema> = {}): FieldSchema {
  return {
    type: "string",
    widget: "file",
    title: { en: "Proof of payment", fr: "Justificatif de paiement" },
    accept: ["pdf"],
    maxFileSize: 10485760,
    ...extra,
  };
}

/**
 * Renders a one-tab form of these fields inside an AnswerContext (form candform, answer 7, version 3),
 * in English unless told. Returns the store, the answer handle (setVersion is a spy) and user-event
 * (accept attribute not applied, as a person can pick "All files").
 */
export function renderFileForm(
  fields: Record<string, FieldSchema>,
  values: Record<string, unknown> = {},
  options: { readOnly?: boolean; answer?: boolean; locale?: "en" | "fr" } = {},
) {
  const schema = oneTabForm(fields);
  const store = createFormStore(schema, values, { readOnlyTabs: options.readOnly ? ["main"] : [] });
  let version = 3;
  const answer: AnswerHandle = {
    formId: "candform",
    answerId: 7,
    login: "ada@example.org",
    getVersion: () => version,
    setVersion: vi.fn((next: number) => {
      version = next;
    }),
  };
  const i18n = createI18n(options.locale ?? "en");
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <AnswerContext.Provider value={options.answer === false ? null : answer}>
          <FormRenderer store={store} />
        </AnswerContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { store, answer, user, ...view };
}
