/**
 * Ends the current task and resumes in a new one, after the browser has had the chance to paint
 * and to handle input: the start of a page split into tasks instead of one long one that a phone
 * could not interrupt (issue #13, Lighthouse's total blocking time). `scheduler.yield` resumes
 * ahead of other queued tasks where the browser has it; a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
