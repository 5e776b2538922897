import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp } from "../../test-utils.tsx";

const TOKEN = "abc123";
const link = {
  body: {
    result: "OK",
    candidate: "Ada Lovelace",
    programme: "MSc in Aerospace Engineering",
    locale: "fr",
    validUntil: "2026-12-31T22:59:59.000Z",
    maxFileSize: 10485760,
  },
};

describe("the referee's page", () => {
  it("shows the candidate's name and programme in the candidate's language, then takes the letter once", async () => {
    const fetch = fakeServer({
      [`GET /ws/reference/${TOKEN}`]: link,
      [`POST /ws/reference/${TOKEN}`]: { body: { result: "OK" } },
    });
    const user = userEvent.setup();
    renderApp(`/reference/${TOKEN}`);
    expect(
      await screen.findByRole("heading", { name: "Lettre de recommandation" }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText("Ada Lovelace")).toBeVisible();
    expect(screen.getByText("MSc in Aerospace Engineering")).toBeVisible();
    await user.type(screen.getByLabelText("Votre nom"), "Grace Hopper");
    await user.type(screen.getByLabelText("Votre fonction"), "Professor");
    await user.type(screen.getByLabelText("Votre établissement"), "Yale");
    await user.type(screen.getByLabelText("Comment connaissez-vous le candidat ?"), "Thesis");
    const pdf = new File(["%PDF-1.4 letter"], "letter.pdf", { type: "application/pdf" });
    await user.upload(screen.getByLabelText(/Votre lettre/), pdf);
    await user.click(screen.getByRole("button", { name: "Envoyer ma lettre" }));
    expect(await screen.findByRole("status")).toHaveTextContent("votre lettre a bien été reçue");
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(String(post[1]?.body)).toContain("Grace Hopper");
    // (jsdom's File reaches undici's FormData without its name: the part is checked, not the name.)
    expect(String(post[1]?.body)).toContain('name="letter"');
    expect(String(post[1]?.body)).toContain("%PDF-1.4 letter");
  });

  it("switches to English with the top bar's switch", async () => {
    fakeServer({ [`GET /ws/reference/${TOKEN}`]: link });
    const user = userEvent.setup();
    renderApp(`/reference/${TOKEN}`);
    await screen.findByRole("heading", { name: "Lettre de recommandation" }, { timeout: 5000 });
    await user.click(screen.getByRole("button", { name: /English/ }));
    expect(await screen.findByRole("heading", { name: "Reference letter" })).toBeVisible();
    expect(screen.getByLabelText("Your name")).toBeVisible();
  });

  it("explains a link that no longer works", async () => {
    fakeServer({
      [`GET /ws/reference/${TOKEN}`]: {
        status: 410,
        statusText: "Gone",
        body: {
          result: "error",
          code: "REFERENCE_LINK_USED",
          message: "This link has already been used: the letter was received. Thank you.",
        },
      },
    });
    renderApp(`/reference/${TOKEN}`);
    expect(
      await screen.findByRole("heading", { name: "This link no longer works" }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("already been used");
  });
});
