import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { createSlot, slotsQuery, type SlotFields, type SlotsList } from "./interviews-api.ts";
import { SlotCard } from "./slot-card.tsx";
import { SlotForm } from "./slot-form.tsx";

/** The programme's name in the reader's language. */
const programmeName = (p: SlotsList["programmes"][number], language: string) =>
  language.startsWith("fr") ? p.labelFr : p.labelEn;

/**
 * Route /admin/interviews (issue #38): administrators open interview slots per programme (date,
 * time where the institution is, length, place or video link, seats), change or delete them, and
 * see who holds each slot, recording their attendance once it has started. Candidates are invited
 * from the applications workspace.
 */
export function InterviewsPage() {
  const { t, i18n } = useTranslation();
  const administrator = useSession()?.admin === true;
  const client = useQueryClient();
  const selectId = useId();
  const [programme, setProgramme] = useState("");
  const list = useQuery({ ...slotsQuery(programme), enabled: administrator });
  const [outcome, setOutcome] = useState<{ variant: "success" | "danger"; text: string }>();
  const [formKey, setFormKey] = useState(0);
  const refresh = () => client.invalidateQueries({ queryKey: ["admin-interview-slots"] });
  const report = (text: string) => setOutcome({ variant: "success", text });
  const fail = (error: unknown) => setOutcome({ variant: "danger", text: describeError(error, t) });
  const create = useMutation({
    mutationFn: (fields: SlotFields) => createSlot(current, fields),
    onSuccess: async () => {
      await refresh();
      setFormKey((k) => k + 1);
      report(t("interviewsPage.created"));
    },
    onError: fail,
  });
  if (!administrator) return <Alert variant="warning">{t("interviewsPage.adminOnly")}</Alert>;
  const programmes = list.data?.programmes ?? [];
  const current = programme || programmes[0]?.code || "";
  const chosen = programmes.find((p) => p.code === current);
  // Without a programme asked for, the server answers every slot: show the first programme's.
  const slots = (list.data?.slots ?? []).filter((slot) => slot.programme === current);
  return (
    <section aria-labelledby="interviews-title">
      <h1 id="interviews-title" className="h3 mb-3">
        {t("interviewsPage.title")}
      </h1>
      <p className="text-body-secondary">{t("interviewsPage.intro")}</p>
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
      {list.isPending ? (
        <PageSpinner label={t("interviewsPage.loading")} />
      ) : list.error ? (
        <Alert variant="danger">{describeError(list.error, t)}</Alert>
      ) : (
        <>
          <Form.Group controlId={selectId} className="mb-2" style={{ maxWidth: "40rem" }}>
            <Form.Label>{t("interviewsPage.programme")}</Form.Label>
            <Form.Select value={current} onChange={(event) => setProgramme(event.target.value)}>
              {programmes.map((p) => (
                <option key={p.code} value={p.code}>
                  {programmeName(p, i18n.language)} ({p.code})
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {chosen && (
            <p className="small text-body-secondary">
              {t("interviewsPage.invitations", chosen)} ·{" "}
              {t("interviewsPage.timeZone", { zone: list.data.timeZone })}
            </p>
          )}
          <Card className="mb-4">
            <Card.Body>
              <h2 className="h5">{t("interviewsPage.newSlot")}</h2>
              <SlotForm
                key={`${current}-${formKey}`}
                timeZone={list.data.timeZone}
                busy={create.isPending}
                submitLabel={t("interviewsPage.create")}
                onSubmit={(fields) => create.mutate(fields)}
              />
            </Card.Body>
          </Card>
          <h2 className="h5">{t("interviewsPage.slots")}</h2>
          {slots.length === 0 ? (
            <p>{t("interviewsPage.noSlots")}</p>
          ) : (
            <ul className="list-unstyled">
              {slots.map((slot) => (
                <li key={slot.id} className="mb-3">
                  <SlotCard
                    slot={slot}
                    timeZone={list.data.timeZone}
                    onChanged={async (text) => {
                      await refresh();
                      report(text);
                    }}
                    onError={fail}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
