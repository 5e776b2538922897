import { useMutation } from "@tanstack/react-query";
import { useCallback, useReducer, useRef } from "react";
import { flushSync } from "react-dom";
import type { TFunction } from "i18next";
import type { FileLimits } from "@portal/domain/uploads/limits";
import { checkPickedFile } from "@portal/domain/uploads/limits";
import { isFileRefusal } from "@portal/domain/uploads/refusals";
import { useAnswerWritten } from "../../../lib/answer-list-cache.ts";
import { ApiError, describeError } from "../../../lib/api-error.ts";
import type { AnswerHandle } from "../../answer-context.ts";
import type { UploadRequest } from "./file-api.ts";
import { deleteStoredFile, downloadFile, saveBlob, uploadFile } from "./file-api.ts";
import { fileValueText } from "./file-value.ts";
import type { QueueItem, QueueState } from "./upload-queue.ts";
import { EMPTY_QUEUE, queueItem, queueReducer } from "./upload-queue.ts";

/** What the file widget's actions need: the answer, the field path, its limits and value setter. */
export interface FileActionsInput {
  answer: AnswerHandle | null;
  path: string;
  limits: FileLimits;
  t: TFunction;
  /** Called with the new stored value ("" once removed); read at call time, never stale. */
  onChange(value: unknown): void;
  /** The item's other values to send with an upload (list items). */
  siblings(): Record<string, string>;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * The queue of a file widget and what can be done with it: pick (checks, then auto-upload with
 * real progress), retry, cancel, drop, download (blob saved under the original name) and remove
 * (the value is emptied only when the server answers OK). Uploads and removals adopt the answer's
 * new version so that the next tab save is not refused as stale.
 */
export function useFileActions(input: FileActionsInput) {
  const [queue, dispatch] = useReducer(queueReducer<File>, EMPTY_QUEUE as QueueState<File>);
  const latest = useRef(input);
  latest.current = input;
  const aborts = useRef(new Map<number, AbortController>());
  const removingNow = useRef(false);
  const written = useAnswerWritten();
  // gcTime 0: a finished upload's File is not kept in the mutation cache.
  const upload = useMutation({
    mutationFn: ({ answer, request }: { answer: AnswerHandle; request: UploadRequest }) =>
      uploadFile(answer, request),
    onSuccess: (stored, { answer }) => {
      if (typeof stored?.version === "number") answer.setVersion(stored.version);
      void written(answer.formId);
    },
    gcTime: 0,
  });
  const removal = useMutation({
    mutationFn: ({ answer, generatedName }: { answer: AnswerHandle; generatedName: string }) =>
      deleteStoredFile(answer, generatedName, latest.current.t),
    onSuccess: (failure, { answer }) => {
      if (failure !== null) return dispatch({ type: "fail", failure });
      dispatch({ type: "clear" });
      latest.current.onChange("");
      void written(answer.formId);
    },
  });
  const { mutateAsync: uploadAsync } = upload;
  const { mutateAsync: removeAsync } = removal;

  const send = useCallback(
    async (item: QueueItem<File>) => {
      const { answer, path, t } = latest.current;
      if (!answer) return;
      const controller = new AbortController();
      aborts.current.set(item.id, controller);
      dispatch({ type: "upload", id: item.id, event: { type: "start" } });
      try {
        const stored = await uploadAsync({
          answer,
          request: {
            path,
            file: item.file,
            siblings: latest.current.siblings(),
            signal: controller.signal,
            // Shown at once (a few events a second): the bar reaches 100 before the server's answer replaces it.
            onProgress: ({ percent }) => {
              if (percent !== undefined)
                flushSync(() =>
                  dispatch({ type: "upload", id: item.id, event: { type: "progress", percent } }),
                );
            },
          },
        });
        dispatch({ type: "upload", id: item.id, event: { type: "complete", status: 200 } });
        if (stored?.generated_name)
          latest.current.onChange(fileValueText(item.file.name, stored.generated_name, stored.upload_date));
      } catch (error) {
        if (isAbort(error)) dispatch({ type: "upload", id: item.id, event: { type: "cancel" } });
        else if (error instanceof ApiError && error.status > 0) {
          const event = { type: "complete" as const, status: error.status };
          const refused = isFileRefusal((error.body as { code?: unknown } | undefined)?.code);
          dispatch({ type: "upload", id: item.id, event, failure: describeError(error, t), refused });
        } else
          dispatch({
            type: "upload",
            id: item.id,
            event: { type: "fail" },
            failure: describeError(error, t),
          });
      } finally {
        aborts.current.delete(item.id);
      }
    },
    [uploadAsync],
  );

  const pick = useCallback(
    (file: File) => {
      const refusal = checkPickedFile(file, latest.current.limits);
      if (refusal) return dispatch({ type: "refuse", alert: refusal });
      const item = queueItem(file);
      dispatch({ type: "add", item });
      void send(item);
    },
    [send],
  );

  const cancel = useCallback((item: QueueItem<File>) => aborts.current.get(item.id)?.abort(), []);
  const drop = useCallback((item: QueueItem<File>) => dispatch({ type: "drop", id: item.id }), []);
  const dismiss = useCallback(() => dispatch({ type: "dismiss" }), []);

  const download = useCallback(async (generatedName: string, name: string) => {
    const { answer, t } = latest.current;
    if (!answer) return;
    try {
      saveBlob(await downloadFile(answer, generatedName), name);
    } catch (error) {
      dispatch({ type: "fail", failure: describeError(error, t) });
    }
  }, []);

  const remove = useCallback(
    async (generatedName: string | undefined) => {
      const { answer } = latest.current;
      if (removingNow.current) return;
      if (!generatedName) {
        // A value that refers to no stored file: nothing to delete on the server.
        dispatch({ type: "clear" });
        return latest.current.onChange("");
      }
      if (!answer) return;
      // A second click before the re-render that disables the button is ignored.
      removingNow.current = true;
      try {
        await removeAsync({ answer, generatedName });
      } finally {
        removingNow.current = false;
      }
    },
    [removeAsync],
  );

  return {
    queue,
    pick,
    retry: send,
    cancel,
    drop,
    dismiss,
    download,
    remove,
    removing: removal.isPending,
  };
}
