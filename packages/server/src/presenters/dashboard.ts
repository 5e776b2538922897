import { translate, type Locale } from "@portal/domain/i18n/index";
import { PROGRAMME_TYPES } from "@portal/domain/schema/candform/options";
import { withdrawalReasonKey } from "@portal/domain/workflow/withdrawal";
import type { DashboardFigures, FunnelCounts } from "../queries/dashboard-figures.ts";

const NO_COUNTS = { started: 0, validated: 0, admitted: 0, registered: 0, tuitionConfirmed: 0 };

/** The label of a programme type in the officer's language (the code itself when unknown). */
function typeLabel(type: string, locale: Locale): string {
  if (type === "") return translate(locale, "dashboardFigures.noProgrammeType");
  const option = PROGRAMME_TYPES.find((o) => o.enum.includes(type));
  return option ? option.description[locale] : type;
}

/**
 * The funnel in the form's order of programme types, each with its label: every type for an
 * administrator (a type nobody chose shows as zeros), only the types that have applications for a
 * reviewer; applications without a type yet come last.
 */
function presentFunnel(funnel: FunnelCounts[], locale: Locale, everyType: boolean) {
  const known = PROGRAMME_TYPES.flatMap((o) => o.enum);
  const found = new Map(funnel.map((row) => [row.typeformation, row]));
  const types = [
    ...known.filter((type) => everyType || found.has(type)),
    ...[...found.keys()].filter((type) => type !== "" && !known.includes(type)).sort(),
    ...(found.has("") ? [""] : []),
  ];
  return types.map((type) => ({
    typeformation: type,
    label: typeLabel(type, locale),
    ...NO_COUNTS,
    ...found.get(type),
  }));
}

/** GET /ws/admin/dashboard's answer: the figures, with the programme types labelled. */
export function presentDashboard(
  figures: DashboardFigures & { documentsAwaitingReview: number },
  locale: Locale,
  everyType: boolean,
) {
  return {
    result: "OK" as const,
    ...figures,
    funnel: presentFunnel(figures.funnel, locale, everyType),
    withdrawals: figures.withdrawals.map((row) => ({
      ...row,
      label: translate(locale, withdrawalReasonKey(row.reason)),
    })),
  };
}
