import { useQueries, useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import type { Locale } from "@portal/domain/i18n/index";
import { PROGRAMME_TYPES } from "@portal/domain/schema/candform/options";
import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";
import { localize } from "../../form/localize.ts";

/** The programme types of the form (MSC, AM…), in the order the form lists them. */
export const PROGRAMME_TYPE_CODES = PROGRAMME_TYPES.map((option) => String(option.enum?.[0] ?? ""));

/** The name of a programme type in the officer's language ("Advanced Masters" for AM). */
export function programmeTypeLabel(code: string, lang: Locale): string {
  const option = PROGRAMME_TYPES.find((o) => o.enum?.[0] === code);
  return localize(option?.description, lang) ?? code;
}

/** A programme a candidate can choose: its code, its type and its name. */
export interface Programme {
  type: string;
  value: string;
  label: string;
}

type FormationsAnswer = ResponseOf<"/ws/iformformations/{type}", "get">;

/** The lookups' answers as one list; outside the component, so TanStack Query re-runs it only when one changes. */
function allProgrammes(results: { data?: FormationsAnswer }[]) {
  return results.flatMap((result, index) =>
    (result.data ?? []).map((item) => ({
      type: PROGRAMME_TYPE_CODES[index],
      value: item.value,
      label: item.label,
    })),
  );
}

/** The programmes of every type, named in the officer's language, from the lookups the form uses (cached for the session). */
export function useProgrammes(lang: Locale): Programme[] {
  const programmes = useQueries({
    queries: PROGRAMME_TYPE_CODES.map((type) => ({
      queryKey: ["lookup", "iformformations", type] as const,
      queryFn: () =>
        dataOf(
          api.GET("/ws/iformformations/{type}", {
            params: { path: { type: type as "MSC" | "AM" | "PG_DIP" | "ING" } },
          }),
        ),
      staleTime: Infinity,
    })),
    combine: allProgrammes,
  });
  return useMemo(() => programmes.map((p) => ({ ...p, label: p.label[lang] })), [programmes, lang]);
}

/** The juries' names by id in the officer's language, from the public jury lookup (reviewers may not read the admin jury page). */
export function useJuryLabels(lang: Locale): Map<string, string> {
  const juries = useQuery({
    queryKey: ["lookup", "jurys"] as const,
    queryFn: () => dataOf(api.GET("/ws/jurys")),
    staleTime: Infinity,
  });
  return useMemo(
    () => new Map((juries.data ?? []).map((jury) => [jury.value, jury.label[lang]])),
    [juries.data, lang],
  );
}

/** A facet value of the listing as an officer reads it, in staff wording. */
export interface FacetLabels {
  typeformation(value: string): string;
  choice(value: string): string;
  jury(value: string): string;
  stage(value: string): string;
  admis(value: string): string;
  eu(value: string): string;
  scholarship(value: string): string;
  documents(value: string): string;
  scholarshipDecision(value: string): string;
}

/** The label of a value through a catalogue key, the value itself when the catalogue does not know it. */
function keyed(t: TFunction, prefix: string) {
  return (value: string) => {
    const key = `${prefix}.${value}`;
    const text = t(key);
    return text === key ? value : text;
  };
}

/** The labels of every facet, from the catalogue and the lookups. */
export function facetLabels(
  t: TFunction,
  lang: Locale,
  programmes: readonly Programme[],
  juries: ReadonlyMap<string, string>,
): FacetLabels {
  return {
    typeformation: (value) => programmeTypeLabel(value, lang),
    choice: (value) => programmes.find((p) => p.value === value)?.label ?? value,
    // The listing counts and filters the applications without a jury under "-".
    jury: (value) => (value === "-" ? t("workspace.noJury") : (juries.get(value) ?? value)),
    stage: keyed(t, "stage"),
    admis: keyed(t, "workspace.admis"),
    eu: keyed(t, "workspace.eu"),
    scholarship: keyed(t, "workspace.scholarship"),
    documents: keyed(t, "workspace.documents"),
    scholarshipDecision: keyed(t, "workspace.decision"),
  };
}
