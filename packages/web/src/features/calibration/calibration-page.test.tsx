import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp } from "../../test-utils.tsx";

const boss = { login: "boss@example.org", token: "tok-boss", admin: true, role: "administrator" as const };

const jury = {
  id_jury: "JURY_MSC",
  label: "MSc jury",
  resultats_publies: false,
  resultats_brs_publies: false,
  formations: [],
  counts: { O: 0, N: 0, L: 0, R: 0, C: 0, "-": 0, undecided: 0, total: 0 },
  lastPublication: null,
};

const reviewer = (login: string, figures: Record<string, unknown>) => ({
  reviewer: login,
  reviews: 12,
  mean: 50,
  deviation: 8.2,
  shared: 12,
  sharedMean: 50,
  othersMean: 64,
  difference: -14,
  leaning: "harsh",
  ...figures,
});

describe("reviewer calibration", () => {
  it("shows each reviewer of the chosen jury with a harsh, lenient or even marker in words", async () => {
    const user = userEvent.setup();
    fakeServer({
      "GET /ws/admin/juries": { body: { result: "OK", juries: [jury] } },
      "GET /ws/admin/calibration": {
        body: {
          result: "OK",
          jury: "JURY_MSC",
          threshold: 10,
          reviewers: [
            reviewer("ann@example.org", {}),
            reviewer("bob@example.org", { difference: 2, leaning: "even", shared: 1 }),
            reviewer("eve@example.org", {
              shared: 0,
              sharedMean: null,
              othersMean: null,
              difference: null,
              leaning: "unknown",
            }),
          ],
        },
      },
    });
    renderApp("/admin/calibration", { session: boss });
    expect(await screen.findByRole("heading", { name: "Reviewer calibration" })).toBeInTheDocument();
    const select = await screen.findByLabelText("Jury");
    await within(select).findByRole("option", { name: "MSc jury" });
    await user.selectOptions(select, "JURY_MSC");
    const ann = (await screen.findByRole("rowheader", { name: "ann@example.org" })).closest("tr")!;
    expect(within(ann).getByText("Harsh")).toBeInTheDocument();
    expect(
      within(ann).getByText("Scores 14 points below the other readers on the same 12 applications."),
    ).toBeInTheDocument();
    const bob = screen.getByRole("rowheader", { name: "bob@example.org" }).closest("tr")!;
    expect(within(bob).getByText("Even")).toBeInTheDocument();
    expect(
      within(bob).getByText("Scores like the other readers on the same application."),
    ).toBeInTheDocument();
    const eve = screen.getByRole("rowheader", { name: "eve@example.org" }).closest("tr")!;
    expect(within(eve).getByText("Not comparable")).toBeInTheDocument();
  });

  it("is linked from the administrators' settings menu", async () => {
    const user = userEvent.setup();
    fakeServer({ "GET /ws/admin/juries": { body: { result: "OK", juries: [jury] } } });
    renderApp("/admin/calibration", { session: boss });
    await screen.findByRole("heading", { name: "Reviewer calibration" });
    await user.click(screen.getByRole("button", { name: "Settings" }));
    expect(screen.getByRole("link", { name: "Reviewer calibration" })).toHaveAttribute(
      "href",
      "/admin/calibration",
    );
  });
});
