import type { Kysely } from "kysely";
import type { AnswerValues, FormSchema } from "@portal/domain/schema/types";
import type { Actor } from "../auth/sessions.ts";
import type { DB } from "../db/schema.ts";
import { ForbiddenError } from "../errors.ts";
import { canWriteAnswer, missingAnswer } from "../policies/answer.ts";
import { findAnswerForSave } from "../queries/answer-queries.ts";
import { AnswerChangeBatcher } from "../queries/batched-answer-changes.ts";
import type { LookupCache, LookupSnapshot } from "../queries/lookup-cache.ts";
import { saveAnswerTab, type SaveTabResult, type StoredAnswer } from "./answer-saver.ts";
import { KeptAnswers } from "./kept-answers.ts";

/** One tab save as the route receives it: who, which answer of which form, the tab, the version read, the values. */
export interface TabSaveRequest {
  actor: Actor;
  schema: FormSchema;
  formId: string;
  answerId: number;
  tab: string;
  version: number;
  values: AnswerValues;
}

/**
 * A process's tab saves (issue #13): each starts from the copy this process kept of the answer's
 * previous save when it has one at the version asked (KeptAnswers; one statement, guarded), and
 * whenever that copy cannot be saved from, from a fresh read, exactly as without it; the answer as
 * saved is kept for the next one. The saves' statements go through one AnswerChangeBatcher: the
 * saves of requests that come while one is being written are written together, in one statement.
 * Refuses a missing answer (404 for an administrator, 403 for a candidate) and one the actor may
 * not write (403); saveAnswerTab's own refusals pass through.
 */
export class TabSaves {
  private readonly kept = new KeptAnswers();
  private readonly batcher: AnswerChangeBatcher;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly lookups: LookupCache,
  ) {
    this.batcher = new AnswerChangeBatcher(db);
  }

  async save(request: TabSaveRequest): Promise<SaveTabResult> {
    const { actor, formId, answerId, version } = request;
    const save = (answer: StoredAnswer, lookups: LookupSnapshot, keptCopy: boolean) =>
      saveAnswerTab({
        ...request,
        trx: this.db,
        answer,
        lookups,
        keptCopy,
        write: (change) => this.batcher.change(change),
      });
    let answer = this.kept.at(answerId, formId, version);
    let saved =
      answer && canWriteAnswer(actor, answer)
        ? await save(answer, await this.lookups.get(), true).catch(() => undefined)
        : undefined;
    if (!saved) {
      this.kept.forget(answerId);
      const [row, lookups] = await Promise.all([
        findAnswerForSave(this.db, formId, answerId),
        this.lookups.get(),
      ]);
      if (!row) throw missingAnswer(actor);
      if (!canWriteAnswer(actor, row)) throw new ForbiddenError();
      answer = row;
      saved = await save(row, lookups, false);
    }
    this.kept.keep({
      ...answer!,
      version: saved.version,
      data: saved.data,
      updated_at: saved.updated,
      xmin: saved.xmin,
      facts: saved.facts,
    });
    return saved;
  }
}
