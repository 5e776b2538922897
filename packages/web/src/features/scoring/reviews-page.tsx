import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { api, dataOf } from "../../lib/api/client.ts";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";

const queueQuery = {
  queryKey: ["review-queue"] as const,
  queryFn: async () => (await dataOf(api.GET("/ws/admin/reviews/queue"))).queue,
};

/**
 * Route /admin/reviews, "My reviews" (issue #38): a reviewer's queue, each application with their
 * review's state and a link to its dossier, where they score it; "Give me the next five" takes the
 * oldest applications of their juries nobody reads yet.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const queue = useQuery(queueQuery);
  const [outcome, setOutcome] = useState<{ variant: "success" | "info" | "danger"; text: string }>();
  const next = useMutation({
    mutationFn: () => dataOf(api.POST("/ws/admin/reviews/queue/next", { body: { count: 5 } })),
    onSuccess: (body) => {
      client.setQueryData(queueQuery.queryKey, body.queue);
      setOutcome(
        body.taken.length > 0
          ? { variant: "success", text: t("scoring.queue.taken", { count: body.taken.length }) }
          : { variant: "info", text: t("scoring.queue.noneLeft") },
      );
    },
    onError: (error) => setOutcome({ variant: "danger", text: describeError(error, t) }),
  });
  return (
    <section aria-labelledby="reviews-title">
      <h1 id="reviews-title" className="h3 mb-3">
        {t("scoring.queue.title")}
      </h1>
      <p className="text-body-secondary">{t("scoring.queue.intro")}</p>
      <Button className="mb-3" disabled={next.isPending} onClick={() => next.mutate()}>
        {t("scoring.queue.next")}
      </Button>
      <div role="status">
        {outcome && (
          <Alert
            variant={outcome.variant}
            dismissible
            closeLabel={t("common.close")}
            onClose={() => setOutcome(undefined)}
          >
            {outcome.text}
          </Alert>
        )}
      </div>
      {queue.isPending ? (
        <PageSpinner label={t("scoring.queue.title")} />
      ) : queue.error ? (
        <Alert variant="danger">{describeError(queue.error, t)}</Alert>
      ) : queue.data.length === 0 ? (
        <p>{t("scoring.queue.empty")}</p>
      ) : (
        <Table responsive hover>
          <thead>
            <tr>
              <th scope="col">{t("scoring.queue.application")}</th>
              <th scope="col">{t("scoring.queue.programme")}</th>
              <th scope="col">{t("scoring.queue.status")}</th>
              <th scope="col">{t("scoring.queue.score")}</th>
            </tr>
          </thead>
          <tbody>
            {queue.data.map((item) => (
              <tr key={item.answerId}>
                <th scope="row">
                  <Link
                    to={`/admin/applications/${item.answerId}`}
                    aria-label={t("scoring.queue.open", { name: item.name })}
                  >
                    {item.name}
                  </Link>
                </th>
                <td>{item.programme}</td>
                <td>{t(`scoring.status.${item.status}`)}</td>
                <td>{item.score ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
