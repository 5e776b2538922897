import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp, sentBody } from "../../test-utils.tsx";
import type { FakeAnswer } from "../../test-utils.tsx";

const boss = { login: "boss@example.org", token: "tok-boss", admin: true, role: "administrator" as const };
const reviewer = { login: "rev@example.org", token: "tok-rev", admin: false, role: "reviewer" as const };

const text = (subject: string, body: string, customised = false) => ({ subject, body, customised });
const result = (customised = false) => ({
  key: "result_available",
  placeholders: ["name", "programme", "link"],
  en: text("Your admission result is available", "Hello ,\n\nThe jury has decided.", customised),
  fr: text("Le résultat de votre candidature est disponible", "Bonjour ,", false),
});
const activation = {
  key: "activation",
  placeholders: ["link"],
  en: text("Activate your account", "Open {{link}}"),
  fr: text("Activez votre compte", "Ouvrez {{link}}"),
};
const base = "/ws/admin/mail-templates/result_available/en";

function server(handlers: Record<string, FakeAnswer> = {}) {
  return fakeServer({
    "GET /ws/admin/mail-templates": { body: { result: "OK", templates: [activation, result(true)] } },
    ...handlers,
  });
}

async function openResultTemplate() {
  const user = userEvent.setup();
  renderApp("/admin/templates", { session: boss });
  const nav = await screen.findByRole("navigation", { name: "Templates" }, { timeout: 5000 });
  await user.click(within(nav).getByRole("button", { name: "Admission result available" }));
  await screen.findByRole("heading", { name: "Admission result available" });
  const panel = screen.getByRole("tabpanel", { name: "English" });
  return { user, panel: within(panel) };
}

describe("mail templates page", () => {
  it("inserts a placeholder where the cursor is in the body", async () => {
    server();
    const { user, panel } = await openResultTemplate();
    const body = panel.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    await user.click(body);
    body.setSelectionRange(6, 6); // just after "Hello "
    await user.click(panel.getByRole("button", { name: "Insert {{name}}" }));
    expect(body).toHaveValue("Hello {{name}},\n\nThe jury has decided.");
    await waitFor(() => expect(body).toHaveFocus());
    expect(body.selectionStart).toBe(14);
  });

  it("saves with PUT and shows the server's message about an unknown placeholder", async () => {
    const message = "Unknown placeholder {{nom}}: this e-mail may use {{name}}, {{programme}}, {{link}}.";
    const fetch = server({
      [`PUT ${base}`]: { status: 400, body: { result: "error", code: "BAD_REQUEST", message } },
    });
    const { user, panel } = await openResultTemplate();
    const subject = panel.getByRole("textbox", { name: "Subject" });
    await user.clear(subject);
    await user.type(subject, "Result for {{{{nom}}");
    await user.click(panel.getByRole("button", { name: "Save" }));
    expect(await panel.findByText(message)).toHaveClass("alert-danger");
    expect(sentBody(fetch, `PUT ${base}`)).toEqual({
      subject: "Result for {{nom}}",
      body: "Hello ,\n\nThe jury has decided.",
    });
  });

  it("shows a preview in a sandboxed frame, sends a test and resets to the default", async () => {
    const fetch = server({
      [`POST ${base}/preview`]: {
        body: {
          result: "OK",
          subject: "Your admission result is available",
          text: "Hello Ada,",
          html: "<p>Hello Ada,</p><script>parent.alert(1)</script>",
          answerId: 42,
        },
      },
      [`POST ${base}/test`]: { body: { result: "OK", to: "boss@example.org" } },
      [`DELETE ${base}`]: { body: { result: "OK", template: result(false) } },
    });
    const { user, panel } = await openResultTemplate();
    expect(panel.getByText("Customised")).toBeInTheDocument();

    await user.click(panel.getByRole("button", { name: "Preview" }));
    const shown = await panel.findByLabelText("Preview of the e-mail");
    expect(shown).toHaveTextContent("Hello Ada,");
    expect(panel.getByText("Subject: Your admission result is available")).toBeInTheDocument();

    await user.click(panel.getByRole("button", { name: "Send me a test" }));
    expect(await panel.findByText("Sent to boss@example.org.")).toBeInTheDocument();
    expect(sentBody(fetch, `POST ${base}/test`)).toEqual({
      subject: "Your admission result is available",
      body: "Hello ,\n\nThe jury has decided.",
    });

    await user.click(panel.getByRole("button", { name: "Reset to default" }));
    expect(await panel.findByText("Back to the default text.")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url, init]) => init?.method === "DELETE" && String(url) === base)).toBe(
      true,
    );
  });

  it("is for administrators: a reviewer gets a notice and no call is made", async () => {
    const fetch = server();
    renderApp("/admin/templates", { session: reviewer });
    expect(
      await screen.findByText("This page is for administrators.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("mail-templates"))).toBe(false);
  });
});
