import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance } from "fastify";
import { requireSession } from "../../auth/authenticate.ts";
import { ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { canReadAnswer, canReviewAnswer, missingAnswer } from "../../policies/answer.ts";
import { isStaff } from "../../policies/staff.ts";
import { presentValuesFor } from "../../presenters/answer-display.ts";
import { matchJury } from "../../queries/jury-of-answer.ts";
import { buildReport } from "../../reports/report-builder.ts";
import { preloadReportFonts } from "../../reports/report-fonts.ts";
import { REPORT_KINDS, reportFileName, type ReportKind } from "../../reports/report-kinds.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import { findAnswerByLogin } from "../../queries/answer-queries.ts";
import { reportSchema } from "./reports.schema.ts";
import { refuseBlindReader } from "../dossier/dossier-access.ts";

const SUMMARIES: Record<ReportKind, string> = {
  application_file: "The application file (application tabs) as PDF",
  scholapplication_file: "The scholarship application file (scholarship tab) as PDF",
  regapplication_file: "The registration file (registration tabs) as PDF",
};

/**
 * Reports (SPEC §7): POST /ws/report/{application_file|scholapplication_file|regapplication_file}/{login}.
 * A candidate gets only their own, a reviewer those of their juries, an administrator anyone's; the PDF is always made from the
 * stored answer, whatever the body holds, as the actor reads it: the display flags derived from the
 * jury's publication (show_admis opens the registration tabs) are never stored, and a candidate's
 * file must not reveal an unpublished decision.
 */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", requireSession);
  const store = fileStoreFor(app);
  // pdfkit loaded and the fonts parsed a moment after the server listens (about 0.2 s of work, in
  // slices): neither at start-up, before it answers, nor during the first candidate's download.
  app.addHook("onListen", async () => {
    setTimeout(() => {
      preloadReportFonts().catch((error: unknown) =>
        app.log.warn({ err: error }, "report fonts not preloaded"),
      );
    }, 2000).unref();
  });
  for (const kind of Object.keys(REPORT_KINDS) as ReportKind[]) {
    app.post<{ Params: { login: string } }>(
      `/ws/report/${kind}/:login`,
      { schema: reportSchema(SUMMARIES[kind]) },
      async (request, reply) => {
        const { actor } = request;
        const login = request.params.login.trim().toLowerCase();
        if (!canReadAnswer(actor, { login }) && !isStaff(actor)) throw new ForbiddenError();
        const answer = await findAnswerByLogin(app.db, app.config.formId, login);
        if (!answer) throw missingAnswer(actor);
        // The juries and the labels of countries and programmes from memory (queries/lookup-cache.ts).
        const lookups = await app.lookups.get();
        const jury = matchJury(answer.data, lookups.juryTables);
        // A reviewer of another jury gets the same 403 as for an application that does not exist.
        if (!canReviewAnswer(actor, { ...answer, jury: jury?.id_jury ?? null })) throw new ForbiddenError();
        await refuseBlindReader(app.db, actor, answer, requestLocale(request));
        const pdf = await buildReport({
          db: app.db,
          store,
          answer: { ...answer, data: presentValuesFor(actor, answer.data, jury) },
          kind,
          locale: requestLocale(request),
          lookups,
        });
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", contentDisposition(reportFileName(kind, login)))
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      },
    );
  }
}
