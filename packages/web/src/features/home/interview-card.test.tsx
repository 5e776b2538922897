import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { emptyAnswer } from "@portal/domain/schema/candform";
import { fakeServer, renderApp, schemaAnswer, sentBody } from "../../test-utils.tsx";

const ada = { login: "ada@example.org", token: "t", admin: false, role: "candidate" as const };

const answer = {
  body: {
    result: "OK",
    id: 7,
    login: ada.login,
    version: 3,
    campaign: 2025,
    data: emptyAnswer(),
    created: "2026-10-01T10:00:00.000Z",
    updated: "2026-10-02T10:00:00.000Z",
    readOnlyTabs: [],
    documentRequests: [],
  },
};

const slot = {
  id: 4,
  startsAt: "2027-03-10T09:00:00.000Z",
  minutes: 30,
  place: "Room B12",
  videoLink: null,
  seatsLeft: 2,
};
const standing = (invitation: unknown, slots: unknown[], done?: string) => ({
  body: {
    result: "OK",
    invitation,
    programmeLabel: "MSc in Aerospace Engineering",
    slots,
    ...(done ? { done } : {}),
  },
});
const invited = { status: "invited", programme: "MAE", slot: null, declineReason: null };

function server(handlers: Record<string, unknown>) {
  return fakeServer({
    "GET /ws/form/candform/schema": schemaAnswer(ada.login),
    "GET /ws/form/candform/answer/ada%40example.org": answer,
    ...(handlers as Record<string, { body: unknown }>),
  });
}

const card = () => screen.findByRole("region", { name: "Interview" }, { timeout: 5000 });

describe("the home's interview card", () => {
  it("shows nothing to a candidate never invited", async () => {
    server({ "GET /ws/interview": standing(null, []) });
    renderApp("/", { session: ada });
    await screen.findByTestId("candidate-home", {}, { timeout: 5000 });
    expect(screen.queryByRole("region", { name: "Interview" })).toBeNull();
  });

  it("books a slot and shows it booked", async () => {
    const mock = server({
      "GET /ws/interview": standing(invited, [slot]),
      "POST /ws/interview/booking": standing(
        { ...invited, status: "booked", slot: { ...slot, seatsLeft: undefined } },
        [],
        "booked",
      ),
    });
    const user = userEvent.setup();
    renderApp("/", { session: ada });
    const region = await card();
    const item = within(region).getByRole("listitem");
    expect(item).toHaveTextContent("Room B12");
    expect(item).toHaveTextContent("2 seats left");
    await user.click(within(item).getByRole("button", { name: /^Book / }));
    expect(await within(region).findByText("Your interview is booked.")).toBeInTheDocument();
    expect(sentBody(mock, "POST /ws/interview/booking")).toEqual({ slotId: 4 });
    expect(within(region).getByRole("button", { name: "Change the time" })).toBeInTheDocument();
  });

  it("does not decline without a reason, then sends the reason given", async () => {
    const mock = server({
      "GET /ws/interview": standing(invited, [slot]),
      "POST /ws/interview/decline": standing(
        { ...invited, status: "declined", declineReason: "Travelling" },
        [],
        "declined",
      ),
    });
    const user = userEvent.setup();
    renderApp("/", { session: ada });
    const region = await card();
    await user.click(within(region).getByRole("button", { name: "Decline the interview" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the interview?" });
    await user.click(within(dialog).getByRole("button", { name: "Decline the interview" }));
    expect(within(dialog).getByText("Say in a few words why you decline the interview.")).toBeVisible();
    expect(sentBody(mock, "POST /ws/interview/decline")).toBeUndefined();
    await user.type(within(dialog).getByLabelText("Reason"), "Travelling");
    await user.click(within(dialog).getByRole("button", { name: "Decline the interview" }));
    expect(
      await within(region).findByText("You declined the interview. Reason: Travelling"),
    ).toBeInTheDocument();
    expect(sentBody(mock, "POST /ws/interview/decline")).toEqual({ reason: "Travelling" });
  });
});
