import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp, sentBody } from "../../test-utils.tsx";

describe("home page", () => {
  it("creates an account and asks to check the mailbox", async () => {
    const server = fakeServer({ "POST /ws/form/candform/user/register": { body: { result: "ok" } } });
    renderApp("/");
    const form = await screen.findByRole("form", { name: "Create an account" });
    await userEvent.type(within(form).getByLabelText("E-mail address"), "ada@example.org");
    await userEvent.click(within(form).getByRole("button", { name: "Create my account" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Please check your mailbox");
    expect(sentBody(server, "POST /ws/form/candform/user/register")).toEqual({
      user: "ada@example.org",
      appurl: "http://localhost:3000",
    });
  });

  it("asks for a password reset link", async () => {
    const server = fakeServer({ "POST /ws/form/candform/user/askreset": { body: { result: "ok" } } });
    renderApp("/");
    const form = await screen.findByRole("form", { name: "Forgot password" });
    await userEvent.type(within(form).getByLabelText("E-mail address"), "ada@example.org");
    await userEvent.click(within(form).getByRole("button", { name: "Send me a reset link" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Please check your mailbox");
    expect(sentBody(server, "POST /ws/form/candform/user/askreset")).toMatchObject({
      user: "ada@example.org",
    });
  });

  it("offers staff the application instead of the account forms", async () => {
    fakeServer();
    renderApp("/", { session: { login: "rev@example.org", token: "t", admin: false, role: "reviewer" } });
    expect(await screen.findByRole("link", { name: "Go to my application" })).toHaveAttribute(
      "href",
      "/form/candform",
    );
    expect(screen.queryByRole("form", { name: "Create an account" })).toBeNull();
    expect(screen.queryByTestId("candidate-home")).toBeNull();
  });
});
