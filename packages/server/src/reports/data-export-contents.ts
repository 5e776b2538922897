import type { Database } from "../db/database.ts";

/** Everything the portal holds about one login, read before the archive is streamed. */
export interface PersonalData {
  account: {
    login: string;
    email: string;
    role: "candidate" | "administrator";
    createdAt: Date;
    activatedAt: Date | null;
    disabledAt: Date | null;
    language: string;
  } | null;
  answers: {
    id: number;
    formId: string;
    version: number;
    createdAt: Date;
    updatedAt: Date;
    data: Record<string, unknown>;
  }[];
  history: { answerId: number; at: Date; by: string; kind: string; fields: unknown }[];
  /** What was typed on a tab and not saved yet (issue #12). */
  drafts: { answerId: number; tab: string; values: unknown; baseVersion: number; updatedAt: Date }[];
  files: {
    answerId: number;
    field: string;
    originalName: string;
    generatedName: string;
    size: number;
    sha256: string;
    type: string;
    uploadedAt: Date;
  }[];
  mails: { subject: string; createdAt: Date; sentAt: Date | null }[];
}

/**
 * Reads what the portal holds about a login: account, answers, their history and drafts, file
 * records and the mails sent to them. History rows written by staff name the role ("staff"), not the staff member,
 * whose address is someone else's personal data. Mails are listed without their text, which holds
 * links with tokens. Null when there is neither an account nor an answer.
 */
export async function readPersonalData(db: Database, login: string): Promise<PersonalData | null> {
  const user = await db.selectFrom("users").selectAll().where("login", "=", login).executeTakeFirst();
  const answers = await db
    .selectFrom("answers")
    .select(["id", "form_id", "version", "created_at", "updated_at", "data"])
    .where("login", "=", login)
    .orderBy("id")
    .execute();
  if (!user && answers.length === 0) return null;
  const ids = answers.map((a) => a.id);
  const events = ids.length
    ? await db
        .selectFrom("answer_events")
        .select(["answer_id", "actor_login", "kind", "fields", "created_at"])
        .where((eb) => eb.or([eb("answer_id", "in", ids), eb("actor_login", "=", login)]))
        .orderBy("id")
        .execute()
    : [];
  const drafts = ids.length
    ? await db.selectFrom("answer_drafts").selectAll().where("answer_id", "in", ids).orderBy("tab").execute()
    : [];
  const files = ids.length
    ? await db.selectFrom("files").selectAll().where("answer_id", "in", ids).orderBy("id").execute()
    : [];
  const addresses = [...new Set([login, ...(user ? [user.email.toLowerCase()] : [])])];
  const mails = await db
    .selectFrom("outbox")
    .select(["subject", "created_at", "sent_at"])
    .where((eb) => eb.fn<string>("lower", ["recipient"]), "in", addresses)
    .orderBy("id")
    .execute();
  return {
    account: user
      ? {
          login: user.login,
          email: user.email,
          role: user.is_admin > 0 ? "administrator" : "candidate",
          createdAt: user.created_at,
          activatedAt: user.activated_at,
          disabledAt: user.disabled_at,
          language: user.locale,
        }
      : null,
    answers: answers.map((a) => ({
      id: a.id,
      formId: a.form_id,
      version: a.version,
      createdAt: a.created_at,
      updatedAt: a.updated_at,
      data: a.data,
    })),
    history: events.map((e) => ({
      answerId: e.answer_id,
      at: e.created_at,
      by: e.actor_login === login ? "candidate" : "staff",
      kind: e.kind,
      fields: e.fields,
    })),
    drafts: drafts.map((d) => ({
      answerId: d.answer_id,
      tab: d.tab,
      values: d.values,
      baseVersion: d.base_version,
      updatedAt: d.updated_at,
    })),
    files: files.map((f) => ({
      answerId: f.answer_id,
      field: f.field_path,
      originalName: f.original_name,
      generatedName: f.generated_name,
      size: Number(f.size),
      sha256: f.sha256,
      type: f.content_type,
      uploadedAt: f.uploaded_at,
    })),
    mails: mails.map((m) => ({ subject: m.subject, createdAt: m.created_at, sentAt: m.sent_at })),
  };
}
