import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { getSession } from "../../lib/session-store.ts";
import { fakeServer, renderApp, sentBody } from "../../test-utils.tsx";

const activationLink = "/activation?id=candform&user=ada%40example.org&activationToken=tok42&reset=0";
const resetLink = "/activation?id=candform&user=ada%40example.org&activationToken=tok42&reset=1";

async function fill(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText("Password"), password);
  await userEvent.type(screen.getByLabelText("Confirm the password"), confirmation);
}

describe("activation page", () => {
  it("refuses a password shorter than 12 characters, without calling the server", async () => {
    const server = fakeServer();
    renderApp(activationLink);
    await fill("short-pw", "short-pw");
    await userEvent.click(screen.getByRole("button", { name: "Activate my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The password must have at least 12 characters.",
    );
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("The passwords do not match.")).toBeNull();
    expect(server.mock.calls.some(([url]) => String(url).includes("/user/activate"))).toBe(false);
  });

  it("refuses a confirmation that differs, without calling the server", async () => {
    const server = fakeServer();
    renderApp(activationLink);
    await fill("correct horse battery", "correct horse battery!");
    await userEvent.click(screen.getByRole("button", { name: "Activate my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The passwords do not match.");
    expect(screen.queryByText("The password must have at least 12 characters.")).toBeNull();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "false");
    expect(server.mock.calls.some(([url]) => String(url).includes("/user/activate"))).toBe(false);
  });

  it("shows both messages when both checks fail", async () => {
    fakeServer();
    renderApp(activationLink);
    await fill("abc", "abd");
    await userEvent.click(screen.getByRole("button", { name: "Activate my account" }));
    expect(await screen.findByText("The password must have at least 12 characters.")).toBeInTheDocument();
    expect(screen.getByText("The passwords do not match.")).toBeInTheDocument();
  });

  it("shows the server's verdict as the password is typed: weak, built on the login, then strong", async () => {
    fakeServer();
    renderApp(activationLink);
    const field = await screen.findByLabelText("Password");
    const verdict = screen.getByTestId("password-verdict");
    await userEvent.type(field, "password1234");
    await vi.waitFor(() => expect(verdict).toHaveTextContent("This password is too easy to guess."), {
      timeout: 10_000,
    });
    expect(verdict).toHaveTextContent("This is similar to a commonly used password.");
    expect(screen.queryByRole("alert")).toBeNull();

    await userEvent.clear(field);
    await userEvent.type(field, "Ada@Example.org2026");
    await vi.waitFor(() => expect(verdict).toHaveTextContent("must not be built on your e-mail address"));

    await userEvent.clear(field);
    await userEvent.type(field, "quartz lantern okapi ribbon");
    await vi.waitFor(() => expect(verdict).toHaveTextContent("This password is hard enough to guess."));
  }, 30_000);

  it("refuses a weak password on submit with the reason and zxcvbn's advice, without calling the server", async () => {
    const server = fakeServer();
    renderApp(activationLink);
    await fill("aaaaaaaaaaaa", "aaaaaaaaaaaa");
    await userEvent.click(screen.getByRole("button", { name: "Activate my account" }));
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent("This password is too easy to guess.");
    expect(alert).toHaveTextContent('Repeated characters like "aaa" are easy to guess.');
    expect(server.mock.calls.some(([url]) => String(url).includes("/user/activate"))).toBe(false);
  }, 30_000);

  it("activates, logs in with the new password and goes home saying the account is active", async () => {
    const server = fakeServer({
      "POST /ws/form/candform/user/activate": { body: { result: "ok" } },
      "POST /ws/form/candform/login": {
        body: { result: "ok", token: "session-1", admin: 0, role: "candidate", juries: [] },
      },
    });
    const { router } = renderApp(activationLink);
    await fill("correct horse battery", "correct horse battery");
    await userEvent.click(screen.getByRole("button", { name: "Activate my account" }));
    // Home, saying so (the activation page says it too for a moment: found there, it could be gone
    // by the time it is checked).
    await screen.findByText("Applications for the academic year 2026-2027 are open.");
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("Your account has been activated.")).toBeInTheDocument();
    expect(sentBody(server, "POST /ws/form/candform/user/activate")).toEqual({
      user: "ada@example.org",
      password: "correct horse battery",
      token: "tok42",
    });
    expect(sentBody(server, "POST /ws/form/candform/login")).toEqual({
      login: "ada@example.org",
      password: "correct horse battery",
    });
    expect(getSession()).toMatchObject({ login: "ada@example.org", token: "session-1", admin: false });
  });

  it("takes an invited staff member to the back office with their role and juries", async () => {
    fakeServer({
      "POST /ws/form/candform/user/activate": { body: { result: "ok" } },
      "POST /ws/form/candform/login": {
        body: { result: "ok", token: "session-2", admin: 0, role: "reviewer", juries: ["MAE"] },
      },
    });
    const { router } = renderApp(activationLink);
    await fill("correct horse battery", "correct horse battery");
    await userEvent.click(screen.getByRole("button", { name: "Activate my account" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/admin"), { timeout: 10_000 });
    expect(getSession()).toMatchObject({ token: "session-2", role: "reviewer", juries: ["MAE"] });
  }, 30_000);

  it("shows the activation error with the server's message", async () => {
    fakeServer({
      "POST /ws/form/candform/user/activate": {
        status: 400,
        body: { result: "error", code: "TOKEN_EXPIRED", message: "This link has expired." },
      },
    });
    renderApp(activationLink);
    await fill("correct horse battery", "correct horse battery");
    await userEvent.click(screen.getByRole("button", { name: "Activate my account" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("There was a problem while activating your account");
    expect(alert).toHaveTextContent("This link has expired.");
    expect(getSession()).toBeNull();
  });

  it("after a reset only says the password changed (no login)", async () => {
    const server = fakeServer({ "POST /ws/form/candform/user/reset": { body: { result: "ok" } } });
    const { router } = renderApp(resetLink);
    expect(await screen.findByRole("heading", { name: "Password reset" })).toBeInTheDocument();
    await fill("correct horse battery", "correct horse battery");
    await userEvent.click(screen.getByRole("button", { name: "Change my password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your password has been changed.");
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(router.state.location.pathname).toBe("/activation");
    expect(server.mock.calls.some(([url]) => String(url).endsWith("/login"))).toBe(false);
    expect(getSession()).toBeNull();
  });

  it("says the link is incomplete without user or token", async () => {
    fakeServer();
    renderApp("/activation?id=candform");
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is incomplete.");
  });
});
