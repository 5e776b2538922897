import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useRef, useState } from "react";
import Alert from "react-bootstrap/Alert";
import type { ComponentType } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { FORM_ID } from "../../lib/form-id.ts";
import { ErrorBoundary } from "../../lib/error-boundary.tsx";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { AnswerForm, type FormAddonsComponent } from "./answer-form.tsx";
import type { ButtonActions } from "./button-actions.ts";
import type { SchemaResponse } from "./form-api.ts";
import { answerQuery, schemaQuery } from "./form-api.ts";
import type { AlertTexts } from "./form-alerts.tsx";
import { FormAlerts } from "./form-alerts.tsx";

/** The administrators' side panel (features/admin), given by the route so that features stay apart. */
export type AdminPanelComponent = ComponentType<{
  formId: string;
  activeLogin?: string;
  onOpen(login: string): void;
}>;

/** Props of FormScreenPage. */
export interface FormScreenPageProps {
  AdminPanel?: AdminPanelComponent;
  buttonActions?: ButtonActions;
  /** What the journey adds under a tab (features/workflow, given by the route). */
  TabExtra?: ComponentType<{ tab: string }>;
  /** What the journey adds to the form (features/workflow, given by the route). */
  Addons?: FormAddonsComponent;
}

/**
 * Route form/:id (SPEC §2): spinner while loading, a danger and a success alert, the form of the
 * candidate's own answer; for administrators, the side panel of answers and the chosen answer in
 * admin mode (every tab open). A schema answering Not allowed sends to login (the API client does).
 */
export function FormScreenPage({ AdminPanel, buttonActions, TabExtra, Addons }: FormScreenPageProps) {
  const { id = FORM_ID } = useParams();
  const { t } = useTranslation();
  const session = useSession();
  const [alerts, setAlerts] = useState<AlertTexts>({});
  const [search, setSearch] = useSearchParams();
  const schema = useQuery(schemaQuery(id));
  const admin = !!(schema.data?.admin ?? session?.admin);
  const login = admin ? (search.get("login") ?? undefined) : session?.login;
  // An earlier campaign's application (issue #39), opened from the home's list: ?campaign=2025.
  const campaignParam = Number(search.get("campaign"));
  const campaign = Number.isInteger(campaignParam) && campaignParam >= 2000 ? campaignParam : undefined;
  const dismiss = (kind: keyof AlertTexts) => setAlerts((current) => ({ ...current, [kind]: undefined }));

  if (schema.isPending) return <PageSpinner label={t("renderer.loadingForm")} />;
  // Its own error region (a failing widget leaves the alerts and the side panel working), started
  // afresh for another answer.
  const main = schema.data ? (
    <ErrorBoundary key={login ?? ""}>
      <AnswerArea
        formId={id}
        login={login}
        campaign={campaign}
        schema={schema.data}
        admin={admin}
        onAlert={setAlerts}
        buttonActions={buttonActions}
        TabExtra={TabExtra}
        Addons={Addons}
      />
    </ErrorBoundary>
  ) : null;
  const failure = schema.error ? describeError(schema.error, t) : undefined;
  return (
    <>
      <FormAlerts alerts={{ ...alerts, danger: alerts.danger ?? failure }} onDismiss={dismiss} />
      {admin && AdminPanel ? (
        <div className="row g-4">
          <aside className="col-lg-3">
            <ErrorBoundary>
              <Suspense fallback={<PageSpinner />}>
                <AdminPanel
                  formId={id}
                  activeLogin={login}
                  onOpen={(chosen) => {
                    setAlerts({});
                    setSearch({ login: chosen });
                  }}
                />
              </Suspense>
            </ErrorBoundary>
          </aside>
          <div className="col-lg-9">
            {login ? main : <p className="text-body-secondary">{t("admin.choose")}</p>}
          </div>
        </div>
      ) : (
        main
      )}
    </>
  );
}

/** Loads one answer and shows its form (keyed by answer, so another answer gets a fresh store). */
function AnswerArea(props: {
  formId: string;
  login: string | undefined;
  campaign?: number;
  schema: SchemaResponse;
  admin: boolean;
  onAlert(alerts: AlertTexts): void;
  buttonActions?: ButtonActions;
  TabExtra?: ComponentType<{ tab: string }>;
  Addons?: FormAddonsComponent;
}) {
  const { formId, login, schema, admin } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = answerQuery(formId, login ?? "", props.campaign);
  const answer = useQuery({ ...query, enabled: !!login });
  // Whether this area has shown a form already: a form rebuilt after a reload is not deferred.
  const formShown = useRef(false);
  useEffect(() => {
    if (answer.data) formShown.current = true;
  });
  if (!login) return null;
  if (answer.isPending) return <PageSpinner label={t("renderer.loadingForm")} />;
  if (answer.error)
    return (
      <Alert variant="danger" role="alert">
        {describeError(answer.error, t)}
      </Alert>
    );
  return (
    <>
      {admin && <h2 className="h5 mb-3">{t("admin.opened", { login: answer.data.login })}</h2>}
      {!admin && answer.data.data.campaign_closed === "O" && (
        <Alert variant="info">
          {t("campaigns.candidate.closedNotice", { year: answer.data.campaign })}{" "}
          {props.campaign !== undefined && (
            <Link to={`/form/${formId}`} className="alert-link">
              {t("campaigns.candidate.current")}
            </Link>
          )}
        </Alert>
      )}
      <AnswerForm
        key={`${answer.data.id}@${answer.dataUpdatedAt}`}
        formId={formId}
        schema={schema.schema}
        answer={answer.data}
        admin={admin}
        onAlert={props.onAlert}
        buttonActions={props.buttonActions}
        onReload={() => queryClient.invalidateQueries({ queryKey: query.queryKey })}
        TabExtra={props.TabExtra}
        Addons={props.Addons}
        deferFirstRender={!formShown.current}
      />
    </>
  );
}
