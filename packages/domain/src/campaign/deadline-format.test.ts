import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import { canonicalTimeZone, deadlineText, isTimeZone, zoneCity } from "./deadline-format.ts";

const CLOSES = "2027-03-31T21:59:59.000Z";
const read = (language: "en" | "fr", zone: string) => {
  const { key, params } = deadlineText(CLOSES, language, zone);
  return translate(language, key, { ...params });
};

describe("deadlineText", () => {
  it("gives the day and time where the reader is, with the zone's city", () => {
    expect(read("en", "Europe/Paris")).toBe("31 March 2027, 23:59 (Paris time)");
    expect(read("fr", "Europe/Paris")).toBe("31 mars 2027 à 23:59 (heure de Paris)");
    expect(read("en", "America/New_York")).toBe("31 March 2027, 17:59 (New York time)");
    expect(read("en", "Asia/Kolkata")).toBe("1 April 2027, 03:29 (Kolkata time)");
  });

  it("names a zone of no city as it is", () => {
    expect(read("en", "UTC")).toBe("31 March 2027, 21:59 (UTC)");
    expect(zoneCity("Etc/GMT+5")).toBeUndefined();
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
  });
});

describe("isTimeZone", () => {
  it("knows IANA zones and refuses anything else", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone("x".repeat(80))).toBe(false);
    expect(canonicalTimeZone("europe/paris")).toBe("Europe/Paris");
  });
});
