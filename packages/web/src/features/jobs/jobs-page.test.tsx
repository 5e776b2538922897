import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp } from "../../test-utils.tsx";

const boss = { login: "boss@example.org", token: "tok-boss", admin: true, role: "administrator" as const };
const reviewer = { login: "rev@example.org", token: "tok-rev", admin: false, role: "reviewer" as const };

const run = (id: string, name: string, state: string, extra: object = {}) => ({
  id,
  name,
  state,
  retries: 0,
  retryLimit: 5,
  createdAt: "2027-03-31T20:00:00.000Z",
  startAfter: "2027-03-31T20:00:00.000Z",
  startedAt: null,
  completedAt: null,
  counts: null,
  error: null,
  requestedBy: null,
  ...extra,
});
const failedRun = run("11111111-1111-4111-8111-111111111111", "decline-unconfirmed", "failed", {
  retries: 5,
  error: "database did not answer",
});
const doneRun = run("22222222-2222-4222-8222-222222222222", "outbox", "completed", {
  counts: { sent: 3 },
  requestedBy: "boss@example.org",
  completedAt: "2027-03-31T20:00:02.000Z",
});

function server() {
  return fakeServer({
    "GET /ws/admin/jobs": () => ({
      body: {
        result: "OK",
        timeZone: "Europe/Paris",
        jobs: [
          { name: "outbox", cron: "* * * * *", waiting: 0, running: 0, failed: 0 },
          { name: "decline-unconfirmed", cron: "*/5 * * * *", waiting: 1, running: 0, failed: 1 },
        ],
        runs: [failedRun, doneRun],
      },
    }),
    "POST /ws/admin/jobs/outbox/run": () => ({ status: 202, body: { result: "OK", id: "x" } }),
    [`POST /ws/admin/jobs/decline-unconfirmed/runs/${failedRun.id}/retry`]: () => ({
      body: { result: "OK" },
    }),
  });
}

const called = (fetch: ReturnType<typeof server>, key: string) =>
  fetch.mock.calls.some(
    ([url, init]) => `${init?.method} ${new URL(url, window.location.href).pathname}` === key,
  );

describe("jobs page", () => {
  it("lists the jobs with their failures, runs one now and runs a failed run again", async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp("/admin/jobs", { session: boss });
    await screen.findByRole("heading", { name: "Scheduled jobs" }, { timeout: 10_000 });
    const rows = screen.getAllByRole("row");
    const decline = rows.find(
      (row) =>
        row.textContent?.includes("Withdraw admitted candidates") &&
        row.textContent.includes("Every 5 minutes"),
    )!;
    expect(within(decline).getByText("1", { selector: ".badge" })).toBeTruthy();
    expect(screen.getByText("database did not answer")).toBeTruthy();
    expect(screen.getByText("sent: 3")).toBeTruthy();
    expect(screen.getByText("Asked by boss@example.org")).toBeTruthy();
    // Times in the institution's zone: 20:00 UTC is 22:00 in Paris.
    expect(screen.getAllByText(/22:00:00/).length).toBeGreaterThan(0);

    await user.click(screen.getByRole("button", { name: /^Run now\s*:\s*Send queued e-mails$/ }));
    expect(await screen.findByText("Send queued e-mails will run in a moment.")).toBeTruthy();
    expect(called(fetch, "POST /ws/admin/jobs/outbox/run")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Run again" }));
    expect(await screen.findByText("The run will be attempted again.")).toBeTruthy();
    expect(called(fetch, `POST /ws/admin/jobs/decline-unconfirmed/runs/${failedRun.id}/retry`)).toBe(true);
  }, 30_000);

  it("is refused to a reviewer without asking the server", async () => {
    const fetch = server();
    renderApp("/admin/jobs", { session: reviewer });
    expect(await screen.findByText("This page is for administrators.")).toBeTruthy();
    expect(called(fetch, "GET /ws/admin/jobs")).toBe(false);
  });
});
