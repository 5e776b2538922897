import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp, sentBody } from "../../test-utils.tsx";

const boss = { login: "boss@example.org", token: "tok-boss", admin: true, role: "administrator" as const };

const SLOT = {
  id: 9,
  programme: "MAE",
  startsAt: "2027-03-10T08:00:00.000Z",
  minutes: 30,
  place: "Room B12",
  videoLink: null,
  capacity: 2,
  booked: 1,
  seatsLeft: 1,
  createdBy: boss.login,
  bookings: [{ answerId: 7, name: "Ada Lovelace", attendance: null }],
};
const LIST = {
  result: "OK",
  timeZone: "Europe/Paris",
  programmes: [
    {
      code: "MAE",
      labelEn: "MSc in Aerospace Engineering",
      labelFr: "MSc en ingénierie aérospatiale",
      invited: 2,
      booked: 1,
      declined: 0,
    },
  ],
  slots: [SLOT],
};

describe("the interviews page", { timeout: 20_000 }, () => {
  it("lists a programme's slots with who holds them, in the institution's time", async () => {
    const mock = fakeServer({ "GET /ws/admin/interviews/slots": { body: LIST } });
    renderApp("/admin/interviews", { session: boss });
    const slot = await screen.findByRole("article", { name: /10 March 2027 at 09:00/ }, { timeout: 5000 });
    expect(slot).toHaveTextContent("1 of 2 booked");
    expect(within(slot).getByRole("link", { name: "Ada Lovelace" })).toHaveAttribute(
      "href",
      "/admin/applications/7",
    );
    expect(screen.getByText(/2 awaiting a booking, 1 booked, 0 declined/)).toBeInTheDocument();
    // Before a programme is chosen, every slot is asked for (the first programme's are shown).
    const [url] = mock.mock.calls.find(([u]) => String(u).includes("/ws/admin/interviews/slots"))!;
    expect(new URL(String(url), window.location.href).searchParams.has("programme")).toBe(false);
  });

  it("opens a slot at the date and time typed, read where the institution is", async () => {
    const mock = fakeServer({
      "GET /ws/admin/interviews/slots": { body: { ...LIST, slots: [] } },
      "POST /ws/admin/interviews/slots": { body: { result: "OK", slot: SLOT } },
    });
    const user = userEvent.setup();
    renderApp("/admin/interviews", { session: boss });
    await screen.findByRole("heading", { name: "New slot" }, { timeout: 5000 });
    await user.type(screen.getByLabelText("Date"), "2027-03-10");
    await user.clear(screen.getByLabelText("Time"));
    await user.type(screen.getByLabelText("Time"), "09:00");
    await user.type(screen.getByLabelText("Place"), "Room B12");
    await user.click(screen.getByRole("button", { name: "Add the slot" }));
    expect(await screen.findByText("Slot added.")).toBeInTheDocument();
    expect(sentBody(mock, "POST /ws/admin/interviews/slots")).toEqual({
      programme: "MAE",
      startsAt: "2027-03-10T08:00:00.000Z",
      minutes: 30,
      place: "Room B12",
      videoLink: null,
      capacity: 1,
    });
  });
});
