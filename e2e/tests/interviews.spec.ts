import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { translate, type Locale } from "../../packages/domain/src/i18n/index.ts";
import { readOutbox } from "../../packages/server/src/mail/outbox-files.ts";
import { axeViolations } from "./axe.ts";
import { expect, test, type Account } from "./fixtures.ts";
import { APPLICATION_VALUES, authHeaders, jpg, saveByApi, uploadByApi } from "./journey-kit.ts";
import { screen } from "./screens.ts";
import { E2E_DATA_DIR } from "./settings.ts";

// Issue #38: an administrator opens an interview slot, invites a candidate from the workspace in
// bulk, and the candidate books the slot from their home on a phone; the e-mail that follows
// carries the calendar file (.ics) whose event starts when the slot does. In English and in French.

const SESSION_KEY = "portal.session";
const PHONE = { width: 390, height: 844 };
const tr = (lang: Locale, key: string, params?: Record<string, string | number>) =>
  translate(lang, key, params);

async function speaks(request: APIRequestContext, account: Account, lang: Locale) {
  const put = await request.put("/ws/account/language", {
    headers: await authHeaders(request, account),
    data: { locale: lang },
  });
  expect(put.status(), await put.text()).toBe(200);
}

/** The administrator's own desktop page, signed in through the stored session. */
async function adminPage(browser: Browser, admin: Account): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [
      SESSION_KEY,
      JSON.stringify({ login: admin.login, email: admin.email, token: admin.token, admin: true }),
    ],
  );
  return page;
}

/** The day `days` after today, YYYY-MM-DD. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An instant as the .ics writes it in UTC: 20270310T090000Z. */
const icsUtc = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

async function noAxeViolations(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

for (const [index, lang] of (["en", "fr"] as Locale[]).entries()) {
  test(`an invited candidate books an interview slot on a phone and the e-mail carries the calendar file (${lang})`, async ({
    browser,
    page,
    request,
    candidate,
    adminAccount: admin,
  }) => {
    test.setTimeout(150_000);
    const stamp = `${Date.now().toString(36)}${lang}`;
    // Names take letters only: the stamp's digits become letters.
    const family = `Interview${stamp.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
    const place = `Room ${stamp}`;
    await speaks(request, candidate, lang);
    await saveByApi(request, candidate, candidate.login, "choice", {
      typeformation: "MSC",
      mscchoice: "MAE",
    });
    await uploadByApi(request, candidate, "uploadPhoto", jpg("photo.jpg"));
    await saveByApi(request, candidate, candidate.login, "personal", {
      ...APPLICATION_VALUES.personal,
      familyName: family,
    });

    // The administrator opens a slot for the MSc in Aerospace Engineering.
    const office = await adminPage(browser, admin);
    await office.goto("/admin/interviews");
    await expect(office.getByRole("heading", { name: "Interviews", level: 1 })).toBeVisible();
    await office.getByLabel("Programme").selectOption("MAE");
    await office.getByLabel("Date", { exact: true }).fill(dayAhead(10 + index));
    await office.getByLabel("Time", { exact: true }).fill("10:30");
    await office.getByLabel("Length (minutes)").fill("45");
    await office.getByLabel("Place", { exact: true }).fill(place);
    await office.getByLabel("Seats").fill("2");
    await office.getByRole("button", { name: "Add the slot" }).click();
    await expect(office.getByText("Slot added.")).toBeVisible();
    const slotCard = office.getByRole("article").filter({ hasText: place });
    await expect(slotCard.getByText("0 of 2 booked")).toBeVisible();
    await noAxeViolations(office, "the interviews page");
    await screen(office, `interviews-slot-added-${lang}`);

    // … and invites the candidate from the workspace, in bulk.
    await office.goto(`/admin/applications?q=${family}`);
    const table = office.getByRole("table", { name: /Applications/ });
    await expect(table.getByText(candidate.login)).toBeVisible();
    await office.getByRole("checkbox", { name: "Select all the rows of this page" }).check();
    await office.getByRole("button", { name: "Invite to interview" }).click();
    const dialog = office.getByRole("dialog", { name: "Invite to interview" });
    await screen(office, `interviews-invite-dialog-${lang}`);
    await dialog.getByRole("button", { name: "Invite 1 candidate" }).click();
    await expect(office.getByText("1 invited; 0 already invited; 0 without a programme.")).toBeVisible();

    // The candidate, on a phone, sees the invitation on their home and books the slot.
    await page.setViewportSize(PHONE);
    if (lang === "fr") await page.addInitScript(() => localStorage.setItem("portal.lang", "fr"));
    await page.goto("/");
    const card = page.getByRole("region", { name: tr(lang, "interview.title") });
    const invited = tr(lang, "interview.invited", { programme: "\u0000" }).split("\u0000")[0]!;
    await expect(card.getByText(invited, { exact: false })).toBeVisible();
    const choice = card.getByRole("listitem").filter({ hasText: place });
    await expect(choice.getByText(tr(lang, "interview.seatsLeft_other", { count: 2 }))).toBeVisible();
    await noAxeViolations(page, "the home with the invitation");
    await screen(page, `interview-invited-${lang}-phone`);
    await choice
      .getByRole("button", { name: new RegExp(`^${tr(lang, "interview.bookSlot", { time: "" }).trim()}`) })
      .click();
    await expect(card.getByText(tr(lang, "interview.done.booked"))).toBeVisible();
    await expect(card.getByText(tr(lang, "interview.place", { place }))).toBeVisible();
    await expect(card.getByRole("button", { name: tr(lang, "interview.move") })).toBeVisible();
    await noAxeViolations(page, "the home with the booked interview");
    await screen(page, `interview-booked-${lang}-phone`);

    // The e-mail, in the candidate's language, carries the .ics whose event starts with the slot.
    const listed = await request.get("/ws/admin/interviews/slots?programme=MAE", {
      headers: await authHeaders(request, admin),
    });
    const slot = (
      (await listed.json()) as { slots: { place: string | null; startsAt: string }[] }
    ).slots.find((s) => s.place === place)!;
    await expect
      .poll(
        () =>
          readOutbox(E2E_DATA_DIR).filter((m) => m.to === candidate.email && m.attachments.length > 0).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    const mail = readOutbox(E2E_DATA_DIR).find((m) => m.to === candidate.email && m.attachments.length > 0)!;
    expect(mail.subject).toContain(
      tr(lang, "mailTemplates.interview_booked.subject", { programme: "", date: "" }).slice(0, 12),
    );
    const [ics] = mail.attachments;
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(ics!.filename).toMatch(/\.ics$/);
    const event = /BEGIN:VEVENT[\s\S]*END:VEVENT/.exec(ics!.content)?.[0] ?? "";
    expect(event).toContain(`DTSTART:${icsUtc(slot.startsAt)}`);
    expect(event).toContain("DURATION:PT45M");
    expect(event).toContain(`LOCATION:${place}`);

    // The slot now lists the candidate.
    await office.goto("/admin/interviews");
    await office.getByLabel("Programme").selectOption("MAE");
    const booked = office.getByRole("article").filter({ hasText: place });
    await expect(booked.getByText("1 of 2 booked")).toBeVisible();
    await expect(booked.getByText(`${APPLICATION_VALUES.personal!.givenName} ${family}`)).toBeVisible();
    await noAxeViolations(office, "the interviews page with a booking");
    await screen(office, `interviews-slot-booked-${lang}`);
    await office.setViewportSize(PHONE);
    await screen(office, `interviews-slot-booked-${lang}-phone`);
    await office.setViewportSize({ width: 1280, height: 900 });

    // The dossier shows the interview.
    await booked.getByRole("link", { name: new RegExp(family) }).click();
    const interview = office.getByRole("region", { name: "Interview" });
    await expect(interview.getByText("Slot booked")).toBeVisible();
    await expect(interview.getByText(place)).toBeVisible();
    await noAxeViolations(office, "the dossier with the interview");
    await screen(office, `interviews-dossier-${lang}`);
    await office.close();
  });
}
