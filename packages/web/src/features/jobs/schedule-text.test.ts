import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { scheduleText } from "./schedule-text.ts";

// The key and its values, so the test reads which wording was chosen (the page's test reads the texts).
const t = ((key: string, values?: object) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as TFunction;

describe("a job's schedule in words", () => {
  it("names the portal's schedules and shows any other cron as written", () => {
    expect(scheduleText("* * * * *", t)).toBe("jobsPage.every.minute");
    expect(scheduleText("*/5 * * * *", t)).toBe('jobsPage.every.minutes {"count":5}');
    expect(scheduleText("7 * * * *", t)).toBe('jobsPage.every.hour {"minute":"07"}');
    expect(scheduleText("0 3 * * 1", t)).toBe("0 3 * * 1");
    expect(scheduleText("*/x * * * *", t)).toBe("*/x * * * *");
  });
});
