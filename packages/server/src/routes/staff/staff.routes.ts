import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { checkEmailAddress } from "@portal/domain/rules/email";
import { linkBase } from "../../auth/account-links.ts";
import { requireSession } from "../../auth/authenticate.ts";
import { inviteStaff } from "../../commands/staff-inviter.ts";
import { updateStaff } from "../../commands/staff-updater.ts";
import type { Database } from "../../db/database.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { notifyMailWorker } from "../../mail/mail-worker.ts";
import { isAdministrator } from "../../policies/staff.ts";
import { presentStaff } from "../../presenters/staff.ts";
import { listStaff } from "../../queries/staff-queries.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { inviteStaffSchema, listStaffSchema, updateStaffSchema } from "./staff.schema.ts";

/** One staff account as presented, read after the change that concerns it. */
async function loadStaff(db: Database, id: number) {
  const [row] = await listStaff(db, id);
  if (!row) throw new AppError("NOT_FOUND");
  return presentStaff(row);
}

/**
 * The staff page's API (administrators only, issue #10): list the reviewers and administrators,
 * invite one by e-mail, change their role and juries, disable or enable them.
 */
export async function staffRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isAdministrator(request.actor)) throw new ForbiddenError();
  });

  app.get("/ws/admin/staff", { schema: listStaffSchema }, async () => ({
    result: "OK" as const,
    items: (await listStaff(app.db)).map(presentStaff),
  }));

  app.post("/ws/admin/staff", { schema: inviteStaffSchema }, async (request, reply) => {
    const { login, role, juries = [], locale } = request.body;
    const email = login.trim();
    const check = checkEmailAddress(email);
    if (!check.ok) throw new AppError(check.code);
    const links = { base: linkBase(app.config.publicUrl), formId: app.config.formId };
    const id = await app.db.transaction().execute((trx) =>
      inviteStaff(trx, {
        actor: request.actor,
        login: check.login,
        email,
        role,
        juries,
        locale: locale ?? requestLocale(request),
        links,
      }),
    );
    notifyMailWorker(app);
    request.log.info({ staff: id, role, juries, by: request.actor.login }, "staff invited");
    return reply.status(201).send({ result: "OK" as const, staff: await loadStaff(app.db, id) });
  });

  app.patch("/ws/admin/staff/:id", { schema: updateStaffSchema }, async (request) => {
    const { id } = request.params;
    const change = request.body;
    await app.db.transaction().execute((trx) => updateStaff(trx, { actor: request.actor, id, change }));
    // Role, juries or access changed: this process forgets the sessions now, the others on the notification.
    app.sessions.forgetUser(id);
    request.log.info({ staff: id, change, by: request.actor.login }, "staff changed");
    return { result: "OK" as const, staff: await loadStaff(app.db, id) };
  });
}
