import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import { formatEuros } from "@portal/domain/workflow/amounts";
import { describeError } from "../../lib/api-error.ts";
import { intlLocale } from "../../lib/intl-locale.ts";
import { ConfirmDialog } from "../../lib/confirm-dialog.tsx";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { CampaignForm, draftOf } from "./campaign-form.tsx";
import {
  campaignsQuery,
  closeCampaign,
  openCampaign,
  reopenCampaign,
  updateCampaign,
  type Campaign,
  type CampaignChange,
} from "./campaigns-api.ts";

/** What the page is doing: opening the next campaign, editing one, closing or reopening one. */
type Action =
  | { kind: "open"; from: Campaign }
  | { kind: "edit"; campaign: Campaign }
  | { kind: "close" | "reopen"; campaign: Campaign };

/**
 * Route /admin/campaigns (issue #39): the campaigns, newest first, with their state, applications,
 * closing date and fees; administrators open the next one (copied from the newest, a year later),
 * change a campaign's dates and fees, close one (its applications read-only for candidates) or
 * reopen it.
 */
export function CampaignsPage() {
  const { t, i18n } = useTranslation();
  const administrator = useSession()?.admin === true;
  const queryClient = useQueryClient();
  const list = useQuery({ ...campaignsQuery, enabled: administrator });
  const [action, setAction] = useState<Action>();
  const [done, setDone] = useState<string>();
  const mutation = useMutation({
    mutationFn: async ({ action, change }: { action: Action; change?: CampaignChange }) => {
      if (action.kind === "open") return openCampaign(action.from.year + 1, change ?? {});
      if (action.kind === "edit") return updateCampaign(action.campaign.year, change ?? {});
      if (action.kind === "close") return closeCampaign(action.campaign.year);
      return reopenCampaign(action.campaign.year);
    },
    onSuccess: async (_, { action }) => {
      // The workspace's selector reads the same list.
      await queryClient.invalidateQueries({ queryKey: campaignsQuery.queryKey });
      const year = action.kind === "open" ? action.from.year + 1 : action.campaign.year;
      const key = { open: "open.done", edit: "saved", close: "closed", reopen: "reopened" }[action.kind];
      setDone(t(`campaignsPage.${key}`, { year }));
      setAction(undefined);
    },
  });
  const start = (next: Action) => {
    mutation.reset();
    setDone(undefined);
    setAction(next);
  };
  if (!administrator) return <Alert variant="warning">{t("campaignsPage.adminOnly")}</Alert>;
  const euros = (n: number) => formatEuros(n, i18n.language);
  const newest = list.data?.campaigns[0];
  return (
    <section aria-labelledby="campaigns-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="campaigns-title" className="h3 mb-0 me-auto">
          {t("campaignsPage.title")}
        </h1>
        {newest && (
          <Button onClick={() => start({ kind: "open", from: newest })}>
            {t("campaignsPage.open.button", { year: newest.year + 1 })}
          </Button>
        )}
      </div>
      <p className="text-body-secondary">{t("campaignsPage.intro")}</p>
      <div role="status">
        {done && (
          <Alert
            variant="success"
            dismissible
            closeLabel={t("common.close")}
            onClose={() => setDone(undefined)}
          >
            {done}
          </Alert>
        )}
      </div>
      {list.isPending ? (
        <PageSpinner label={t("campaignsPage.title")} />
      ) : list.error ? (
        <Alert variant="danger">{describeError(list.error, t)}</Alert>
      ) : (
        <div className="table-responsive">
          <Table hover className="align-middle">
            <thead>
              <tr>
                <th scope="col">{t("campaignsPage.col.year")}</th>
                <th scope="col">{t("campaignsPage.col.state")}</th>
                <th scope="col" className="text-end">
                  {t("campaignsPage.col.applications")}
                </th>
                <th scope="col">{t("campaignsPage.col.dates")}</th>
                <th scope="col">{t("campaignsPage.col.fees")}</th>
                <th scope="col">{t("campaignsPage.col.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.campaigns.map((campaign) => (
                <tr key={campaign.year}>
                  <th scope="row">
                    {campaign.year}
                    <div className="small fw-normal text-body-secondary">{campaign.academicYear}</div>
                  </th>
                  <td>
                    <Badge bg={campaign.state === "open" ? "success" : "secondary"}>
                      {t(`campaignsPage.state.${campaign.state}`)}
                    </Badge>
                    {campaign.current && <span className="ms-2 small">{t("campaignsPage.current")}</span>}
                  </td>
                  <td className="text-end">{campaign.applications}</td>
                  <td>
                    {campaign.applicationCloses ? (
                      new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: "long" }).format(
                        new Date(`${campaign.applicationCloses}T12:00:00Z`),
                      )
                    ) : (
                      <span className="text-body-secondary">{t("campaignsPage.noDate")}</span>
                    )}
                  </td>
                  <td className="small">
                    {t("campaignsPage.fees", {
                      application: euros(campaign.applicationFee),
                      msc: euros(campaign.downPaymentMsc),
                      other: euros(campaign.downPaymentOther),
                    })}
                  </td>
                  <td>
                    <div className="d-flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        onClick={() => start({ kind: "edit", campaign })}
                      >
                        {t("campaignsPage.edit", { year: campaign.year })}
                      </Button>
                      {campaign.state === "open" ? (
                        <Button
                          size="sm"
                          variant="outline-danger"
                          onClick={() => start({ kind: "close", campaign })}
                        >
                          {t("campaignsPage.close", { year: campaign.year })}
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          onClick={() => start({ kind: "reopen", campaign })}
                        >
                          {t("campaignsPage.reopen", { year: campaign.year })}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {action?.kind === "open" && (
        <CampaignForm
          title={t("campaignsPage.open.title", { year: action.from.year + 1 })}
          intro={t("campaignsPage.open.copied", { from: action.from.year })}
          submitLabel={t("campaignsPage.open.submit", { year: action.from.year + 1 })}
          initial={draftOf(action.from, 1)}
          pending={mutation.isPending}
          error={mutation.error}
          onSubmit={(change) => mutation.mutate({ action, change })}
          onClose={() => setAction(undefined)}
        />
      )}
      {action?.kind === "edit" && (
        <CampaignForm
          title={t("campaignsPage.edit", { year: action.campaign.year })}
          submitLabel={t("campaignsPage.save")}
          initial={draftOf(action.campaign)}
          pending={mutation.isPending}
          error={mutation.error}
          onSubmit={(change) => mutation.mutate({ action, change })}
          onClose={() => setAction(undefined)}
        />
      )}
      {(action?.kind === "close" || action?.kind === "reopen") && (
        <ConfirmDialog
          titleId="campaign-state-title"
          title={t(`campaignsPage.${action.kind}`, { year: action.campaign.year })}
          closeLabel={t("common.close")}
          cancelLabel={t("campaignsPage.cancel")}
          confirmLabel={t(`campaignsPage.${action.kind}`, { year: action.campaign.year })}
          danger={action.kind === "close"}
          pending={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate({ action })}
          onClose={() => setAction(undefined)}
        >
          <p>
            {t(`campaignsPage.${action.kind}Confirm`, {
              year: action.campaign.year,
              count: action.campaign.applications,
            })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
