import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import type { Criterion } from "@portal/domain/review/scoresheet";
import { api, dataOf } from "../../lib/api/client.ts";
import { ApiError, describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { ScoresheetForm, newCriterion } from "./scoresheet-form.tsx";

const sheetsQuery = {
  queryKey: ["scoresheets"] as const,
  queryFn: async () => (await dataOf(api.GET("/ws/admin/scoresheets"))).programmes,
};

/** What the administrator asked for, kept while the new-version confirmation is open. */
type Pending = { kind: "save"; criteria: Criterion[] } | { kind: "copy"; from: string };

const hasReviews = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.body as { code?: string } | undefined)?.code === "SCORESHEET_HAS_REVIEWS";

/**
 * Route /admin/scoresheets (issue #38), administrators: pick a programme, edit its criteria, copy
 * another programme's, save. Once reviews were given under the current version, saving asks to
 * make a new version (the old scores stay readable under the old one).
 */
export function ScoresheetsPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const administrator = useSession()?.admin === true;
  const client = useQueryClient();
  const list = useQuery({ ...sheetsQuery, enabled: administrator });
  const [code, setCode] = useState("");
  const [criteria, setCriteria] = useState<Criterion[]>([]);
  const [from, setFrom] = useState("");
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ variant: "success" | "danger"; text: string }>();
  const programmes = list.data ?? [];
  const chosen = programmes.find((p) => p.code === code) ?? programmes[0];

  useEffect(() => {
    if (chosen) setCriteria((chosen.sheet?.criteria as Criterion[] | undefined) ?? [newCriterion(1)]);
  }, [chosen]);

  async function send(request: Pending, confirm: boolean) {
    if (!chosen) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const path = { programme: chosen.code };
      const body =
        request.kind === "save"
          ? await dataOf(
              api.PUT("/ws/admin/scoresheets/{programme}", {
                params: { path },
                body: { criteria: request.criteria, confirm },
              }),
            )
          : await dataOf(
              api.POST("/ws/admin/scoresheets/{programme}/copy", {
                params: { path },
                body: { from: request.from, confirm },
              }),
            );
      setPending(undefined);
      setOutcome({ variant: "success", text: t("scoring.sheets.saved", { version: body.sheet.version }) });
      await client.invalidateQueries({ queryKey: sheetsQuery.queryKey });
    } catch (error) {
      if (!confirm && hasReviews(error)) setPending(request);
      else {
        setPending(undefined);
        setOutcome({ variant: "danger", text: describeError(error, t) });
      }
    } finally {
      setBusy(false);
    }
  }

  if (!administrator) return <Alert variant="warning">{t("server.forbidden")}</Alert>;
  const label = (p: { code: string; labelEn: string; labelFr: string }) =>
    `${p.code} – ${i18n.language === "fr" ? p.labelFr : p.labelEn}`;
  return (
    <section aria-labelledby="scoresheets-title">
      <h1 id="scoresheets-title" className="h3 mb-3">
        {t("scoring.sheets.title")}
      </h1>
      <p className="text-body-secondary">{t("scoring.sheets.intro")}</p>
      {list.isPending ? (
        <PageSpinner label={t("scoring.sheets.title")} />
      ) : list.error ? (
        <Alert variant="danger">{describeError(list.error, t)}</Alert>
      ) : (
        chosen && (
          <>
            <Form.Group controlId={`${id}-programme`} className="mb-3">
              <Form.Label>{t("scoring.sheets.programme")}</Form.Label>
              <Form.Select value={chosen.code} onChange={(e) => setCode(e.target.value)}>
                {programmes.map((p) => (
                  <option key={p.code} value={p.code}>
                    {label(p)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <p>
              {chosen.sheet
                ? t("scoring.sheets.current", { version: chosen.sheet.version, by: chosen.sheet.createdBy })
                : t("scoring.sheets.noSheet")}{" "}
              {chosen.hasReviews && t("scoring.sheets.hasReviews")}
            </p>
            <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
              <Form.Group controlId={`${id}-from`}>
                <Form.Label>{t("scoring.sheets.copyFrom")}</Form.Label>
                <Form.Select value={from} onChange={(e) => setFrom(e.target.value)}>
                  <option value="" />
                  {programmes
                    .filter((p) => p.sheet && p.code !== chosen.code)
                    .map((p) => (
                      <option key={p.code} value={p.code}>
                        {label(p)}
                      </option>
                    ))}
                </Form.Select>
              </Form.Group>
              <Button
                variant="outline-primary"
                disabled={busy || from === ""}
                onClick={() => void send({ kind: "copy", from }, false)}
              >
                {t("scoring.sheets.copy")}
              </Button>
            </div>
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
            <ScoresheetForm criteria={criteria} onChange={setCriteria} />
            <div className="mt-3">
              <Button disabled={busy} onClick={() => void send({ kind: "save", criteria }, false)}>
                {t("scoring.sheets.save")}
              </Button>
            </div>
          </>
        )
      )}
      {pending && (
        <Modal show onHide={() => setPending(undefined)} aria-labelledby={`${id}-confirm`}>
          <Modal.Header closeButton closeLabel={t("scoring.cancel")}>
            <Modal.Title id={`${id}-confirm`} as="h2" className="h5">
              {t("scoring.sheets.confirmTitle")}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>{t("scoring.sheets.confirmBody")}</Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={() => setPending(undefined)}>
              {t("scoring.cancel")}
            </Button>
            <Button disabled={busy} onClick={() => void send(pending, true)}>
              {t("scoring.sheets.confirm")}
            </Button>
          </Modal.Footer>
        </Modal>
      )}
    </section>
  );
}
