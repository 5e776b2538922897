/**
 * The flags of one upload item (SPEC §4), as the file widget's queue keeps them: ready (queued to be
 * sent), uploading, uploaded (an answer came back, good or bad), success, cancelled, error, and the
 * progress in percent.
 */
export interface UploadFlags {
  ready: boolean;
  uploading: boolean;
  uploaded: boolean;
  success: boolean;
  cancelled: boolean;
  error: boolean;
  /** 0 to 100. */
  progress: number;
}

/** What can happen to an upload item. */
export type UploadEvent =
  /** Queued to be sent (auto-upload prepares it at once). */
  | { type: "prepare" }
  /** The request leaves: uploading, every other outcome flag cleared (also a retry). */
  | { type: "start" }
  /** The browser reported sent bytes. */
  | { type: "progress"; percent: number }
  /** The server answered with this HTTP status. */
  | { type: "complete"; status: number }
  /** The request failed without a usable answer (network, refusal read as an error). */
  | { type: "fail" }
  /** The person (or the widget) aborted it. */
  | { type: "cancel" };

/** Outcome name of an item, for the queue's status column. */
export type UploadStatus = "queued" | "ready" | "uploading" | "success" | "error" | "cancelled";

/** A freshly added item: nothing has happened yet. */
export const NEW_UPLOAD: UploadFlags = Object.freeze({
  ready: false,
  uploading: false,
  uploaded: false,
  success: false,
  cancelled: false,
  error: false,
  progress: 0,
});

/** SPEC §4: a successful upload status is 200 to 299, or 304. */
export function isSuccessStatus(status: number): boolean {
  return (status >= 200 && status < 300) || status === 304;
}

const SUCCEEDED: UploadFlags = { ...NEW_UPLOAD, uploaded: true, success: true, progress: 100 };
const FAILED: UploadFlags = { ...NEW_UPLOAD, uploaded: true, error: true, progress: 0 };
const CANCELLED: UploadFlags = { ...NEW_UPLOAD, cancelled: true, progress: 0 };

/**
 * The item's flags after an event (pure). An upload starts with uploading true and progress 0;
 * success sets progress 100; error and cancel reset it to 0; progress only moves while uploading;
 * a finished or failed item can start again (retry); a second start while uploading changes nothing.
 */
export function nextUploadFlags(flags: UploadFlags, event: UploadEvent): UploadFlags {
  switch (event.type) {
    case "prepare":
      return flags.uploading ? flags : { ...flags, ready: true };
    case "start":
      return flags.uploading ? flags : { ...NEW_UPLOAD, ready: true, uploading: true };
    case "progress": {
      if (!flags.uploading || !Number.isFinite(event.percent)) return flags;
      const progress = Math.min(100, Math.max(0, Math.round(event.percent)));
      return progress === flags.progress ? flags : { ...flags, progress };
    }
    case "complete":
      if (!flags.uploading) return flags;
      return isSuccessStatus(event.status) ? { ...SUCCEEDED } : { ...FAILED };
    case "fail":
      return flags.uploading ? { ...FAILED } : flags;
    case "cancel":
      return flags.uploading || flags.ready ? { ...CANCELLED } : flags;
  }
}

/** The one status to show for an item's flags. */
export function uploadStatus(flags: UploadFlags): UploadStatus {
  if (flags.uploading) return "uploading";
  if (flags.success) return "success";
  if (flags.error) return "error";
  if (flags.cancelled) return "cancelled";
  return flags.ready ? "ready" : "queued";
}

/** Whether the item may be sent again (Retry): it failed or was cancelled. */
export function canRetry(flags: UploadFlags): boolean {
  return !flags.uploading && (flags.error || flags.cancelled);
}
