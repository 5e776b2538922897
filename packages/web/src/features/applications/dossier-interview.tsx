import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import ButtonGroup from "react-bootstrap/ButtonGroup";
import { useTranslation } from "react-i18next";
import { api, dataOf } from "../../lib/api/client.ts";
import { describeError } from "../../lib/api-error.ts";
import type { ResponseOf } from "../../lib/api/types.ts";
import { formatWhen } from "./dossier-time.ts";

/** GET /ws/admin/answers/{id}/interview: the application's interview, null when never invited. */
type StaffInterview = NonNullable<ResponseOf<"/ws/admin/answers/{id}/interview", "get">["interview"]>;
type Attendance = StaffInterview["attendance"];

const interviewQuery = (id: number) => ({
  queryKey: ["dossier", id, "interview"] as const,
  queryFn: async () =>
    (await dataOf(api.GET("/ws/admin/answers/{id}/interview", { params: { path: { id } } }))).interview,
});

/**
 * The dossier's interview (issue #38): whether the candidate was invited, the slot booked or their
 * reason for declining, the reminder, and the attendance, which staff who may read the dossier
 * record once the interview has started (the server says who may: administrators and the
 * reviewers of its jury).
 */
export function DossierInterview({ answerId }: { answerId: number }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { data: interview } = useQuery(interviewQuery(answerId));
  const record = useMutation({
    mutationFn: (attendance: Attendance) =>
      dataOf(
        api.PUT("/ws/admin/answers/{id}/interview/attendance", {
          params: { path: { id: answerId } },
          body: { attendance },
        }),
      ),
    onSuccess: (answer) => client.setQueryData(interviewQuery(answerId).queryKey, answer.interview),
  });
  if (!interview) return null;
  const lang = i18n.language;
  const started = interview.slot !== null && new Date(interview.slot.startsAt).getTime() <= Date.now();
  return (
    <section aria-labelledby="dossier-interview-title" className="mb-4">
      <h2 id="dossier-interview-title" className="h4">
        {t("dossier.interview.title")}
      </h2>
      <p className="small text-body-secondary">
        {t("dossier.interview.invitedOn", {
          date: formatWhen(interview.invitedAt, lang),
          by: interview.invitedBy,
        })}
      </p>
      <dl className="row mb-2">
        <dt className="col-sm-4">{t("dossier.interview.status")}</dt>
        <dd className="col-sm-8">{t(`dossier.interview.status.${interview.status}`)}</dd>
        {interview.slot && (
          <>
            <dt className="col-sm-4">{t("dossier.interview.slot")}</dt>
            <dd className="col-sm-8">
              {formatWhen(interview.slot.startsAt, lang)} ({interview.slot.minutes} min)
              {interview.slot.place && <div>{interview.slot.place}</div>}
              {interview.slot.videoLink && <div className="text-break">{interview.slot.videoLink}</div>}
              {interview.remindedAt && (
                <div className="small text-body-secondary">
                  {t("dossier.interview.reminded", { date: formatWhen(interview.remindedAt, lang) })}
                </div>
              )}
            </dd>
            <dt className="col-sm-4">{t("dossier.interview.attendance")}</dt>
            <dd className="col-sm-8">{t(`interviewsPage.attendance.${interview.attendance ?? "none"}`)}</dd>
          </>
        )}
        {interview.declineReason && (
          <>
            <dt className="col-sm-4">{t("dossier.interview.declineReason")}</dt>
            <dd className="col-sm-8 text-break">{interview.declineReason}</dd>
          </>
        )}
      </dl>
      {interview.status === "booked" && started && (
        <ButtonGroup aria-label={t("dossier.interview.attendance")}>
          {(["attended", "absent"] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={interview.attendance === value ? "primary" : "outline-primary"}
              aria-pressed={interview.attendance === value}
              disabled={record.isPending}
              onClick={() => record.mutate(interview.attendance === value ? null : value)}
            >
              {t(`interviewsPage.${value}`)}
            </Button>
          ))}
        </ButtonGroup>
      )}
      {record.error && (
        <Alert variant="danger" role="alert" className="mt-2">
          {describeError(record.error, t)}
        </Alert>
      )}
    </section>
  );
}
