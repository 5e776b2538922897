import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeServer, renderApp } from "../../test-utils.tsx";

const session = { login: "ada@example.org", token: "tok-ada", admin: false };

describe("Download my data (home page)", () => {
  let createObjectURL: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    createObjectURL = vi.fn(() => "blob:my-data");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("downloads the caller's ZIP with their session and saves it", async () => {
    const fetch = fakeServer({ "GET /ws/account/export": { body: "zip bytes" } });
    const user = userEvent.setup();
    renderApp("/", { session });
    await user.click(await screen.findByRole("button", { name: "Download my data" }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [, init] = fetch.mock.calls.find(([url]) => String(url).includes("/ws/account/export"))!;
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer tok-ada");
    expect(screen.getByRole("button", { name: "Download my data" })).toBeEnabled();
  });

  it("says so in French and shows the server's message when the download fails", async () => {
    fakeServer({
      "GET /ws/account/export": { status: 503, body: { result: "error", message: "Réessayez plus tard." } },
    });
    const user = userEvent.setup();
    renderApp("/", { session, locale: "fr" });
    await user.click(await screen.findByRole("button", { name: "Télécharger mes données" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Réessayez plus tard.");
  });

  it("is not offered to a visitor who is not logged in", async () => {
    fakeServer();
    renderApp("/");
    await screen.findByRole("form", { name: "Create an account" });
    expect(screen.queryByRole("button", { name: "Download my data" })).toBeNull();
  });
});
