import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp, sentBody } from "../../test-utils.tsx";

const boss = { login: "boss@example.org", token: "tok-boss", admin: true, role: "administrator" as const };
const reviewer = { login: "rev@example.org", token: "tok-rev", admin: false, role: "reviewer" as const };

const code = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  code: "SPRING-HALF",
  nature: "application_fee",
  percentOff: 50,
  amountOff: null,
  programme: null,
  maxUses: 10,
  uses: 3,
  expiresAt: "2026-06-30T21:59:59.000Z",
  validUntil: "2026-06-30",
  expired: false,
  createdBy: boss.login,
  createdAt: "2026-03-01T09:00:00.000Z",
  archived: false,
  ...over,
});

/** A fake server whose list reflects the codes created and archived. */
function server() {
  const codes = [
    code(1),
    code(2, {
      code: "MAE-TUITION",
      nature: "tuition",
      percentOff: null,
      amountOff: 1000,
      programme: "MAE",
      maxUses: null,
      uses: 0,
      expiresAt: null,
      validUntil: null,
    }),
  ];
  return fakeServer({
    "GET /ws/admin/waiver-codes": () => ({
      body: {
        result: "OK",
        codes,
        programmes: [
          { code: "MAE", labelEn: "MSc in Aerospace Engineering", labelFr: "MSc en ingénierie aérospatiale" },
        ],
      },
    }),
    "POST /ws/admin/waiver-codes": (init) => {
      const body = JSON.parse(String(init.body)) as { code: string };
      if (body.code.toUpperCase() === "SPRING-HALF")
        return {
          status: 409,
          body: {
            result: "error",
            code: "WAIVER_CODE_TAKEN",
            message: "The code SPRING-HALF exists already: choose another.",
          },
        };
      const made = code(3, { ...body, code: body.code.toUpperCase(), uses: 0 });
      codes.push(made);
      return { status: 201, body: { result: "OK", code: made } };
    },
    "PATCH /ws/admin/waiver-codes/1": (init) => {
      Object.assign(codes[0]!, JSON.parse(String(init.body)));
      return { body: { result: "OK", code: codes[0] } };
    },
  });
}

describe("the waiver codes page", () => {
  it("lists the codes with their uses, what they take off and their programme", async () => {
    server();
    renderApp("/admin/waiver-codes", { session: boss });
    const table = await screen.findByRole("table", { name: "Codes in use" });
    const spring = within(table).getByRole("rowheader", { name: "SPRING-HALF" }).closest("tr")!;
    expect(
      within(spring)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Application fee", "50 %", "Any programme", "3 of 10", "30 Jun 2026", boss.login, "Archive"]);
    const mae = within(table).getByRole("rowheader", { name: "MAE-TUITION" }).closest("tr")!;
    expect(
      within(mae)
        .getAllByRole("cell")
        .map((c) => c.textContent)
        .slice(0, 5),
    ).toEqual(["Tuition", "€1,000.00", "MSc in Aerospace Engineering", "0 (no limit)", "No end"]);
  });

  it("creates a code, and shows the server's refusal of a code taken", async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp("/admin/waiver-codes", { session: boss });
    const form = await screen.findByRole("form", { name: "Create a waiver code" });
    await user.type(within(form).getByLabelText("Code"), "spring-half");
    await user.type(within(form).getByLabelText("Percentage off"), "150");
    await user.click(within(form).getByRole("button", { name: "Create the code" }));
    expect(within(form).getByLabelText("Percentage off")).toHaveAccessibleDescription(
      "The percentage is a whole number from 1 to 100.",
    );
    await user.clear(within(form).getByLabelText("Percentage off"));
    await user.type(within(form).getByLabelText("Percentage off"), "50");
    await user.click(within(form).getByRole("button", { name: "Create the code" }));
    expect(
      await within(form).findByText("The code SPRING-HALF exists already: choose another."),
    ).toBeInTheDocument();

    await user.clear(within(form).getByLabelText("Code"));
    await user.type(within(form).getByLabelText("Code"), "mae-gift");
    await user.selectOptions(within(form).getByLabelText("Payment"), "tuition");
    await user.selectOptions(within(form).getByLabelText("Reduction"), "amount");
    await user.clear(within(form).getByLabelText("Amount off"));
    await user.type(within(form).getByLabelText("Amount off"), "1 000,50");
    await user.selectOptions(within(form).getByLabelText("Programme"), "MAE");
    await user.type(within(form).getByLabelText("Maximum uses"), "5");
    await user.click(within(form).getByRole("button", { name: "Create the code" }));
    expect(await within(form).findByText("Code MAE-GIFT created.")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /ws/admin/waiver-codes")).toMatchObject({
      code: "spring-half",
      percentOff: 50,
    });
    const last = fetch.mock.calls
      .filter(([url, init]) => init?.method === "POST" && String(url).endsWith("/waiver-codes"))
      .at(-1);
    expect(JSON.parse(String(last?.[1]?.body))).toEqual({
      code: "mae-gift",
      nature: "tuition",
      amountOff: 1000.5,
      programme: "MAE",
      maxUses: 5,
    });
    expect(await screen.findByRole("rowheader", { name: "MAE-GIFT" })).toBeInTheDocument();
  });

  it("archives a code", async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp("/admin/waiver-codes", { session: boss });
    await user.click(await screen.findByRole("button", { name: "Archive SPRING-HALF" }));
    expect(await screen.findByRole("button", { name: "Restore SPRING-HALF" })).toBeInTheDocument();
    expect(sentBody(fetch, "PATCH /ws/admin/waiver-codes/1")).toEqual({ archived: true });
  });

  it("tells a reviewer the page is for administrators", async () => {
    server();
    renderApp("/admin/waiver-codes", { session: reviewer });
    expect(await screen.findByText("This page is for administrators.")).toBeInTheDocument();
  });
});
