import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { api, dataOf } from "../../lib/api/client.ts";
import { describeError } from "../../lib/api-error.ts";
import type { Selection } from "./bulk-api.ts";

type Mode = "even" | "hand";

/**
 * "Assign reviewers" for the selected applications (issue #38), administrators: spread evenly
 * across each application's jury's reviewers, N readers each (the least loaded first), or chosen
 * by hand (the server gives each reviewer only the applications of their juries), or taken off.
 */
export function ReviewAssignDialog({
  selection,
  count,
  onClose,
  onDone,
}: {
  selection: Selection;
  count: number;
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<Mode>("even");
  const [readers, setReaders] = useState(2);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const { data: list } = useQuery({
    queryKey: ["review-readers"],
    queryFn: async () => (await dataOf(api.GET("/ws/admin/review-assignments/readers"))).readers,
  });

  async function run(action: "assign" | "remove") {
    setBusy(true);
    setError(undefined);
    try {
      if (action === "remove") {
        const report = await dataOf(
          api.POST("/ws/admin/review-assignments/remove", { body: { selection, reviewers: chosen } }),
        );
        onDone(t("scoring.assign.removed", report));
      } else if (mode === "even") {
        const report = await dataOf(
          api.POST("/ws/admin/review-assignments/even", { body: { selection, readers } }),
        );
        onDone(t("scoring.assign.doneEven", report));
      } else {
        const report = await dataOf(
          api.POST("/ws/admin/review-assignments", { body: { selection, reviewers: chosen } }),
        );
        onDone(t("scoring.assign.done", report));
      }
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (reviewer: number) =>
    setChosen((c) => (c.includes(reviewer) ? c.filter((x) => x !== reviewer) : [...c, reviewer]));

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t("scoring.cancel")}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t("scoring.assign.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t("scoring.assign.count", { count })}</p>
        <Form.Check
          type="radio"
          id={`${id}-even`}
          name={`${id}-mode`}
          checked={mode === "even"}
          onChange={() => setMode("even")}
          label={t("scoring.assign.evenly")}
        />
        <Form.Check
          type="radio"
          id={`${id}-hand`}
          name={`${id}-mode`}
          checked={mode === "hand"}
          onChange={() => setMode("hand")}
          label={t("scoring.assign.byHand")}
        />
        {mode === "even" ? (
          <Form.Group controlId={`${id}-readers`} className="mt-3">
            <Form.Label>{t("scoring.assign.readers")}</Form.Label>
            <Form.Control
              type="number"
              min={1}
              max={10}
              value={readers}
              onChange={(e) => setReaders(Math.max(1, Math.min(10, Number(e.target.value) || 1)))}
            />
          </Form.Group>
        ) : (
          <fieldset className="mt-3">
            <legend className="fs-6">{t("scoring.assign.reviewers")}</legend>
            {list?.length === 0 && <p className="text-body-secondary">{t("scoring.assign.noReviewers")}</p>}
            {list?.map((reader) => (
              <Form.Check
                key={reader.id}
                id={`${id}-reader-${reader.id}`}
                checked={chosen.includes(reader.id)}
                onChange={() => toggle(reader.id)}
                label={t("scoring.assign.load", { ...reader, juries: reader.juries.join(", ") })}
              />
            ))}
          </fieldset>
        )}
        <div aria-live="polite">
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {error}
            </Alert>
          )}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t("scoring.cancel")}
        </Button>
        {mode === "hand" && (
          <Button
            variant="outline-danger"
            disabled={busy || chosen.length === 0}
            onClick={() => void run("remove")}
          >
            {t("scoring.assign.remove")}
          </Button>
        )}
        <Button
          variant="primary"
          disabled={busy || (mode === "hand" && chosen.length === 0)}
          onClick={() => void run("assign")}
        >
          {t("scoring.assign.submit")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
