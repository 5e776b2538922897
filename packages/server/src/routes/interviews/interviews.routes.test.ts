import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { patchStoredAnswer } from "../../../test/answers-kit.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { MovableClock } from "../../clock.ts";
import { remindInterviews } from "../../commands/interview-reminders.ts";
import { PORTAL_JOBS } from "../../jobs/portal-jobs.ts";
import { interviewOf } from "../../queries/interviews.ts";
import { mailsTo, seedJury } from "../workflow/workflow-test-kit.ts";
import { book, hoursAhead, invite, mscCandidate, openSlot } from "./interview-kit.ts";

const ics = (mail: { attachments: unknown }) => {
  const files = (mail.attachments ?? []) as { filename: string; contentType: string; content: string }[];
  return files.map((f) => ({ ...f, text: Buffer.from(f.content, "base64").toString("utf8") }));
};

describe("interviews", () => {
  let t: TestApp;
  let admin: BuiltUser;
  const clock = new MovableClock();

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    admin = await buildAdmin(t.app);
    await seedJury(t.app, { id: "JURY_MSC" });
  });
  afterAll(async () => t.close());

  describe("POST /ws/admin/interviews/slots", () => {
    it("refuses a slot with neither place nor link and a past start, naming both", async () => {
      const res = await call(t.app, {
        method: "POST",
        url: "/ws/admin/interviews/slots",
        token: admin.token,
        payload: { programme: "MAE", startsAt: hoursAhead(t.app, -2), minutes: 30, place: "", capacity: 2 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("must start in the future");
      expect(res.json().message).toContain("Give a place or a video link");
    });

    it("refuses an unknown programme with 404", async () => {
      const res = await call(t.app, {
        method: "POST",
        url: "/ws/admin/interviews/slots",
        token: admin.token,
        payload: {
          programme: "NOPE",
          startsAt: hoursAhead(t.app, 5),
          minutes: 30,
          place: "Room",
          capacity: 2,
        },
      });
      expect(res.statusCode).toBe(404);
    });

    it("is for administrators only", async () => {
      const reviewer = await buildReviewer(t.app, ["JURY_MSC"]);
      const candidate = await buildCandidate(t.app);
      for (const user of [reviewer, candidate]) {
        const res = await call(t.app, { url: "/ws/admin/interviews/slots", token: user.token });
        expect(res.statusCode).toBe(403);
      }
    });
  });

  describe("inviting in bulk", () => {
    it("invites each application for its programme once, skipping and counting those invited before", async () => {
      const a = await mscCandidate(t.app);
      const b = await mscCandidate(t.app, "fr");
      const first = await invite(t.app, admin, [a.answerId]);
      expect(first.json()).toMatchObject({ invited: 1, skipped: 0, noProgramme: 0 });
      const second = await invite(t.app, admin, [a.answerId, b.answerId]);
      expect(second.json()).toMatchObject({ invited: 1, skipped: 1 });
      const [mail] = await mailsTo(t.app, b.login);
      expect(mail!.subject).toMatch(/^Entretien pour MSc in Aerospace Engineering/);
      expect((await interviewOf(t.app.db, b.answerId))?.programme).toBe("MAE");
    });
  });

  describe("the candidate's booking", () => {
    it("shows the open slots to the invited candidate only", async () => {
      const slot = await openSlot(t.app, admin);
      const outsider = await mscCandidate(t.app);
      const res = await call(t.app, { url: "/ws/interview", token: outsider.token });
      expect(res.json()).toMatchObject({ invitation: null, slots: [] });
      const invited = await mscCandidate(t.app);
      await invite(t.app, admin, [invited.answerId]);
      const read = await call(t.app, { url: "/ws/interview", token: invited.token });
      expect(read.json().invitation).toMatchObject({ status: "invited", slot: null });
      expect(read.json().slots.map((s: { id: number }) => s.id)).toContain(slot.id);
      expect(
        (await book(t.app, outsider, slot.id)).statusCode,
        "an application never invited books nothing",
      ).toBe(404);
    });

    it("books, e-mails a calendar file with the slot's start, then moves with the same UID and a higher SEQUENCE", async () => {
      const first = await openSlot(t.app, admin, {
        startsAt: "2099-03-10T09:00:00+01:00",
        videoLink: "https://meet.example.org/x",
      });
      const second = await openSlot(t.app, admin, { startsAt: "2099-03-11T14:30:00+01:00" });
      const candidate = await mscCandidate(t.app);
      await invite(t.app, admin, [candidate.answerId]);
      const booked = await book(t.app, candidate, first.id);
      expect(booked.statusCode, booked.body).toBe(200);
      expect(booked.json()).toMatchObject({
        done: "booked",
        invitation: { status: "booked", slot: { id: first.id } },
      });
      const mails = await mailsTo(t.app, candidate.login);
      const [calendar] = ics(mails.at(-1)!);
      expect(calendar!.contentType).toMatch(/^text\/calendar/);
      expect(calendar!.text).toContain("DTSTART:20990310T080000Z");
      expect(calendar!.text).toContain("https://meet.example.org/x");
      const uid = /UID:(.+)/.exec(calendar!.text)![1];

      const moved = await book(t.app, candidate, second.id);
      expect(moved.json()).toMatchObject({ done: "moved", invitation: { slot: { id: second.id } } });
      const [update] = ics((await mailsTo(t.app, candidate.login)).at(-1)!);
      expect(update!.text).toContain(`UID:${uid}`);
      expect(update!.text).toContain("DTSTART:20990311T133000Z");
      expect(Number(/SEQUENCE:(\d+)/.exec(update!.text)![1])).toBeGreaterThan(
        Number(/SEQUENCE:(\d+)/.exec(calendar!.text)![1]),
      );
      const slots = await t.app.db
        .selectFrom("interview_slots")
        .select(["id", "booked"])
        .where("id", "in", [first.id, second.id])
        .execute();
      expect(Object.fromEntries(slots.map((s) => [s.id, s.booked]))).toEqual({
        [first.id]: 0,
        [second.id]: 1,
      });
    });

    it("refuses a full slot with 409, and a decline without a reason with 400", async () => {
      const slot = await openSlot(t.app, admin, { capacity: 1 });
      const [a, b] = [await mscCandidate(t.app), await mscCandidate(t.app)];
      await invite(t.app, admin, [a.answerId, b.answerId]);
      expect((await book(t.app, a, slot.id)).statusCode).toBe(200);
      const full = await book(t.app, b, slot.id);
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe("This slot is full or has passed. Choose another one.");
      const noReason = await call(t.app, {
        method: "POST",
        url: "/ws/interview/decline",
        token: a.token,
        payload: { reason: " " },
      });
      expect(noReason.statusCode).toBe(400);
    });

    it("declines with a reason, frees the seat, and books nothing afterwards", async () => {
      const slot = await openSlot(t.app, admin, { capacity: 1 });
      const candidate = await mscCandidate(t.app);
      await invite(t.app, admin, [candidate.answerId]);
      await book(t.app, candidate, slot.id);
      const declined = await call(t.app, {
        method: "POST",
        url: "/ws/interview/decline",
        token: candidate.token,
        payload: { reason: "I accepted another offer" },
      });
      expect(declined.json()).toMatchObject({
        done: "declined",
        invitation: { status: "declined", declineReason: "I accepted another offer" },
        slots: [],
      });
      const row = await t.app.db
        .selectFrom("interview_slots")
        .select("booked")
        .where("id", "=", slot.id)
        .executeTakeFirstOrThrow();
      expect(row.booked).toBe(0);
      expect((await book(t.app, candidate, slot.id)).statusCode).toBe(409);
    });

    it("forgets the reason for declining when the account is anonymised, keeping the decline", async () => {
      const candidate = await mscCandidate(t.app);
      await invite(t.app, admin, [candidate.answerId]);
      await call(t.app, {
        method: "POST",
        url: "/ws/interview/decline",
        token: candidate.token,
        payload: { reason: "My own words" },
      });
      const anonymised = await call(t.app, {
        method: "POST",
        url: `/ws/admin/accounts/${candidate.login}/anonymise`,
        token: admin.token,
      });
      expect(anonymised.statusCode, anonymised.body).toBe(200);
      expect(await interviewOf(t.app.db, candidate.answerId)).toMatchObject({
        status: "declined",
        declineReason: null,
      });
    });

    it("refuses to book for a withdrawn application", async () => {
      const slot = await openSlot(t.app, admin);
      const candidate = await mscCandidate(t.app);
      await invite(t.app, admin, [candidate.answerId]);
      await patchStoredAnswer(t.app, candidate.answerId, { withdrawn: "O" });
      const refused = await book(t.app, candidate, slot.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain("withdrawn");
    });

    it("gives the seat back when the candidate withdraws before the interview", async () => {
      const slot = await openSlot(t.app, admin, { capacity: 1 });
      const candidate = await mscCandidate(t.app);
      const other = await mscCandidate(t.app);
      await invite(t.app, admin, [candidate.answerId, other.answerId]);
      expect((await book(t.app, candidate, slot.id)).statusCode).toBe(200);
      expect((await book(t.app, other, slot.id)).statusCode).toBe(409);
      const withdrawn = await call(t.app, {
        method: "POST",
        url: `/ws/withdrawal/${encodeURIComponent(candidate.login)}`,
        token: candidate.token,
        payload: { reason: "other_offer" },
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(await interviewOf(t.app.db, candidate.answerId)).toMatchObject({ status: "declined" });
      expect((await book(t.app, other, slot.id)).statusCode).toBe(200);
    });

    it("never overbooks: 20 candidates booking a 3-seat slot at once get 3 seats", async () => {
      const slot = await openSlot(t.app, admin, { capacity: 3 });
      const candidates = await Promise.all(Array.from({ length: 20 }, () => mscCandidate(t.app)));
      await invite(
        t.app,
        admin,
        candidates.map((c) => c.answerId),
      );
      const results = await Promise.all(candidates.map((c) => book(t.app, c, slot.id)));
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(17);
      const row = await t.app.db
        .selectFrom("interview_slots")
        .select("booked")
        .where("id", "=", slot.id)
        .executeTakeFirstOrThrow();
      expect(row.booked).toBe(3);
      const holders = await t.app.db
        .selectFrom("interview_invitations")
        .select("id")
        .where("slot_id", "=", slot.id)
        .execute();
      expect(holders).toHaveLength(3);
    });
  });

  describe("changing and deleting slots", () => {
    it("refuses fewer seats than booked (400) and deleting a booked slot (409); tells holders of a moved slot", async () => {
      const slot = await openSlot(t.app, admin, { capacity: 2 });
      const [a, b] = [await mscCandidate(t.app), await mscCandidate(t.app)];
      await invite(t.app, admin, [a.answerId, b.answerId]);
      await book(t.app, a, slot.id);
      await book(t.app, b, slot.id);
      const put = (fields: Record<string, unknown>) =>
        call(t.app, {
          method: "PUT",
          url: `/ws/admin/interviews/slots/${slot.id}`,
          token: admin.token,
          payload: { startsAt: slot.startsAt, minutes: 30, place: "Room B12", capacity: 2, ...fields },
        });
      const shrunk = await put({ capacity: 1 });
      expect(shrunk.statusCode).toBe(400);
      expect(shrunk.json().message).toContain("2 candidates have booked this slot");
      const deleted = await call(t.app, {
        method: "DELETE",
        url: `/ws/admin/interviews/slots/${slot.id}`,
        token: admin.token,
      });
      expect(deleted.statusCode).toBe(409);
      const before = (await mailsTo(t.app, a.login)).length;
      const moved = await put({ place: "Room C3" });
      expect(moved.json()).toMatchObject({ told: 2, slot: { place: "Room C3", bookings: [{}, {}] } });
      const [update] = ics((await mailsTo(t.app, a.login)).at(-1)!);
      expect((await mailsTo(t.app, a.login)).length).toBe(before + 1);
      expect(update!.text).toContain("LOCATION:Room C3");
    });
  });

  describe("the reminder and the attendance", () => {
    it("is a job of the queue, run every hour", () => {
      expect(PORTAL_JOBS.find((job) => job.name === "interview-reminders")?.cron).toBe("40 * * * *");
    });

    it("reminds each booked candidate once the day before, then staff of its jury record attendance", async () => {
      const slot = await openSlot(t.app, admin, { startsAt: hoursAhead(t.app, 60), capacity: 1 });
      const candidate = await mscCandidate(t.app);
      await invite(t.app, admin, [candidate.answerId]);
      await book(t.app, candidate, slot.id);
      const count = async () => (await mailsTo(t.app, candidate.login)).length;
      const before = await count();
      // Two days ahead: not yet.
      await remindInterviews(t.app.db, clock.now(), t.config);
      expect(await count()).toBe(before);
      clock.advance(37 * 3_600_000);
      expect(await remindInterviews(t.app.db, clock.now(), t.config)).toBe(1);
      expect(await count()).toBe(before + 1);
      const reminder = (await mailsTo(t.app, candidate.login)).at(-1)!;
      expect(reminder.subject).toMatch(/^Reminder: your interview/);
      await remindInterviews(t.app.db, clock.now(), t.config);
      expect(await count()).toBe(before + 1);

      const attendance = (user: BuiltUser, value: string | null) =>
        call(t.app, {
          method: "PUT",
          url: `/ws/admin/answers/${candidate.answerId}/interview/attendance`,
          token: user.token,
          payload: { attendance: value },
        });
      expect((await attendance(admin, "attended")).statusCode, "before the interview").toBe(409);
      clock.advance(24 * 3_600_000);
      const juryReviewer = await buildReviewer(t.app, ["JURY_MSC"]);
      const otherReviewer = await buildReviewer(t.app, ["JURY_OTHER"]);
      expect((await attendance(otherReviewer, "absent")).statusCode).toBe(403);
      const recorded = await attendance(juryReviewer, "attended");
      expect(recorded.statusCode, recorded.body).toBe(200);
      const dossier = await call(t.app, {
        url: `/ws/admin/answers/${candidate.answerId}/interview`,
        token: juryReviewer.token,
      });
      expect(dossier.json().interview).toMatchObject({
        status: "booked",
        attendance: "attended",
        slot: { id: slot.id },
      });
      expect((await interviewOf(t.app.db, candidate.answerId))?.attendance).toBe("attended");
    });
  });
});
