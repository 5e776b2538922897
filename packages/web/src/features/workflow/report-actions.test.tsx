import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test-utils.tsx";
import {
  APPLICATION_TABS,
  ada,
  answerBody,
  journeyServer,
  registrationAnswer,
  validatedApplication,
} from "./test-kit.ts";

/** Records the object URLs made and the `<a download>` clicks. */
function watchDownloads() {
  const made: Blob[] = [];
  vi.stubGlobal(
    "URL",
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (made.push(blob), `blob:test/${made.length}`)),
      revokeObjectURL: vi.fn(),
    }),
  );
  const clicks: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  return { made, clicks };
}

describe("report downloads", { timeout: 20_000 }, () => {
  it("POSTs nothing but the login, shows a spinner while the PDF is generated, then saves it under its name", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = journeyServer(answerBody(validatedApplication({ step: "validation" }), APPLICATION_TABS), {
      "POST /ws/report/application_file/ada%40example.org": { body: "%PDF-1.7" },
    });
    const inner = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (String(input).includes("/ws/report/")) await gate;
      return inner(input, init);
    });
    const { made, clicks } = watchDownloads();
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await user.click(
      await screen.findByRole("button", { name: "Download my application file" }, { timeout: 5000 }),
    );
    expect(await screen.findByText("Generating your PDF file…")).toBeInTheDocument();
    release();
    expect(await screen.findByText("application-ada@example.org.pdf downloaded.")).toBeInTheDocument();
    expect(screen.queryByText("Generating your PDF file…")).toBeNull();
    expect(clicks).toEqual([{ href: "blob:test/1", download: "application-ada@example.org.pdf" }]);
    expect(made[0]?.size).toBe(JSON.stringify("%PDF-1.7").length);
    const call = fetch.mock.calls.find(([url]) => String(url).includes("/ws/report/"))!;
    expect(call[1]?.method).toBe("POST");
    // The server makes the PDF from the stored answer: the values are not sent.
    expect(call[1]?.body).toBeUndefined();
    expect(new Headers(call[1]?.headers).get("accept")).toBe("application/pdf");
  });

  it("registration file: regapplication_file, saved as registration-<login>.pdf", async () => {
    journeyServer(
      answerBody(registrationAnswer({ candidat_confirmation: "O", show_buttons_reg: "N" }), APPLICATION_TABS),
      {
        "POST /ws/report/regapplication_file/ada%40example.org": { body: "%PDF-1.7" },
      },
    );
    const { clicks } = watchDownloads();
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await user.click(
      await screen.findByRole("button", { name: "Download my registration file" }, { timeout: 5000 }),
    );
    await waitFor(() => expect(clicks.map((c) => c.download)).toEqual(["registration-ada@example.org.pdf"]));
  });

  it("shows the server's message when the report cannot be made", async () => {
    journeyServer(answerBody(validatedApplication({ step: "validation" }), APPLICATION_TABS), {
      "POST /ws/report/application_file/ada%40example.org": {
        status: 403,
        body: { result: "error", message: "Not yours" },
      },
    });
    const { clicks } = watchDownloads();
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await user.click(
      await screen.findByRole("button", { name: "Download my application file" }, { timeout: 5000 }),
    );
    expect((await screen.findByText("Not yours")).closest('[role="alert"]')).toHaveClass("alert-danger");
    expect(clicks).toEqual([]);
  });
});
