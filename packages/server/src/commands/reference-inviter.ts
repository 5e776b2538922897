import type { Locale } from "@portal/domain/i18n/index";
import { applicationProgramme } from "@portal/domain/campaign/programme";
import {
  REFEREE_FIELDS,
  candidateReminderRefusal,
  refereeAddress,
  referenceExpiry,
  type NamedReferee,
} from "@portal/domain/workflow/references";
import { hashToken, newToken } from "../auth/session-tokens.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { queueTemplateMail } from "../mail/template-mails.ts";
import { changeAnswer, recordAnswerEvent } from "../queries/answer-changes.ts";
import { candidateMailTargets } from "../queries/candidate-mail-values.ts";
import { programmeSettings } from "../queries/programme-settings.ts";
import { campaignOfValues } from "../queries/campaigns.ts";
import type { ReferenceRow } from "../queries/references.ts";

/** What the references' e-mails need of the configuration: the site's address, the dates and their zone. */
export type ReferenceSettings = Pick<Config, "publicUrl" | "deadlines" | "timeZone">;

/** The referee's page for a link's token. */
export const refereeLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, "")}/reference/${token}`;

/** The day a link ends, as its reader reads it (in the institution's zone). */
export function linkEndText(expires: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(expires);
}

/** A new link to the reference (256 random bits); only its hash is stored. Returns the token. */
export async function issueReferenceLink(trx: Database, referenceId: number, now: Date): Promise<string> {
  const token = newToken();
  await trx
    .insertInto("reference_links")
    .values({ token_hash: hashToken(token), reference_id: referenceId, created_at: now })
    .execute();
  return token;
}

/** The candidate's name, programme and language, as the referees' e-mails give them. */
export async function applicationForReferees(trx: Database, answerId: number, publicUrl: string) {
  const [target] = await candidateMailTargets(trx, [answerId], publicUrl);
  return target
    ? { name: target.values.name, programme: target.values.programme, locale: target.locale }
    : undefined;
}

/** Queues one e-mail to the referee, in the candidate's language, with a link of its own. */
export async function queueRefereeMail(
  trx: Database,
  input: {
    key: "reference_request" | "reference_reminder";
    reference: Pick<ReferenceRow, "email" | "locale" | "expires_at">;
    token: string;
    candidate: { name: string; programme: string };
    settings: Pick<ReferenceSettings, "publicUrl" | "timeZone">;
  },
): Promise<void> {
  const locale: Locale = input.reference.locale === "fr" ? "fr" : "en";
  await queueTemplateMail(trx, {
    key: input.key,
    to: input.reference.email,
    locale,
    values: {
      ...input.candidate,
      link: refereeLink(input.settings.publicUrl, input.token),
      deadline: linkEndText(input.reference.expires_at, locale, input.settings.timeZone),
    },
  });
}

/** Locks the answer (one bookkeeping of its referees at a time) and reads its values. */
async function lockedAnswer(trx: Database, answerId: number) {
  const row = await trx
    .selectFrom("answers")
    .select(["id", "login", "data"])
    .where("id", "=", answerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/**
 * Brings the application's references in line with the referees its answer names (issue #37), in
 * the caller's transaction: a referee whose address changed or was removed is replaced (every link
 * of theirs dies at once), and each referee named without a live reference is invited: a reference
 * row, a link expiring at the application's deadline (else after a fixed validity), the invitation
 * in the candidate's language in the outbox and a history line. Returns the referees invited.
 */
export async function syncReferees(
  trx: Database,
  input: { answerId: number; actorLogin: string; now: Date; settings: ReferenceSettings },
): Promise<NamedReferee[]> {
  const { answerId, now, settings } = input;
  const answer = await lockedAnswer(trx, answerId);
  const live = await trx
    .selectFrom("answer_references")
    .select(["id", "slot", "email"])
    .where("answer_id", "=", answerId)
    .where("replaced_at", "is", null)
    .execute();
  const wanted = REFEREE_FIELDS.map((field, i) => ({
    slot: i + 1,
    email: refereeAddress(answer.data[field]),
  }));
  const stale = live.filter((row) => wanted.find((w) => w.slot === row.slot)?.email !== row.email);
  if (stale.length > 0) {
    await trx
      .updateTable("answer_references")
      .set({ replaced_at: now })
      .where(
        "id",
        "in",
        stale.map((row) => row.id),
      )
      .execute();
  }
  const toInvite = wanted.filter(
    (w) => w.email !== "" && !live.some((row) => row.slot === w.slot && row.email === w.email),
  );
  if (toInvite.length === 0) return [];
  const candidate = (await applicationForReferees(trx, answerId, settings.publicUrl)) ?? {
    name: answer.login,
    programme: "",
    locale: "en" as const,
  };
  const { deadlines } = await programmeSettings(
    trx,
    settings,
    applicationProgramme(answer.data),
    campaignOfValues(answer.data),
  );
  const expires = referenceExpiry(now, deadlines.application);
  for (const referee of toInvite) {
    const row = await trx
      .insertInto("answer_references")
      .values({
        answer_id: answerId,
        slot: referee.slot,
        email: referee.email,
        locale: candidate.locale,
        invited_at: now,
        expires_at: expires,
      })
      .returning(["id", "email", "locale", "expires_at"])
      .executeTakeFirstOrThrow();
    const token = await issueReferenceLink(trx, row.id, now);
    await queueRefereeMail(trx, { key: "reference_request", reference: row, token, candidate, settings });
    await recordAnswerEvent(trx, {
      answerId,
      actorLogin: input.actorLogin,
      kind: "reference-invited",
      fields: [REFEREE_FIELDS[referee.slot - 1]!],
    });
  }
  return toInvite;
}

/**
 * The candidate replaces referee `slot` (from their home): the answer's field takes the new address
 * (a new version and a history line), the current reference is replaced, whatever its state, so
 * its links die at once, and the new referee is invited. The address has been checked by the caller.
 */
export async function replaceReferee(
  trx: Database,
  input: {
    answerId: number;
    slot: number;
    email: string;
    actorLogin: string;
    now: Date;
    settings: ReferenceSettings;
  },
): Promise<NamedReferee[]> {
  const { answerId, slot, now } = input;
  const field = REFEREE_FIELDS[slot - 1];
  if (!field) throw new AppError("NOT_FOUND");
  const answer = await lockedAnswer(trx, answerId);
  await trx
    .updateTable("answer_references")
    .set({ replaced_at: now })
    .where("answer_id", "=", answerId)
    .where("slot", "=", slot)
    .where("replaced_at", "is", null)
    .execute();
  await changeAnswer(trx, {
    answerId,
    data: { ...answer.data, [field]: input.email },
    actorLogin: input.actorLogin,
    kind: "reference-replaced",
    fields: [field],
  });
  return syncReferees(trx, input);
}

/**
 * The candidate reminds referee `slot`: a new link (the earlier ones keep working until the
 * reference's end) in a reminder e-mail, and a history line. Refused when nobody is invited there
 * (404), the letter is in or the link has ended (409), or a reminder went out less than a day ago (429).
 */
export async function remindReferee(
  trx: Database,
  input: { answerId: number; slot: number; actorLogin: string; now: Date; settings: ReferenceSettings },
): Promise<ReferenceRow> {
  const { answerId, slot, now, settings } = input;
  const reference = await trx
    .selectFrom("answer_references")
    .selectAll()
    .where("answer_id", "=", answerId)
    .where("slot", "=", slot)
    .where("replaced_at", "is", null)
    .forUpdate()
    .executeTakeFirst();
  if (!reference) throw new AppError("REFERENCE_NOT_NAMED");
  const refusal = candidateReminderRefusal(reference, now);
  if (refusal === "received") throw new AppError("REFERENCE_RECEIVED");
  if (refusal === "expired") throw new AppError("REFERENCE_EXPIRED");
  if (refusal === "tooSoon") throw new AppError("REFERENCE_REMINDED_RECENTLY");
  await sendReminder(trx, reference, { actorLogin: input.actorLogin, now, settings });
  return { ...reference, reminded_at: now, reminders: reference.reminders + 1 };
}

/** One reminder of a reference whose row the caller holds: new link, the date, the e-mail, the history line. */
export async function sendReminder(
  trx: Database,
  reference: ReferenceRow,
  input: { actorLogin: string; now: Date; settings: Pick<ReferenceSettings, "publicUrl" | "timeZone"> },
): Promise<void> {
  const { now, settings } = input;
  await trx
    .updateTable("answer_references")
    .set((eb) => ({ reminded_at: now, reminders: eb("reminders", "+", 1) }))
    .where("id", "=", reference.id)
    .execute();
  const token = await issueReferenceLink(trx, reference.id, now);
  const candidate = (await applicationForReferees(trx, reference.answer_id, settings.publicUrl)) ?? {
    name: "",
    programme: "",
  };
  await queueRefereeMail(trx, { key: "reference_reminder", reference, token, candidate, settings });
  await recordAnswerEvent(trx, {
    answerId: reference.answer_id,
    actorLogin: input.actorLogin,
    kind: "reference-reminded",
    fields: [REFEREE_FIELDS[reference.slot - 1]!],
  });
}
