/**
 * Files of an answer are read and written under the answer's own rules (policies/answer.ts:
 * its candidate and administrators; tab locks for candidates). This adds the one rule of files:
 * a stored file is reachable only through the path of the answer it belongs to.
 */
export function fileBelongsToAnswer(file: { answer_id: number }, answer: { id: number }): boolean {
  return file.answer_id === answer.id;
}
