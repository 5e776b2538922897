import { describe, expect, it } from "vitest";
import type { UploadEvent, UploadFlags } from "./upload-item.ts";
import { NEW_UPLOAD, canRetry, isSuccessStatus, nextUploadFlags, uploadStatus } from "./upload-item.ts";

const flags = (over: Partial<UploadFlags> = {}): UploadFlags => ({ ...NEW_UPLOAD, ...over });
const READY = flags({ ready: true });
const UPLOADING = flags({ ready: true, uploading: true });
const HALF = flags({ ready: true, uploading: true, progress: 50 });
const SUCCESS = flags({ uploaded: true, success: true, progress: 100 });
const ERROR = flags({ uploaded: true, error: true });
const CANCELLED = flags({ cancelled: true });

const start: UploadEvent = { type: "start" };
const cancel: UploadEvent = { type: "cancel" };
const fail: UploadEvent = { type: "fail" };
const progress = (percent: number): UploadEvent => ({ type: "progress", percent });
const complete = (status: number): UploadEvent => ({ type: "complete", status });

describe("upload item flags (SPEC §4)", () => {
  it.each<[string, UploadFlags, UploadEvent, UploadFlags]>([
    ["prepare marks a new item ready", NEW_UPLOAD, { type: "prepare" }, READY],
    ["prepare leaves an upload in flight alone", HALF, { type: "prepare" }, HALF],
    ["an upload starts with uploading true and progress 0", READY, start, UPLOADING],
    ["start from a new item", NEW_UPLOAD, start, UPLOADING],
    ["retry after an error clears error and uploaded", ERROR, start, UPLOADING],
    ["retry after a cancel clears cancelled", CANCELLED, start, UPLOADING],
    ["start again after a success", SUCCESS, start, UPLOADING],
    ["a second start while uploading changes nothing", HALF, start, HALF],
    ["progress moves while uploading", UPLOADING, progress(50), HALF],
    ["progress is rounded", UPLOADING, progress(49.6), HALF],
    ["progress is clamped to 100", UPLOADING, progress(130), flags({ ...UPLOADING, progress: 100 })],
    ["progress is clamped to 0", HALF, progress(-5), UPLOADING],
    ["progress ignores NaN", HALF, progress(Number.NaN), HALF],
    ["progress is ignored when not uploading", READY, progress(40), READY],
    ["progress is ignored after success", SUCCESS, progress(40), SUCCESS],
    ["status 200 succeeds with progress 100", HALF, complete(200), SUCCESS],
    ["status 201 succeeds", UPLOADING, complete(201), SUCCESS],
    ["status 299 succeeds", HALF, complete(299), SUCCESS],
    ["status 304 succeeds", HALF, complete(304), SUCCESS],
    ["status 300 is an error, progress back to 0", HALF, complete(300), ERROR],
    ["status 199 is an error", HALF, complete(199), ERROR],
    ["status 413 is an error", HALF, complete(413), ERROR],
    ["status 415 is an error", HALF, complete(415), ERROR],
    ["status 0 is an error", HALF, complete(0), ERROR],
    ["an answer when nothing was sent changes nothing", READY, complete(200), READY],
    ["a failure while uploading is an error with progress 0", HALF, fail, ERROR],
    ["a failure when nothing is sent changes nothing", SUCCESS, fail, SUCCESS],
    ["cancel while uploading resets progress to 0", HALF, cancel, CANCELLED],
    ["cancel a ready item", READY, cancel, CANCELLED],
    ["cancel after success changes nothing", SUCCESS, cancel, SUCCESS],
    ["cancel after an error changes nothing", ERROR, cancel, ERROR],
  ])("%s", (_, before, event, after) => {
    expect(nextUploadFlags(before, event)).toEqual(after);
  });

  it("never mutates the flags it is given", () => {
    const before = flags({ ...HALF });
    nextUploadFlags(before, complete(200));
    nextUploadFlags(before, cancel);
    expect(before).toEqual(HALF);
    expect(Object.isFrozen(NEW_UPLOAD)).toBe(true);
  });

  it("follows a whole upload: prepare, start, progress to 100, success", () => {
    const events: UploadEvent[] = [{ type: "prepare" }, start, progress(10), progress(60), progress(100)];
    const seen = events.reduce<UploadFlags[]>(
      (list, e) => [...list, nextUploadFlags(list.at(-1) ?? NEW_UPLOAD, e)],
      [],
    );
    expect(seen.map((f) => f.progress)).toEqual([0, 0, 10, 60, 100]);
    expect(nextUploadFlags(seen.at(-1)!, complete(200))).toEqual(SUCCESS);
  });

  it("says whether a status is a success", () => {
    expect([200, 204, 299, 304].map(isSuccessStatus)).toEqual([true, true, true, true]);
    expect([0, 199, 300, 301, 400, 409, 500].map(isSuccessStatus)).toEqual(Array(7).fill(false));
  });

  it.each<[UploadFlags, string, boolean]>([
    [NEW_UPLOAD, "queued", false],
    [READY, "ready", false],
    [HALF, "uploading", false],
    [SUCCESS, "success", false],
    [ERROR, "error", true],
    [CANCELLED, "cancelled", true],
  ])("status of %o is %s (retry %s)", (f, status, retry) => {
    expect(uploadStatus(f)).toBe(status);
    expect(canRetry(f)).toBe(retry);
  });
});
