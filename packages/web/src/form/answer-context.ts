import { createContext, useContext } from "react";

/**
 * The answer a form edits, for widgets that call the server themselves (the file widget uploads to
 * {ws}/{formid}/answer/{answerId}/file): ids, and the answer's version, which such a call must
 * update when the server answers a new one, so that the next save is not refused as stale.
 */
export interface AnswerHandle {
  formId: string;
  answerId: number;
  login: string;
  getVersion(): number;
  setVersion(version: number): void;
}

/** Provided by the form screen around the renderer; null when the form edits no stored answer. */
export const AnswerContext = createContext<AnswerHandle | null>(null);

/** The answer being edited, or null (a form rendered without the form screen). */
export function useAnswer(): AnswerHandle | null {
  return useContext(AnswerContext);
}
