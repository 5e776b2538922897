import { describe, expect, it } from "vitest";
import { NEW_UPLOAD } from "@portal/domain/uploads/upload-item";
import { tooHeavy, wrongExtension, fileLimits } from "@portal/domain/uploads/limits";
import type { QueueState } from "./upload-queue.ts";
import { EMPTY_QUEUE, queueItem, queueReducer } from "./upload-queue.ts";

const limits = fileLimits({ accept: ["pdf"] });
const a = queueItem({ name: "a.pdf", size: 1 });
const b = queueItem({ name: "b.pdf", size: 2 });
const start = (id: number) => ({ type: "upload" as const, id, event: { type: "start" as const } });

describe("upload queue reducer", () => {
  it("queues a new file prepared for auto-upload", () => {
    const state = queueReducer(EMPTY_QUEUE, { type: "add", item: a });
    expect(state.items).toEqual([a]);
    expect(a.flags).toEqual({ ...NEW_UPLOAD, ready: true });
  });

  it("holds one file: adding replaces the previous one and clears alerts", () => {
    const withAlert: QueueState = { items: [a], alert: tooHeavy(limits), failure: "Boom" };
    expect(queueReducer(withAlert, { type: "add", item: b })).toEqual({
      items: [b],
      alert: null,
      failure: null,
    });
  });

  it("keeps the queue on a too-heavy file (never queued) and empties it on a wrong extension", () => {
    const queued: QueueState = { ...EMPTY_QUEUE, items: [a] };
    expect(queueReducer(queued, { type: "refuse", alert: tooHeavy(limits) })).toEqual({
      items: [a],
      alert: tooHeavy(limits),
      failure: null,
    });
    expect(queueReducer(queued, { type: "refuse", alert: wrongExtension(limits) })).toEqual({
      items: [],
      alert: wrongExtension(limits),
      failure: null,
    });
  });

  it("moves the item's flags with upload events and keeps the failure until the next start", () => {
    let state: QueueState = queueReducer(EMPTY_QUEUE, { type: "add", item: a });
    state = queueReducer(state, start(a.id));
    state = queueReducer(state, { type: "upload", id: a.id, event: { type: "progress", percent: 40 } });
    expect(state.items[0].flags).toMatchObject({ uploading: true, progress: 40 });
    state = queueReducer(state, {
      type: "upload",
      id: a.id,
      event: { type: "complete", status: 413 },
      failure: "Too large",
    });
    expect(state.items[0].flags).toMatchObject({ error: true, uploaded: true, progress: 0 });
    expect(state.failure).toBe("Too large");
    state = queueReducer(state, start(a.id));
    expect(state.failure).toBeNull();
    expect(state.items[0].flags).toMatchObject({ uploading: true, error: false });
  });

  it("ignores events of an item no longer queued", () => {
    const state: QueueState = { ...EMPTY_QUEUE, items: [b] };
    expect(queueReducer(state, start(a.id)).items).toEqual([b]);
  });

  it("dismisses alerts, drops an item, clears everything", () => {
    const full: QueueState = { items: [a], alert: tooHeavy(limits), failure: "x" };
    expect(queueReducer(full, { type: "dismiss" })).toEqual({ items: [a], alert: null, failure: null });
    expect(queueReducer(full, { type: "drop", id: a.id }).items).toEqual([]);
    expect(queueReducer(full, { type: "fail", failure: "y" }).failure).toBe("y");
    expect(queueReducer(full, { type: "clear" })).toEqual(EMPTY_QUEUE);
  });
});
