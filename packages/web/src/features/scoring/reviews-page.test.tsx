import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp } from "../../test-utils.tsx";

const reviewer = {
  login: "ada.reviewer@example.org",
  token: "tok-ada",
  admin: false,
  role: "reviewer" as const,
  juries: ["JURY_MSC"],
};

const item = (answerId: number, name: string, status: string) => ({
  answerId,
  name,
  blind: name.startsWith("#"),
  programme: "MAE",
  status,
  score: status === "submitted" ? 62.5 : null,
  assignedAt: "2026-03-01T09:00:00.000Z",
});

describe("My reviews", () => {
  it("lists the queue with each review's state and takes the next five", async () => {
    fakeServer({
      "GET /ws/admin/reviews/queue": {
        body: { result: "OK", queue: [item(7, "Lovelace Ada", "submitted")] },
      },
      "POST /ws/admin/reviews/queue/next": {
        body: {
          result: "OK",
          taken: [9, 11],
          queue: [
            item(7, "Lovelace Ada", "submitted"),
            item(9, "#9", "none"),
            item(11, "Hopper Grace", "none"),
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/reviews", { session: reviewer });
    expect(await screen.findByRole("heading", { name: "My reviews", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My reviews" })).toHaveAttribute("aria-current", "page");
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("link", { name: "Open Lovelace Ada" })).toHaveAttribute(
      "href",
      "/admin/applications/7",
    );
    expect(table).toHaveTextContent("Submitted");
    await user.click(screen.getByRole("button", { name: "Give me the next five" }));
    expect(await screen.findByText("2 applications added to your queue.")).toBeInTheDocument();
    expect(within(screen.getByRole("table")).getByRole("link", { name: "Open #9" })).toBeInTheDocument();
    expect(screen.getByRole("table")).toHaveTextContent("Not started");
  });
});
