import { describe, expect, it } from "vitest";
import { interviewCalendarFile } from "./interview-calendar.ts";

const event = {
  invitationId: 42,
  sequence: 1,
  startsAt: new Date("2027-03-10T09:00:00Z"),
  minutes: 45,
  title: "Admission interview: MSc in Aerospace Engineering",
  description: "Your admission interview.",
  place: "Room B12",
  videoLink: "https://meet.example.org/abc",
};
const text = (file: { content: string }) => Buffer.from(file.content, "base64").toString("utf8");

describe("interviewCalendarFile", () => {
  it("is a calendar file with the slot's start, length, place and link", () => {
    const file = interviewCalendarFile(event, "https://apply.example.org");
    expect(file.filename).toBe("interview.ics");
    expect(file.contentType).toMatch(/^text\/calendar/);
    const ics = text(file);
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("DTSTART:20270310T090000Z");
    expect(ics).toContain("DURATION:PT45M");
    expect(ics).toContain("LOCATION:Room B12 · https://meet.example.org/abc");
    expect(ics).toContain("METHOD:PUBLISH");
  });

  it("keeps the UID of the invitation and raises SEQUENCE when the interview moves", () => {
    const first = text(interviewCalendarFile(event, "https://apply.example.org"));
    const moved = text(
      interviewCalendarFile(
        { ...event, sequence: 2, startsAt: new Date("2027-03-11T14:30:00Z") },
        "https://apply.example.org",
      ),
    );
    expect(first).toContain("UID:interview-42@apply.example.org");
    expect(moved).toContain("UID:interview-42@apply.example.org");
    expect(first).toContain("SEQUENCE:1");
    expect(moved).toContain("SEQUENCE:2");
    expect(moved).toContain("DTSTART:20270311T143000Z");
  });
});
