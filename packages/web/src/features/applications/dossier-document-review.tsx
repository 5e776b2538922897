import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import type { FileReview, ReviewBody } from "./dossier-actions-api.ts";
import { dateInDays, putReview } from "./dossier-actions-api.ts";
import type { DossierFile } from "./dossier-api.ts";
import { ReasonFields, missingReason } from "./dossier-reason-fields.tsx";
import type { ReasonValues } from "./dossier-reason-fields.tsx";
import { formatWhen } from "./dossier-time.ts";

const BADGE: Record<FileReview["status"], string> = {
  to_check: "warning",
  accepted: "success",
  refused: "danger",
};

/** A file's review status as a badge (a file the server has not reviewed yet is to check). */
export function ReviewBadge({ review }: { review?: FileReview }) {
  const { t } = useTranslation();
  const status = review?.status ?? "to_check";
  return (
    <Badge bg={BADGE[status]} text={status === "to_check" ? "dark" : undefined}>
      {t(`dossierActions.review.${status}`)}
    </Badge>
  );
}

/** The reason, comment, who and when of the review of the file shown. */
function ReviewDetails({ review }: { review?: FileReview }) {
  const { t, i18n } = useTranslation();
  if (!review) return null;
  return (
    <div className="small mb-2">
      {review.reasonLabel && <p className="mb-0 fw-semibold">{review.reasonLabel}</p>}
      {review.comment && (
        <p className="mb-0" style={{ whiteSpace: "pre-wrap" }}>
          {review.comment}
        </p>
      )}
      {review.by && review.at && (
        <p className="mb-0 text-body-secondary">
          {t("dossierActions.review.by", { by: review.by, when: formatWhen(review.at, i18n.language) })}
        </p>
      )}
    </div>
  );
}

/**
 * The review of the file shown: its status with reason and comment, Accept, and Refuse, which opens
 * a small form (reason, comment, deadline 14 days ahead) since a refusal asks the candidate for a new one.
 */
export function DocumentReview({
  answerId,
  file,
}: {
  answerId: number;
  file: DossierFile & { review?: FileReview };
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [refusing, setRefusing] = useState(false);
  const [values, setValues] = useState<ReasonValues>({ reason: "", comment: "", deadline: dateInDays(14) });
  const [invalid, setInvalid] = useState<ReturnType<typeof missingReason>>({});
  const review = useMutation({
    mutationFn: (body: ReviewBody) => putReview(answerId, file.generatedName, body),
    onSuccess: () => {
      setRefusing(false);
      // The dossier (files, requests) and its history change together.
      return client.invalidateQueries({ queryKey: ["dossier", answerId] });
    },
  });
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingReason(values);
    setInvalid(missing);
    if (missing.reason || missing.deadline) return;
    const comment = values.comment.trim();
    review.mutate({
      status: "refused",
      reason: values.reason,
      deadline: values.deadline,
      ...(comment ? { comment } : {}),
    });
  };
  const status = file.review?.status ?? "to_check";
  return (
    <div className="mb-2">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <ReviewBadge review={file.review} />
        <span className="me-auto" />
        <Button
          variant="outline-success"
          size="sm"
          disabled={review.isPending || status === "accepted"}
          aria-label={t("dossierActions.review.acceptNamed", { name: file.originalName })}
          onClick={() => review.mutate({ status: "accepted" })}
        >
          {t("dossierActions.review.accept")}
        </Button>
        <Button
          variant="outline-danger"
          size="sm"
          disabled={review.isPending}
          aria-expanded={refusing}
          aria-label={t("dossierActions.review.refuseNamed", { name: file.originalName })}
          onClick={() => setRefusing(!refusing)}
        >
          {t("dossierActions.review.refuse")}
        </Button>
      </div>
      <ReviewDetails review={file.review} />
      {refusing && (
        <Form
          noValidate
          onSubmit={refuse}
          aria-label={t("dossierActions.review.refuseTitle", { name: file.originalName })}
          className="border rounded p-2 mb-2"
        >
          <ReasonFields idPrefix="refuse" values={values} onChange={setValues} invalid={invalid} />
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="danger" size="sm" disabled={review.isPending}>
              {review.isPending ? t("dossierActions.form.sending") : t("dossierActions.review.confirmRefuse")}
            </Button>
            <Button variant="outline-secondary" size="sm" onClick={() => setRefusing(false)}>
              {t("dossierActions.form.cancel")}
            </Button>
          </div>
        </Form>
      )}
      {review.error && (
        <Alert variant="danger" className="py-2 small">
          {describeError(review.error, t)}
        </Alert>
      )}
    </div>
  );
}
