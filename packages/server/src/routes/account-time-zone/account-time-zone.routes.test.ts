import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { formatDeadlineFor } from "../../mail/deadline-format.ts";

const putZone = (t: TestApp, user: BuiltUser | undefined, timeZone: string, locale = "en") =>
  call(t.app, {
    method: "PUT",
    url: "/ws/account/time-zone",
    token: user?.token,
    payload: { timeZone },
    headers: { "accept-language": locale },
  });

const storedZone = async (t: TestApp, user: BuiltUser) =>
  (
    await t.app.db
      .selectFrom("users")
      .select(["time_zone", "locale"])
      .where("login", "=", user.login)
      .executeTakeFirstOrThrow()
  ).time_zone;

describe("PUT /ws/account/time-zone", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TIME_ZONE: "Europe/Paris" });
  });
  afterAll(async () => t.close());

  it("records the zone the browser reported, as the zone database names it", async () => {
    const ada = await buildCandidate(t.app);
    const res = await putZone(t, ada, "america/new_york");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: "OK", timeZone: "America/New_York" });
    expect(await storedZone(t, ada)).toBe("America/New_York");
  });

  it("refuses what is not a zone, in the reader's language, and keeps the previous one", async () => {
    const ada = await buildCandidate(t.app);
    await putZone(t, ada, "Asia/Tokyo");
    const bad = await putZone(t, ada, "Mars/Olympus");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("“Mars/Olympus” is not a time zone.");
    const fr = await putZone(t, ada, "", "fr");
    expect(fr.statusCode).toBe(400);
    expect(await storedZone(t, ada)).toBe("Asia/Tokyo");
    expect((await putZone(t, undefined, "Europe/Paris")).statusCode).toBe(401);
  });
});

describe("formatDeadlineFor", () => {
  const config = { timeZone: "Europe/Paris" };
  const closes = "2027-03-31T21:59:59.000Z";

  it("writes a deadline in the recipient's language and zone", () => {
    expect(formatDeadlineFor({ locale: "fr", time_zone: "Asia/Tokyo" }, closes, config)).toBe(
      "1 avril 2027 à 06:59 (heure de Tokyo)",
    );
    expect(formatDeadlineFor({ locale: "en", time_zone: "America/New_York" }, closes, config)).toBe(
      "31 March 2027, 17:59 (New York time)",
    );
  });

  it("falls back to the institution's zone and to English", () => {
    expect(formatDeadlineFor({ locale: null, time_zone: null }, closes, config)).toBe(
      "31 March 2027, 23:59 (Paris time)",
    );
    expect(formatDeadlineFor({ locale: "fr", time_zone: "Nowhere/Land" }, new Date(closes), config)).toBe(
      "31 mars 2027 à 23:59 (heure de Paris)",
    );
  });
});
