import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test-utils.tsx";
import { boss, server } from "./dossier-test-kit.ts";

vi.mock("./dossier-pdf-js.ts", () => ({
  openPdf: () => ({ promise: Promise.reject(new Error("Invalid PDF structure.")), destroy: async () => {} }),
}));

const references = {
  body: {
    result: "OK",
    items: [
      {
        id: 11,
        slot: 1,
        email: "turing@example.org",
        state: "received",
        invited: "2026-03-01T09:00:00.000Z",
        validUntil: "2026-06-30T21:59:59.000Z",
        opened: "2026-03-02T09:00:00.000Z",
        received: "2026-03-03T09:00:00.000Z",
        reminders: 1,
        referee: {
          name: "Alan Turing",
          position: "Reader",
          institution: "Manchester",
          relationship: "Thesis supervisor",
        },
        letter: { originalName: "letter.pdf", size: 4096 },
      },
      {
        id: 12,
        slot: 2,
        email: "lovelace@example.org",
        state: "opened",
        invited: "2026-03-01T09:00:00.000Z",
        validUntil: "2026-06-30T21:59:59.000Z",
        reminders: 0,
      },
    ],
  },
};

describe("the dossier's references", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:dossier"), revokeObjectURL: vi.fn() }),
    );
  });

  it("shows each referee's state and details, and the letter marked confidential in the viewer", async () => {
    const fetch = server({
      "GET /ws/admin/answers/7/files/photo-1.jpg": { body: {} },
      "GET /ws/admin/answers/7/references": references,
      "GET /ws/admin/answers/7/references/11/letter": { body: {} },
    });
    const user = userEvent.setup();
    renderApp("/admin/applications/7", { session: boss });
    const region = await screen.findByRole("region", { name: "References" }, { timeout: 5000 });
    const [first, second] = within(region).getAllByRole("listitem");
    expect(first).toHaveTextContent("Letter received");
    expect(first).toHaveTextContent("Confidential reference");
    expect(first).toHaveTextContent("Alan Turing");
    expect(first).toHaveTextContent("Manchester");
    expect(second).toHaveTextContent("Link opened");
    expect(within(second!).queryByRole("button")).toBeNull();
    await user.click(within(first!).getByRole("button", { name: "Show the letter" }));
    const letter = await within(region).findByRole("region", { name: "Letter from Alan Turing" });
    expect(letter).toHaveTextContent("Confidential reference");
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url.endsWith("/references/11/letter"))).toBe(true),
    );
  });
});
