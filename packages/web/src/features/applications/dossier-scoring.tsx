import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { criterionLabel, levelDescriptor, type Criterion } from "@portal/domain/review/scoresheet";
import { api, dataOf } from "../../lib/api/client.ts";
import { describeError } from "../../lib/api-error.ts";
import type { ResponseOf } from "../../lib/api/types.ts";
import { draftOf, liveScore, scoresOf, type DraftScores } from "./dossier-scoring-values.ts";

/** GET /ws/admin/answers/{id}/review: the caller's review, its scoresheet and, once submitted, the others'. */
type ReviewBody = ResponseOf<"/ws/admin/answers/{id}/review", "get">;

const reviewQuery = (id: number) => ({
  queryKey: ["dossier", id, "review"] as const,
  queryFn: async () => dataOf(api.GET("/ws/admin/answers/{id}/review", { params: { path: { id } } })),
});

/**
 * The dossier's scoring panel (issue #38), beside the documents: each criterion of the programme's
 * scoresheet with its levels and their descriptors (a radio group), a comment per criterion, the
 * live weighted score, "Save draft" and "Submit review". The other readers' reviews appear only once
 * the reviewer has submitted theirs: the server sends them no sooner.
 */
export function DossierScoring({ answerId }: { answerId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data } = useQuery(reviewQuery(answerId));
  const [draft, setDraft] = useState<DraftScores>({});
  const [done, setDone] = useState<string>();
  const criteria = (data?.sheet?.criteria ?? []) as Criterion[];
  const storedScores = data?.review?.scores;
  useEffect(() => {
    if (data?.sheet) setDraft(draftOf(data.sheet.criteria as Criterion[], storedScores));
  }, [data?.sheet, storedScores]);
  const save = useMutation({
    mutationFn: (submit: boolean) =>
      dataOf(
        api.PUT("/ws/admin/answers/{id}/review", {
          params: { path: { id: answerId } },
          body: { scores: scoresOf(draft), submit },
        }),
      ),
    onSuccess: (body, submit) => {
      client.setQueryData(reviewQuery(answerId).queryKey, body);
      setDone(t(submit ? "scoring.panel.submitted" : "scoring.panel.saved"));
    },
    onMutate: () => setDone(undefined),
  });
  if (!data) return null;
  if (!data.sheet)
    return (
      <section aria-labelledby="dossier-scoring-title" className="mb-4">
        <h2 id="dossier-scoring-title" className="h4">
          {t("scoring.panel.title")}
        </h2>
        <p className="text-body-secondary">{t("scoring.panel.noSheet")}</p>
      </section>
    );
  const score = liveScore(criteria, draft);
  const submitted = data.review?.status === "submitted";
  return (
    <section aria-labelledby="dossier-scoring-title" className="mb-4">
      <h2 id="dossier-scoring-title" className="h4">
        {t("scoring.panel.title")}{" "}
        <small className="text-body-secondary fs-6">
          {t("scoring.panel.version", { version: data.sheet.version })}
        </small>
      </h2>
      <p className="small">
        {t("scoring.panel.status", { status: t(`scoring.status.${data.review?.status ?? "none"}`) })}
      </p>
      {criteria.map((criterion) => (
        <CriterionInput
          key={criterion.id}
          criterion={criterion}
          interview={data.interview}
          value={draft[criterion.id] ?? { value: null, comment: "" }}
          onChange={(next) => setDraft((d) => ({ ...d, [criterion.id]: next }))}
        />
      ))}
      <p className="fw-semibold" aria-live="polite">
        {score === null ? t("scoring.panel.noScore") : t("scoring.panel.score", { score })}
      </p>
      <div className="d-flex gap-2 mb-2">
        {!submitted && (
          <Button variant="outline-primary" disabled={save.isPending} onClick={() => save.mutate(false)}>
            {t("scoring.panel.saveDraft")}
          </Button>
        )}
        <Button variant="primary" disabled={save.isPending} onClick={() => save.mutate(true)}>
          {t("scoring.panel.submit")}
        </Button>
      </div>
      <div aria-live="polite">
        {save.error && <Alert variant="danger">{describeError(save.error, t)}</Alert>}
        {done && <Alert variant="success">{done}</Alert>}
      </div>
      <OtherReviews data={data} />
    </section>
  );
}

/** One criterion: its levels as radio buttons (with "not scored"), their descriptors, and a comment. */
function CriterionInput({
  criterion,
  interview,
  value,
  onChange,
}: {
  criterion: Criterion;
  interview: ReviewBody["interview"];
  value: DraftScores[string];
  onChange(next: DraftScores[string]): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = criterionLabel(criterion, lang);
  const name = `criterion-${criterion.id}`;
  const attendance =
    interview?.attendance === "attended"
      ? "attended"
      : interview?.attendance === "absent"
        ? "absent"
        : "none";
  return (
    <fieldset className="mb-3 border rounded p-2">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">
        {label}{" "}
        <span className="fw-normal text-body-secondary">
          ({t("scoring.panel.weight", { weight: criterion.weight })})
        </span>
      </legend>
      {criterion.interview && (
        <p className="small text-body-secondary mb-1">
          {t("scoring.panel.interviewCriterion")} {t(`scoring.panel.interview.${attendance}`)}
        </p>
      )}
      {criterion.levels.map((level) => (
        <Form.Check
          key={level.value}
          type="radio"
          id={`${name}-${level.value}`}
          name={name}
          checked={value.value === level.value}
          onChange={() => onChange({ ...value, value: level.value })}
          label={`${level.value}: ${levelDescriptor(level, lang)}`}
        />
      ))}
      <Form.Check
        type="radio"
        id={`${name}-blank`}
        name={name}
        checked={value.value === null}
        onChange={() => onChange({ ...value, value: null })}
        label={t("scoring.panel.blank")}
      />
      <Form.Group controlId={`${name}-comment`} className="mt-2">
        <Form.Label className="small mb-1">{t("scoring.panel.comment", { criterion: label })}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={value.comment}
          maxLength={2000}
          onChange={(e) => onChange({ ...value, comment: e.target.value })}
        />
      </Form.Group>
    </fieldset>
  );
}

/** The other readers' reviews once the caller may read them, each under the version it was given on. */
function OtherReviews({ data }: { data: ReviewBody }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div className="mt-3">
      <h3 className="h5">{t("scoring.panel.others")}</h3>
      {data.others === null ? (
        <p className="text-body-secondary">{t("scoring.panel.othersHidden")}</p>
      ) : data.others.length === 0 ? (
        <p className="text-body-secondary">{t("scoring.panel.noOthers")}</p>
      ) : (
        <>
          {data.standing && data.standing.score !== null && (
            <p className="small">
              {t("scoring.panel.standing", {
                score: data.standing.score,
                count: data.standing.reviews,
                spread: data.standing.spread ?? 0,
                rank: data.standing.rank ?? "–",
              })}
            </p>
          )}
          <ul className="list-unstyled">
            {data.others.map((review) => {
              const sheet = data.otherSheets.find((s) => s.id === review.scoresheetId) ?? data.sheet;
              return (
                <li key={review.reviewer} className="mb-2 border-top pt-2">
                  <div className="fw-semibold">
                    {t("scoring.panel.otherScore", { reviewer: review.reviewer, score: review.score ?? "–" })}{" "}
                    <span className="small fw-normal text-body-secondary">
                      {t("scoring.panel.otherVersion", { version: review.version })}
                    </span>
                  </div>
                  <dl className="row small mb-0">
                    {((sheet?.criteria ?? []) as Criterion[]).map((c) => (
                      <div key={c.id} className="col-12">
                        <dt className="d-inline">{criterionLabel(c, lang)}: </dt>
                        <dd className="d-inline">
                          {review.scores[c.id]?.value ?? t("scoring.panel.blank")}
                          {review.scores[c.id]?.comment ? ` — ${review.scores[c.id]?.comment}` : ""}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
