import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { api, dataOf } from "../../lib/api/client.ts";

/** GET /ws/admin/campaigns, as the Campaigns page reads it (same key: one copy, refreshed by its changes). */
const campaignsQuery = {
  queryKey: ["admin-campaigns"] as const,
  queryFn: () => dataOf(api.GET("/ws/admin/campaigns")),
};

/**
 * The workspace's campaign (issue #39): this year's by default (no parameter: the server's current
 * campaign), an earlier one, or all of them; the choice is the view's `campaign` filter, so that the
 * listing, its counts, the exports and the actions on "every application matching" all follow it.
 * Hidden while there is a single campaign.
 */
export function CampaignSelector({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const campaigns = useQuery(campaignsQuery);
  const list = campaigns.data?.campaigns ?? [];
  if (list.length < 2) return null;
  const current = campaigns.data?.current;
  return (
    <Form.Group controlId={id} className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0 small text-nowrap">{t("campaignsPage.selector.label")}</Form.Label>
      <Form.Select
        size="sm"
        value={value ?? String(current ?? "")}
        onChange={(event) => onChange(event.target.value === String(current) ? "" : event.target.value)}
        style={{ width: "auto" }}
      >
        {list.map((c) => (
          <option key={c.year} value={String(c.year)}>
            {t("campaignsPage.selector.option", {
              year: c.academicYear,
              state: t(`campaignsPage.state.${c.state}`),
            })}
          </option>
        ))}
        <option value="all">{t("campaignsPage.selector.all")}</option>
      </Form.Select>
    </Form.Group>
  );
}
