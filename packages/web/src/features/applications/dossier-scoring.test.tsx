import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp, sentBody } from "../../test-utils.tsx";
import { boss, server } from "./dossier-test-kit.ts";

vi.mock("./dossier-pdf-js.ts", () => ({
  openPdf: () => ({ promise: Promise.reject(new Error("Invalid PDF structure.")), destroy: async () => {} }),
}));

const sheet = {
  id: 3,
  programme: "MAE",
  version: 2,
  createdAt: "2026-03-01T09:00:00.000Z",
  createdBy: boss.login,
  criteria: [
    {
      id: "academic",
      label: "Academic record",
      weight: 3,
      levels: [
        { value: 1, descriptor: "Weak" },
        { value: 2, descriptor: "Fair" },
        { value: 3, descriptor: "Excellent" },
      ],
    },
    {
      id: "talk",
      label: "Interview",
      weight: 1,
      interview: true,
      levels: [
        { value: 1, descriptor: "Unconvincing" },
        { value: 2, descriptor: "Convincing" },
      ],
    },
  ],
};

const body = (review: unknown, others: unknown) => ({
  result: "OK",
  sheet,
  review,
  interview: null,
  others,
  otherSheets: [],
  standing: null,
});

describe("the dossier's scoring panel", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:dossier"), revokeObjectURL: vi.fn() }),
    );
  });

  it("shows each level's descriptor, the live weighted score, and submits the scores with their comments", async () => {
    const submitted = {
      status: "submitted",
      scoresheetId: 3,
      scores: { academic: { value: 3, comment: "Top of the class" }, talk: { value: null, comment: null } },
      score: 100,
      updatedAt: "2026-03-03T09:00:00.000Z",
      submittedAt: "2026-03-03T09:00:00.000Z",
    };
    const other = { ...submitted, reviewer: "grace.reviewer@example.org", version: 2, score: 50 };
    const fetch = server({
      "GET /ws/admin/answers/7/files/photo-1.jpg": { body: {} },
      "GET /ws/admin/answers/7/review": { body: body(null, null) },
      "PUT /ws/admin/answers/7/review": { body: body(submitted, [other]) },
    });
    const user = userEvent.setup();
    renderApp("/admin/applications/7", { session: boss });
    const region = await screen.findByRole("region", { name: /Scoresheet/ }, { timeout: 5000 });
    expect(region).toHaveTextContent("The other readers' reviews appear once you have submitted yours.");
    const academic = within(region).getByRole("group", { name: /Academic record/ });
    await user.click(within(academic).getByRole("radio", { name: "3: Excellent" }));
    expect(region).toHaveTextContent("Weighted score: 100 / 100");
    await user.type(within(region).getByLabelText("Comment on Academic record"), "Top of the class");
    await user.click(within(region).getByRole("button", { name: "Submit review" }));
    expect(await within(region).findByText("Review submitted.")).toBeInTheDocument();
    expect(sentBody(fetch, "PUT /ws/admin/answers/7/review")).toEqual({
      submit: true,
      scores: { academic: { value: 3, comment: "Top of the class" }, talk: { value: null, comment: null } },
    });
    expect(region).toHaveTextContent("grace.reviewer@example.org: 50 / 100");
    expect(within(region).queryByRole("button", { name: "Save draft" })).toBeNull();
  });
});
