import type { FastifyInstance } from "fastify";
import { healthRoutes } from "./health/health.routes.ts";
import { siteRoutes } from "./site/site.routes.ts";
import { accountRoutes } from "./accounts/accounts.routes.ts";
import { loginRoutes } from "./login/login.routes.ts";
import { filesRoutes } from "./files/files.routes.ts";
import { formRoutes } from "./form/form.routes.ts";
import { answersRoutes } from "./answers/answers.routes.ts";
import { workflowRoutes } from "./workflow/workflow.routes.ts";
import { juriesRoutes } from "./juries/juries.routes.ts";
import { paymentRoutes } from "./payment/payment.routes.ts";
import { reportsRoutes } from "./reports/reports.routes.ts";
import { lookupRoutes } from "./lookups/lookups.routes.ts";
import { personalDataRoutes } from "./personal-data/personal-data.routes.ts";
import { dossierRoutes } from "./dossier/dossier.routes.ts";
import { applicationsRoutes } from "./applications/applications.routes.ts";
import { staffRoutes } from "./staff/staff.routes.ts";
import { dashboardRoutes } from "./dashboard/dashboard.routes.ts";
import { decisionsRoutes } from "./decisions/decisions.routes.ts";
import { mailTemplatesRoutes } from "./mail-templates/mail-templates.routes.ts";
import { remindersRoutes } from "./reminders/reminders.routes.ts";
import { reasonsRoutes } from "./reasons/reasons.routes.ts";
import { documentReviewRoutes } from "./document-review/document-review.routes.ts";

/** Every resource plugin. A new resource is one line here. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(accountRoutes);
  await app.register(loginRoutes);
  await app.register(filesRoutes);
  await app.register(formRoutes);
  await app.register(answersRoutes);
  await app.register(workflowRoutes);
  await app.register(juriesRoutes);
  await app.register(paymentRoutes);
  await app.register(reportsRoutes);
  await app.register(lookupRoutes);
  await app.register(personalDataRoutes);
  await app.register(dossierRoutes);
  await app.register(applicationsRoutes);
  await app.register(staffRoutes);
  await app.register(dashboardRoutes);
  await app.register(decisionsRoutes);
  await app.register(mailTemplatesRoutes);
  await app.register(remindersRoutes);
  await app.register(reasonsRoutes);
  await app.register(documentReviewRoutes);
}
