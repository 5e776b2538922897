import type { StoredAnswer } from "./answer-saver.ts";

/** How many answers a process keeps (a few kilobytes each); beyond, the least recently saved goes. */
const MAX_KEPT = 2_000;

/**
 * The answers this process last saved, as they stood after the save (issue #13): a candidate's next
 * tab save, sent at the version the previous one returned, starts from this copy instead of
 * reading the row again, and its write is then guarded by the row's xmin and payments
 * (saveAnswerTab's keptCopy): if anything changed the row since (another process's save, a step,
 * an administrator, a payment, an erasure), nothing is written and the save runs again from a
 * fresh read. A copy is only a hint: it is never shown to anyone, and no decision it led to stands
 * unless the guarded write proved it current.
 */
export class KeptAnswers {
  private readonly byId = new Map<number, StoredAnswer & { xmin: string }>();

  /** The copy of an answer at exactly this version, if this process has one. */
  at(id: number, formId: string, version: number): (StoredAnswer & { xmin: string }) | undefined {
    const kept = this.byId.get(id);
    return kept && kept.version === version && kept.form_id === formId ? kept : undefined;
  }

  /** Keeps an answer as it now stands (after a save: its new version, data and xmin). */
  keep(answer: StoredAnswer): void {
    if (answer.xmin === undefined || !answer.payments) return;
    this.byId.delete(answer.id);
    if (this.byId.size >= MAX_KEPT) this.byId.delete(this.byId.keys().next().value!);
    this.byId.set(answer.id, { ...answer, xmin: answer.xmin });
  }

  forget(id: number): void {
    this.byId.delete(id);
  }
}
