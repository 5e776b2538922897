import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../lib/i18n.ts";
import { AnswerContext } from "../../answer-context.ts";
import { createFormStore } from "../../form-store.ts";
import { FormRenderer } from "../../form-renderer.tsx";
import { RequestedUploadsContext } from "../../requested-uploads.ts";
import { oneTabForm } from "../../test-kit.tsx";
import { FakeXhr, fakeFile, fileField, useFakeXhr } from "./test-kit.tsx";

const fields = {
  proof_of_payment: fileField(),
  uploadPhoto: fileField({ title: { en: "Identity photo", fr: "Photo" }, accept: ["jpg"] }),
};
const stored = JSON.stringify({
  name: "old.pdf",
  generated_name: "0f3a9c2b7d1e4f60a1b2c3d4e5f60718",
  upload_date: 1,
});

/** The one-tab form, read-only (a validated application), with these fields requested by the office. */
function renderLocked(requested: string[], values: Record<string, unknown> = {}) {
  const store = createFormStore(oneTabForm(fields), values, { readOnlyTabs: ["main"] });
  const onUploaded = vi.fn();
  const answer = {
    formId: "candform",
    answerId: 7,
    login: "ada@example.org",
    getVersion: () => 3,
    setVersion: vi.fn(),
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createI18n("en")}>
        <AnswerContext.Provider value={answer}>
          <RequestedUploadsContext.Provider value={{ fields: requested, onUploaded }}>
            <FormRenderer store={store} />
          </RequestedUploadsContext.Provider>
        </AnswerContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { store, onUploaded, user: userEvent.setup({ applyAccept: false }) };
}

const pickers = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')].map((i) => i.name);

beforeEach(useFakeXhr);

describe("file widget: documents the office requested on a locked tab", () => {
  it("lets only the requested field upload", () => {
    renderLocked(["proof_of_payment"]);
    expect(pickers()).toEqual(["proof_of_payment"]);
    expect(screen.getByLabelText("Proof of payment")).toBeEnabled();
    const photo = document.querySelector('[data-path="uploadPhoto"]') as HTMLElement;
    expect(within(photo).getByText("No file")).toBeInTheDocument();
  });

  it("keeps every field locked when nothing is requested", () => {
    renderLocked([]);
    expect(pickers()).toEqual([]);
  });

  it("offers a replacement for a refused file (no removal), uploads it and reports the upload", async () => {
    const { store, onUploaded, user } = renderLocked(["proof_of_payment"], { proof_of_payment: stored });
    expect(screen.getByText("old.pdf")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    await user.upload(screen.getByLabelText("Upload a new file"), fakeFile("new.pdf", 2000));
    const xhr = FakeXhr.sent[0];
    expect(xhr.body?.get("_path")).toBe("proof_of_payment");
    expect(onUploaded).not.toHaveBeenCalled();
    await xhr.respond(200, {
      generated_name: "aa11bb22cc33dd44ee55ff6600112233",
      upload_date: 2,
      version: 4,
    });
    expect(JSON.parse(store.getValue("proof_of_payment") as string).name).toBe("new.pdf");
    expect(onUploaded).toHaveBeenCalledWith("proof_of_payment");
  });
});
