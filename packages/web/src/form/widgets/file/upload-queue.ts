import type { Message } from "@portal/domain/i18n/catalogue";
import type { PickedFile } from "@portal/domain/uploads/limits";
import { QUEUE_LIMIT } from "@portal/domain/uploads/limits";
import type { UploadEvent, UploadFlags } from "@portal/domain/uploads/upload-item";
import { NEW_UPLOAD, nextUploadFlags } from "@portal/domain/uploads/upload-item";

/** One file of the widget's queue with its upload flags. */
export interface QueueItem<F extends PickedFile = PickedFile> {
  id: number;
  file: F;
  flags: UploadFlags;
  /** The server refused the file itself (its content, size…): no Retry, only another file. */
  refused?: boolean;
}

/** The widget's queue (at most QUEUE_LIMIT files), the local alert and the server's refusal text. */
export interface QueueState<F extends PickedFile = PickedFile> {
  items: QueueItem<F>[];
  /** Too heavy or wrong extension (SPEC §5), shown until dismissed or another file is picked. */
  alert: Message | null;
  /** Why the last upload or removal failed (the server's message), shown until the next try. */
  failure: string | null;
}

/** What happens to the queue. */
export type QueueAction<F extends PickedFile = PickedFile> =
  | { type: "add"; item: QueueItem<F> }
  | { type: "refuse"; alert: Message }
  | { type: "upload"; id: number; event: UploadEvent; failure?: string; refused?: boolean }
  | { type: "fail"; failure: string }
  | { type: "dismiss" }
  | { type: "drop"; id: number }
  | { type: "clear" };

/** An empty queue. */
export const EMPTY_QUEUE: QueueState<never> = { items: [], alert: null, failure: null };

let nextId = 1;

/** A new queue item, prepared for sending (auto-upload). */
export function queueItem<F extends PickedFile>(file: F): QueueItem<F> {
  return { id: nextId++, file, flags: nextUploadFlags(NEW_UPLOAD, { type: "prepare" }) };
}

/**
 * The queue reducer (pure). Adding keeps only the newest QUEUE_LIMIT files. A too-heavy file is
 * never queued (the queue stays as it was); a wrong extension removes the file from the queue.
 * Upload events move the item's flags (domain state machine). Clear empties everything (removal).
 */
export function queueReducer<F extends PickedFile>(
  state: QueueState<F>,
  action: QueueAction<F>,
): QueueState<F> {
  switch (action.type) {
    case "add":
      return { items: [...state.items, action.item].slice(-QUEUE_LIMIT), alert: null, failure: null };
    case "refuse":
      return action.alert.code === "FILE_TOO_HEAVY"
        ? { ...state, alert: action.alert }
        : { items: [], alert: action.alert, failure: null };
    case "upload": {
      const items = state.items.map((item) =>
        item.id === action.id
          ? { ...item, flags: nextUploadFlags(item.flags, action.event), refused: action.refused ?? false }
          : item,
      );
      const failure = action.event.type === "start" ? null : (action.failure ?? state.failure);
      return { ...state, items, failure };
    }
    case "fail":
      return { ...state, failure: action.failure };
    case "dismiss":
      return { ...state, alert: null, failure: null };
    case "drop":
      return { ...state, items: state.items.filter((item) => item.id !== action.id), failure: null };
    case "clear":
      return { items: [], alert: null, failure: null };
  }
}
