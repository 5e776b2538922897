import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { APPLICATION_TABS } from "@portal/domain/schema/candform";
import { fakeServer, renderApp, schemaAnswer } from "../../test-utils.tsx";
import { FakeXhr, fakeFile, useFakeXhr } from "../../form/widgets/file/test-kit.tsx";

const ada = { login: "ada@example.org", token: "tok-ada", admin: false };
const answerPath = "/ws/form/candform/answer/ada%40example.org";

const photoRequest = {
  field: "uploadPhoto",
  fieldLabel: "Identity photo",
  reasonLabel: "Blurred scan",
  comment: "Please send a sharper photo.",
  deadline: "2026-12-01",
  overdue: false,
};
const proofRequest = {
  field: "proof_of_payment",
  fieldLabel: "Proof of payment",
  reasonLabel: "Missing document",
  comment: null,
  deadline: "2026-11-01",
  overdue: true,
};

/** Ada's validated application (application tabs locked) with these open requests. */
const answer = (documentRequests: unknown[]) => ({
  body: {
    result: "OK",
    id: 7,
    login: ada.login,
    version: 3,
    campaign: 2025,
    data: completeApplication({
      campaign_year: 2025,
      candidat_validation: "O",
      validation_validated: "O",
      step: "home",
    }),
    created: "2025-01-02T10:00:00.000Z",
    updated: "2025-01-02T10:00:00.000Z",
    readOnlyTabs: APPLICATION_TABS,
    documentRequests,
  },
});

function server(reads: ReturnType<typeof answer>[]) {
  let read = 0;
  return fakeServer({
    "GET /ws/form/candform/schema": schemaAnswer(ada.login),
    [`GET ${answerPath}`]: () => reads[Math.min(read++, reads.length - 1)],
    ...Object.fromEntries(
      [...APPLICATION_TABS, "home"].map((tab) => [
        `PUT /ws/form/candform/answer/7/step/${tab}`,
        { body: { result: "OK" } },
      ]),
    ),
  });
}

const banner = () => screen.findByTestId("document-requests", {}, { timeout: 5000 });

beforeEach(useFakeXhr);

describe("documents requested by the office, on the candidate's form", { timeout: 20_000 }, () => {
  it("names each document with its reason, comment and deadline, overdue ones marked", async () => {
    server([answer([photoRequest, proofRequest])]);
    renderApp("/form/candform", { session: ada });
    const alert = await banner();
    expect(alert).toHaveAttribute("role", "status");
    expect(
      within(alert).getByRole("heading", { name: "Documents requested by the admissions office" }),
    ).toBeInTheDocument();
    const [photo, proof] = within(alert).getAllByRole("listitem");
    expect(photo).toHaveTextContent(
      "Upload Identity photoReason: Blurred scanPlease send a sharper photo.Deadline: December 1, 2026",
    );
    expect(photo).not.toHaveTextContent("overdue");
    expect(proof).toHaveTextContent(
      "Upload Proof of paymentReason: Missing documentDeadline: November 1, 2026overdue",
    );
    // The banner is read out, it does not take the focus.
    expect(alert).not.toContainElement(document.activeElement as HTMLElement);
  });

  it("gives the deadline in the interface's language", async () => {
    server([answer([photoRequest])]);
    renderApp("/form/candform", { session: ada, locale: "fr" });
    expect(await banner()).toHaveTextContent("Date limite : 1 décembre 2026");
  });

  it("shows nothing without open requests", async () => {
    server([answer([])]);
    renderApp("/form/candform", { session: ada });
    await screen.findByRole("tab", { name: "Home" }, { timeout: 5000 });
    expect(screen.queryByTestId("document-requests")).toBeNull();
  });

  it("opens the tab of the document, focuses its picker, and drops the request once the file is uploaded", async () => {
    server([answer([photoRequest, proofRequest]), answer([proofRequest])]);
    const user = userEvent.setup({ applyAccept: false });
    renderApp("/form/candform", { session: ada });
    await user.click(within(await banner()).getByRole("button", { name: "Upload Identity photo" }));
    expect(screen.getByRole("tab", { name: "Personal information" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const picker = document.querySelector<HTMLInputElement>('[data-path="uploadPhoto"] input[type="file"]');
    expect(picker).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(picker));
    // The other fields of the locked tab stay locked.
    const pane = document.querySelector<HTMLElement>(".tab-pane.active")!;
    expect(pane.querySelectorAll('input[type="file"]')).toHaveLength(1);

    await user.upload(picker!, fakeFile("me.jpg", 2000, "image/jpeg"));
    await FakeXhr.sent[0].respond(200, {
      generated_name: "aa11bb22cc33dd44ee55ff6600112233",
      upload_date: 2,
      version: 4,
    });
    await waitFor(() =>
      expect(within(screen.getByTestId("document-requests")).getAllByRole("listitem")).toHaveLength(1),
    );
    expect(screen.getByTestId("document-requests")).not.toHaveTextContent("Identity photo");
  });
});
