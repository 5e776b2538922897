import { useQuery } from "@tanstack/react-query";
import Alert from "react-bootstrap/Alert";
import { useLocation, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ApiError, ForbiddenError, describeError } from "../../lib/api-error.ts";
import { ErrorBoundary } from "../../lib/error-boundary.tsx";
import { FORM_ID } from "../../lib/form-id.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { sessionMay } from "../../lib/staff-session.ts";
import { dossierQuery, formSchemaQuery } from "./dossier-api.ts";
import { DossierAnswers } from "./dossier-answers.tsx";
import { DossierDecisionPanel } from "./dossier-decision.tsx";
import { ReviewerDecision } from "./reviewer-decision.tsx";
import { DossierDocuments } from "./dossier-documents.tsx";
import { DossierHeader } from "./dossier-header.tsx";
import { DossierHistory } from "./dossier-history.tsx";
import { DossierNavigation } from "./dossier-navigation.tsx";
import { DossierNotes } from "./dossier-notes.tsx";
import { DossierPayments } from "./dossier-payments.tsx";
import { DossierReferences } from "./dossier-references.tsx";
import { DossierWithdrawal } from "./dossier-withdrawal.tsx";
import { DossierInterview } from "./dossier-interview.tsx";
import { DossierScoring } from "./dossier-scoring.tsx";

/** What a failed load tells staff: not theirs, gone, or the server's own message. */
function failureText(error: unknown, t: ReturnType<typeof useTranslation>["t"]): string {
  if (error instanceof ForbiddenError) return t("dossier.forbidden");
  if (error instanceof ApiError && error.status === 404) return t("dossier.notFound");
  return describeError(error, t);
}

/**
 * Route /admin/applications/:id: one application for staff on one scrollable page: who and where
 * (header and actions), previous/next in the workspace's view, every tab's answers, the documents
 * with their viewer, the internal notes and the history. The query string is the workspace's view.
 */
export function DossierPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const dossier = useQuery({ ...dossierQuery(id), enabled: valid });
  const schema = useQuery(formSchemaQuery(FORM_ID));
  const session = useSession();

  if (!valid) return <Alert variant="warning">{t("dossier.notFound")}</Alert>;
  const error = dossier.error ?? schema.error;
  if (error)
    return (
      <Alert variant={error instanceof ForbiddenError ? "warning" : "danger"} role="alert">
        {failureText(error, t)}
      </Alert>
    );
  if (!dossier.data || !schema.data) return <PageSpinner label={t("dossier.loading")} />;
  const actions = dossier.data;
  // What a reviewer may not do is not offered (the server refuses it anyway): see the domain's staff rights.
  const readOnly = !sessionMay(session, "decide");

  return (
    <article>
      <DossierHeader
        dossier={dossier.data}
        schema={schema.data.schema}
        backTo={`/admin/applications${search}`}
      />
      <DossierNavigation id={id} />
      <div className="row g-4">
        <div className="col-xl-7">
          <ErrorBoundary key={`answers-${id}`}>
            <DossierAnswers schema={schema.data.schema} values={dossier.data.data} />
          </ErrorBoundary>
        </div>
        <div className="col-xl-5">
          <ErrorBoundary key={`documents-${id}`}>
            <DossierDocuments
              answerId={id}
              files={actions.files}
              schema={schema.data.schema}
              requests={actions.documentRequests}
              fields={actions.documentFields}
              readOnly={readOnly}
            />
          </ErrorBoundary>
          <ErrorBoundary key={`scoring-${id}`}>
            <DossierScoring answerId={id} />
          </ErrorBoundary>
          <ErrorBoundary key={`references-${id}`}>
            <DossierReferences answerId={id} />
          </ErrorBoundary>
          <ErrorBoundary key={`interview-${id}`}>
            <DossierInterview answerId={id} />
          </ErrorBoundary>
          <ErrorBoundary key={`decision-${id}`}>
            {readOnly ? <ReviewerDecision /> : <DossierDecisionPanel dossier={actions} />}
          </ErrorBoundary>
          <ErrorBoundary key={`withdrawal-${id}`}>
            <DossierWithdrawal answerId={id} login={dossier.data.login} mayRecord={session?.admin === true} />
          </ErrorBoundary>
          <ErrorBoundary key={`payments-${id}`}>
            <DossierPayments answerId={id} />
          </ErrorBoundary>
          <ErrorBoundary key={`notes-${id}`}>
            <DossierNotes answerId={id} />
          </ErrorBoundary>
          <ErrorBoundary key={`history-${id}`}>
            <DossierHistory answerId={id} />
          </ErrorBoundary>
        </div>
      </div>
    </article>
  );
}
