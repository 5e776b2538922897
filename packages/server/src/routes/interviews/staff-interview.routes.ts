import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { requireSession } from "../../auth/authenticate.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { canRecordAttendance } from "../../policies/interview.ts";
import { isStaff } from "../../policies/staff.ts";
import { presentStaffInterview } from "../../presenters/interview.ts";
import { interviewOf } from "../../queries/interviews.ts";
import { loadReviewedAnswer } from "../dossier/dossier-access.ts";
import { attendanceSchema, staffInterviewSchema } from "./interviews.schema.ts";

/**
 * An application's interview in its dossier (issue #38): staff who may read the dossier read it;
 * administrators and the reviewers of its jury record whether the candidate came.
 */
export async function staffInterviewRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { formId } = app.config;
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
  });
  const base = "/ws/admin/answers/:id/interview";

  app.get(base, { schema: staffInterviewSchema }, async (request) => {
    const { answer } = await loadReviewedAnswer(app.db, formId, request.params.id, request.actor, "read");
    const interview = await interviewOf(app.db, answer.id);
    return { result: "OK" as const, interview: interview ? presentStaffInterview(interview) : null };
  });

  app.put(`${base}/attendance`, { schema: attendanceSchema }, async (request) => {
    const { actor } = request;
    const { answer, jury } = await loadReviewedAnswer(app.db, formId, request.params.id, actor, "read");
    if (!canRecordAttendance(actor, jury?.id_jury)) throw new ForbiddenError();
    const interview = await interviewOf(app.db, answer.id);
    if (!interview?.slot || interview.status !== "booked") throw new AppError("INTERVIEW_NOT_INVITED");
    if (interview.slot.starts_at.getTime() > app.clock.now().getTime())
      throw new AppError("INTERVIEW_ATTENDANCE_EARLY");
    const { attendance } = request.body;
    await app.db
      .updateTable("interview_invitations")
      .set({ attendance, attendance_by: attendance ? actor.login : null })
      .where("id", "=", interview.invitationId)
      .execute();
    request.log.info({ answer: answer.id, attendance, by: actor.login }, "interview attendance recorded");
    return { result: "OK" as const, interview: presentStaffInterview({ ...interview, attendance }) };
  });
}
