import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { intlLocale } from "../../lib/intl-locale.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { scheduleText } from "./schedule-text.ts";
import { jobsQuery, retryRun, runJob, type JobRun, type RunState } from "./jobs-api.ts";

const STATES: RunState[] = ["failed", "retry", "created", "active", "completed", "cancelled"];
const BADGE: Record<RunState, string> = {
  created: "secondary",
  retry: "warning",
  active: "info",
  completed: "success",
  cancelled: "secondary",
  failed: "danger",
};

/**
 * Route /admin/jobs: what the portal does by itself (issue #37): each job with its schedule and
 * what waits, runs or failed, "Run now"; the latest runs with their result or error, "Run again" on a
 * failed one. Refreshes every few seconds while open.
 */
export function JobsPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [state, setState] = useState<RunState | undefined>();
  const [idle, setIdle] = useState(false);
  const [outcome, setOutcome] = useState<{ variant: "success" | "danger"; text: string }>();
  const queryClient = useQueryClient();
  const overview = useQuery({ ...jobsQuery(state, idle), enabled: Boolean(session?.admin) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin-jobs"] });
  const failed = (error: unknown) => setOutcome({ variant: "danger", text: describeError(error, t) });
  const run = useMutation({
    mutationFn: runJob,
    onSuccess: async (_, name) => {
      setOutcome({ variant: "success", text: t("jobsPage.queued", { job: t(`jobsPage.name.${name}`) }) });
      await refresh();
    },
    onError: failed,
  });
  const retry = useMutation({
    mutationFn: ({ name, id }: { name: string; id: string }) => retryRun(name, id),
    onSuccess: async () => {
      setOutcome({ variant: "success", text: t("jobsPage.retried") });
      await refresh();
    },
    onError: failed,
  });

  if (!session?.admin) return <Alert variant="warning">{t("jobsPage.adminOnly")}</Alert>;
  if (!overview.data) {
    if (overview.error) return <Alert variant="danger">{describeError(overview.error, t)}</Alert>;
    return <PageSpinner label={t("jobsPage.loading")} />;
  }
  const { jobs, runs, timeZone } = overview.data;
  const when = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone,
  });
  const at = (iso: string | null) => (iso ? when.format(new Date(iso)) : "—");
  const label = (name: string) => t(`jobsPage.name.${name}`);

  return (
    <section aria-labelledby="jobs-title">
      <h1 id="jobs-title" className="h3 mb-3">
        {t("jobsPage.title")}
      </h1>
      <p className="text-body-secondary">{t("jobsPage.intro")}</p>
      <p className="small text-body-secondary">{t("jobsPage.timeZone", { zone: timeZone })}</p>
      {outcome && (
        <Alert variant={outcome.variant} dismissible onClose={() => setOutcome(undefined)} aria-live="polite">
          {outcome.text}
        </Alert>
      )}
      <Table responsive size="sm" className="align-middle">
        <thead>
          <tr>
            <th scope="col">{t("jobsPage.job")}</th>
            <th scope="col">{t("jobsPage.schedule")}</th>
            <th scope="col" className="text-end">
              {t("jobsPage.waiting")}
            </th>
            <th scope="col" className="text-end">
              {t("jobsPage.running")}
            </th>
            <th scope="col" className="text-end">
              {t("jobsPage.failed")}
            </th>
            <th scope="col">{t("jobsPage.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.name}>
              <th scope="row" className="fw-normal">
                {label(job.name)}
              </th>
              <td>{scheduleText(job.cron, t)}</td>
              <td className="text-end">{job.waiting}</td>
              <td className="text-end">{job.running}</td>
              <td className="text-end">{job.failed > 0 ? <Badge bg="danger">{job.failed}</Badge> : 0}</td>
              <td>
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={run.isPending}
                  onClick={() => run.mutate(job.name)}
                >
                  {t("jobsPage.runNowShort")}
                  <span className="visually-hidden">: {label(job.name)}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>

      <h2 className="h5 mt-4">{t("jobsPage.runs")}</h2>
      <Form.Group className="mb-2" controlId="jobs-state" style={{ maxWidth: "20rem" }}>
        <Form.Label>{t("jobsPage.filter")}</Form.Label>
        <Form.Select
          value={state ?? ""}
          onChange={(event) => setState((event.target.value || undefined) as RunState | undefined)}
        >
          <option value="">{t("jobsPage.filter.all")}</option>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {t(`jobsPage.state.${s}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Check
        className="mb-3"
        id="jobs-idle"
        checked={idle}
        onChange={(event) => setIdle(event.target.checked)}
        label={t("jobsPage.showIdle")}
      />
      {runs.length === 0 ? (
        <p>{t("jobsPage.noRuns")}</p>
      ) : (
        <Table responsive size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t("jobsPage.job")}</th>
              <th scope="col">{t("jobsPage.state")}</th>
              <th scope="col">{t("jobsPage.created")}</th>
              <th scope="col">{t("jobsPage.finished")}</th>
              <th scope="col" className="text-end">
                {t("jobsPage.attempts")}
              </th>
              <th scope="col">{t("jobsPage.result")}</th>
              <th scope="col">{t("jobsPage.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((r) => (
              <RunRow
                key={r.id}
                run={r}
                label={label(r.name)}
                at={at}
                onRetry={() => retry.mutate({ name: r.name, id: r.id })}
                busy={retry.isPending}
              />
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

function RunRow(props: {
  run: JobRun;
  label: string;
  at: (iso: string | null) => string;
  onRetry: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { run, at } = props;
  const counts = run.counts
    ? Object.entries(run.counts)
        .map(([key, value]) => `${key}: ${value}`)
        .join(", ")
    : "";
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {props.label}
        <div className="small text-body-secondary">
          {run.requestedBy ? t("jobsPage.requestedBy", { login: run.requestedBy }) : t("jobsPage.scheduled")}
        </div>
      </th>
      <td>
        <Badge
          bg={BADGE[run.state]}
          text={run.state === "retry" || run.state === "active" ? "dark" : undefined}
        >
          {t(`jobsPage.state.${run.state}`)}
        </Badge>
        {run.state === "retry" && (
          <div className="small">{t("jobsPage.nextAttempt", { when: at(run.startAfter) })}</div>
        )}
      </td>
      <td>{at(run.createdAt)}</td>
      <td>{at(run.completedAt)}</td>
      <td className="text-end">
        {run.retries + 1} / {run.retryLimit + 1}
      </td>
      <td className="text-break">{run.error ? <span className="text-danger">{run.error}</span> : counts}</td>
      <td>
        {run.state === "failed" && (
          <Button size="sm" variant="outline-danger" disabled={props.busy} onClick={props.onRetry}>
            {t("jobsPage.retry")}
          </Button>
        )}
      </td>
    </tr>
  );
}
