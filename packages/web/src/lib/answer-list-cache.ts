import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/** The prefix of the administrators' answer list queries of a form (features/admin/answers-api.ts). */
export const answerListKey = (formId: string) => ["answers", formId] as const;

/**
 * What a write to an answer (tab save, upload, removal, decision) calls on success: the side panel's
 * list shows each answer's last modification, so it is marked stale (refetched only while shown).
 * The open answer's own query is left alone: the form's store already holds what was saved, and a
 * new answer in the cache would rebuild the form over edits not saved yet.
 */
export function useAnswerWritten(): (formId: string) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    (formId: string) => client.invalidateQueries({ queryKey: answerListKey(formId) }),
    [client],
  );
}
