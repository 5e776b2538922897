import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import ListGroup from "react-bootstrap/ListGroup";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { AddReasonForm } from "./add-reason-form.tsx";
import { ReasonItem } from "./reason-item.tsx";
import type { NewReason, Reason, ReasonChange, ReasonKind } from "./reasons-api.ts";
import { addReason, changeReason, reasonsQuery } from "./reasons-api.ts";

/**
 * The moves that swap a reason with its neighbour. Equal positions (never moved) would swap to
 * nothing, so the moved one then goes one step past its neighbour.
 */
function swapMoves(reason: Reason, neighbour: Reason, direction: -1 | 1) {
  if (reason.position !== neighbour.position)
    return [
      { id: reason.id, position: neighbour.position },
      { id: neighbour.id, position: reason.position },
    ];
  return [{ id: reason.id, position: Math.max(0, neighbour.position + direction) }];
}

/** One list of the catalogue (document refusal reasons or decision motivations), editable in place. */
export function ReasonList({ kind }: { kind: ReasonKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = reasonsQuery(kind);
  const reasons = useQuery(query);
  const [outcome, setOutcome] = useState<{ variant: "success" | "danger"; text: string }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: query.queryKey });
  const failed = (error: unknown) => setOutcome({ variant: "danger", text: describeError(error, t) });

  const add = useMutation({
    mutationFn: (reason: NewReason) => addReason(reason),
    onSuccess: async (reason) => {
      await refresh();
      setOutcome({ variant: "success", text: t("reasonsPage.added", { code: reason.code }) });
    },
    onError: failed,
  });
  const change = useMutation({
    mutationFn: ({ id, change }: { id: number; change: ReasonChange }) => changeReason(id, change),
    onSuccess: async (reason) => {
      await refresh();
      setOutcome({ variant: "success", text: t("reasonsPage.saved", { code: reason.code }) });
    },
    onError: failed,
  });
  const move = useMutation({
    mutationFn: async (moves: { id: number; position: number }[]) => {
      for (const { id, position } of moves) await changeReason(id, { position });
    },
    onSettled: refresh,
    onSuccess: () => setOutcome(undefined),
    onError: failed,
  });
  const busy = add.isPending || change.isPending || move.isPending;
  const titleId = `reasons-${kind}-title`;

  return (
    <section aria-labelledby={titleId} className="mb-5">
      <h2 id={titleId} className="h4">
        {t(`reasonsPage.${kind}`)}
      </h2>
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
      {reasons.isPending ? (
        <PageSpinner label={t("reasonsPage.loading")} />
      ) : reasons.error ? (
        <Alert variant="danger">{describeError(reasons.error, t)}</Alert>
      ) : reasons.data.length === 0 ? (
        <p>{t("reasonsPage.none")}</p>
      ) : (
        <ListGroup as="ol" aria-labelledby={titleId}>
          {reasons.data.map((reason, index, all) => (
            <ReasonItem
              key={`${reason.id}-${reason.labelEn}-${reason.labelFr}`}
              reason={reason}
              first={index === 0}
              last={index === all.length - 1}
              busy={busy}
              onChange={(next) => change.mutate({ id: reason.id, change: next })}
              onMove={(direction) => move.mutate(swapMoves(reason, all[index + direction]!, direction))}
            />
          ))}
        </ListGroup>
      )}
      <AddReasonForm kind={kind} busy={busy} onAdd={(reason) => add.mutateAsync(reason)} />
    </section>
  );
}
