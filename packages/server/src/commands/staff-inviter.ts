import { activationLink } from "../auth/account-links.ts";
import { issueAccountToken } from "../auth/account-tokens.ts";
import type { Actor } from "../auth/sessions.ts";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { queueMail } from "../mail/outbox.ts";
import { staffInvitationMail } from "../mail/staff-mails.ts";
import { hasApplication } from "../queries/staff-queries.ts";
import {
  checkAdministratorsRemain,
  checkStaffJuries,
  writeStaffRole,
  type StaffRole,
} from "./staff-updater.ts";

/** Who to invite: an already checked address and its login, the role, juries and mail language. */
export interface StaffInvite {
  actor: Actor;
  login: string;
  email: string;
  role: StaffRole;
  juries: readonly string[];
  locale: "en" | "fr";
  /** Where links point: the base address and the form id. */
  links: { base: string; formId: string };
}

/**
 * Invites a staff member, in the transaction it is given: creates the account (not activated, no
 * password) or promotes an existing one that has no application, stores the role and juries, and
 * queues the invitation e-mail whose link is the activation page (an activation token, 7 days): the
 * invitee sets a password there and is logged in. Inviting an existing staff member again updates
 * their role and juries and sends a fresh link. Returns the account id.
 */
export async function inviteStaff(trx: Database, invite: StaffInvite): Promise<number> {
  const juries = await checkStaffJuries(trx, invite.role, invite.juries);
  const inserted = await trx
    .insertInto("users")
    .values({ login: invite.login, email: invite.email, role: invite.role, locale: invite.locale })
    .onConflict((oc) => oc.column("login").doNothing())
    .returning("id")
    .executeTakeFirst();
  const user = await trx
    .selectFrom("users")
    .select(["id", "email", "disabled_at"])
    .where("login", "=", invite.login)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (!inserted) {
    // A candidate's application would become readable and writable by its own author as staff.
    if (await hasApplication(trx, invite.login))
      throw new AppError("STAFF_HAS_APPLICATION", { login: invite.login });
    // The activation link refuses disabled accounts: the invitation would lead nowhere.
    if (user.disabled_at) throw new AppError("STAFF_DISABLED", { login: invite.login });
    await checkAdministratorsRemain(trx, invite.actor, user.id, { role: invite.role, disabled: false });
  }
  await writeStaffRole(trx, user.id, invite.role, juries);
  const token = await issueAccountToken(trx, user.id, "activation");
  const link = activationLink(
    invite.links.base,
    invite.links.formId,
    invite.login,
    token,
    false,
    invite.locale,
  );
  const labels = await trx
    .selectFrom("juries")
    .select(["id_jury", "label", "label_fr"])
    .where("id_jury", "in", juries.length > 0 ? [...juries] : [""])
    .execute();
  // The invitee reads the juries' names, not their ids (JURY_MSC), in each language of the mail.
  const juryNames = (locale: "en" | "fr") =>
    juries.map((id) => {
      const jury = labels.find((j) => j.id_jury === id);
      return (locale === "fr" ? jury?.label_fr || jury?.label : jury?.label) ?? id;
    });
  await queueMail(
    trx,
    staffInvitationMail(user.email, link, { role: invite.role, juries: juryNames, locale: invite.locale }),
  );
  return user.id;
}
