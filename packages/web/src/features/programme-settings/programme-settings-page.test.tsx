import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp, sentBody } from "../../test-utils.tsx";

const boss = { login: "boss@example.org", token: "tok-boss", admin: true, role: "administrator" as const };
const reviewer = { login: "rev@example.org", token: "tok-rev", admin: false, role: "reviewer" as const };

const programme = (code: string, labelEn: string, labelFr: string, extra: object = {}) => ({
  code,
  type: "MSC",
  labelEn,
  labelFr,
  applicationCloses: null,
  scholarshipCloses: null,
  confirmationCloses: null,
  tuitionCloses: null,
  referencesRequired: false,
  offersPaused: false,
  blindReview: false,
  offerDays: 7,
  updatedAt: null,
  updatedBy: null,
  ...extra,
});

const LIST = {
  result: "OK",
  timeZone: "Europe/Paris",
  campaign: { application: "2027-04-15T21:59:59.000Z" },
  programmes: [
    programme(
      "ASO",
      "MSc in Aerospace Systems and Operations",
      "MSc en systèmes et opérations aérospatiaux",
      {
        applicationCloses: "2027-03-31T21:59:59.000Z",
        referencesRequired: true,
        updatedAt: "2026-12-01T09:30:00.000Z",
        updatedBy: "boss@example.org",
      },
    ),
    programme("MAE", "MSc in Aerospace Engineering", "MSc en ingénierie aérospatiale"),
  ],
};

function server() {
  return fakeServer({
    "GET /ws/admin/programme-settings": { body: LIST },
    "PUT /ws/admin/programme-settings/MAE": (init) => ({
      body: {
        result: "OK",
        programme: { ...LIST.programmes[1], ...(JSON.parse(String(init.body)) as object) },
      },
    }),
  });
}

const section = async (name: RegExp) => screen.findByRole("region", { name }, { timeout: 5000 });

describe("the programme dates and automation screen", { timeout: 20_000 }, () => {
  it("lists each programme with its own dates in the institution's zone and the campaign's beneath", async () => {
    server();
    renderApp("/admin/programme-settings", { session: boss });
    expect(
      await screen.findByRole("heading", { name: "Programme dates and automation" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const aso = await section(/^ASO/);
    expect(within(aso).getByLabelText("Application closes: Date")).toHaveValue("2027-03-31");
    expect(within(aso).getByLabelText("Application closes: Time")).toHaveValue("23:59");
    expect(within(aso).getByLabelText("Received references required before validation")).toBeChecked();
    expect(aso).toHaveTextContent("Last changed by boss@example.org on 1 December 2026");
    const mae = await section(/^MAE/);
    expect(within(mae).getByLabelText("Application closes: Date")).toHaveValue("");
    expect(mae).toHaveTextContent("Campaign date: 15 April 2027, 23:59 (Paris time)");
    expect(mae).toHaveTextContent("No campaign date: never closes");
    expect(mae).toHaveTextContent("Campaign settings (never changed)");
  });

  it("saves a programme whole: its dates as instants of the institution's zone, references and offers", async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp("/admin/programme-settings", { session: boss });
    const mae = await section(/^MAE/);
    await user.type(within(mae).getByLabelText("Application closes: Date"), "2027-06-30");
    await user.type(within(mae).getByLabelText("Registration confirmation closes: Date"), "2027-07-15");
    await user.type(within(mae).getByLabelText("Registration confirmation closes: Time"), "12:00");
    await user.click(within(mae).getByLabelText("Received references required before validation"));
    await user.selectOptions(within(mae).getByLabelText("Automatic offers from the waiting list"), "Paused");
    await user.click(within(mae).getByLabelText("Blind review"));
    await user.clear(within(mae).getByLabelText("Days to answer an offer (1–60)"));
    await user.type(within(mae).getByLabelText("Days to answer an offer (1–60)"), "10");
    await user.click(within(mae).getByRole("button", { name: "Save MAE" }));
    await waitFor(() =>
      expect(sentBody(fetch, "PUT /ws/admin/programme-settings/MAE")).toEqual({
        applicationCloses: "2027-06-30T21:59:59.000Z",
        scholarshipCloses: null,
        confirmationCloses: "2027-07-15T10:00:00.000Z",
        tuitionCloses: null,
        referencesRequired: true,
        offersPaused: true,
        blindReview: true,
        offerDays: 10,
      }),
    );
    expect(await screen.findByText("MAE saved.")).toBeInTheDocument();
  });

  it("speaks French to a French reader", async () => {
    server();
    renderApp("/admin/programme-settings", { session: boss, locale: "fr" });
    const mae = await section(/^MAE – MSc en ingénierie aérospatiale/);
    expect(mae).toHaveTextContent("Date de la campagne : 15 avril 2027 à 23:59 (heure de Paris)");
    expect(within(mae).getByLabelText("Clôture des candidatures: Date")).toHaveValue("");
    expect(within(mae).getByRole("button", { name: "Enregistrer MAE" })).toBeInTheDocument();
  });

  it("is for administrators: a reviewer is told so and nothing is asked of the server", async () => {
    const fetch = server();
    renderApp("/admin/programme-settings", { session: reviewer });
    expect(
      await screen.findByText("This page is for administrators.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("programme-settings"))).toBe(false);
  });
});
