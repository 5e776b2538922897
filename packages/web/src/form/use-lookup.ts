import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Locale } from "@portal/domain/i18n/index";
import type { LookupItem, SelectOption } from "./lookup-options.ts";
import { fetchLookup, normaliseLookup } from "./lookup-options.ts";

const NO_OPTIONS: SelectOption[] = [];
const normalised = new WeakMap<LookupItem[], Partial<Record<Locale, SelectOption[]>>>();

/** normaliseLookup, computed once per answer and language (three country selects share one list). */
function optionsOf(data: LookupItem[], lang: Locale): SelectOption[] {
  let byLang = normalised.get(data);
  if (!byLang) normalised.set(data, (byLang = {}));
  return (byLang[lang] ??= normaliseLookup(data, lang));
}

/** The query key of a lookup path ("lookup" queries outlive a logout: lookups are reference data). */
export const lookupKey = (path: string) => ["lookup", path] as const;

/**
 * The options of a lookup path (none while undefined or after a failure) and whether they are
 * loading. Each path is fetched once for the page's life; a failure is retried at the next mount.
 */
export function useLookupOptions(
  path: string | undefined,
  lang: Locale,
): { options: SelectOption[]; loading: boolean } {
  const { data, isPending, isError } = useQuery({
    queryKey: lookupKey(path ?? ""),
    queryFn: () => fetchLookup(path!),
    enabled: !!path,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const options = useMemo(() => (data === undefined ? NO_OPTIONS : optionsOf(data, lang)), [data, lang]);
  return { options, loading: !!path && isPending && !isError };
}
