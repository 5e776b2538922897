import { api } from "../../lib/api-client.ts";
import { formWs } from "../../lib/endpoints.ts";

/** One line of the admin listing. */
export interface AnswerSummary {
  id: number;
  login: string;
  created: string;
  updated: string;
  fields: Record<string, unknown>;
}

/** One page of GET {ws}/{formid}/answers. */
export interface AnswersPage {
  result: string;
  items: AnswerSummary[];
  total: number;
  nextCursor: string | null;
}

/** Answers per page of the side panel. */
export const PAGE_SIZE = 50;

/** The URL of one page: listed fields, page size, cursor and search text. */
export function answersUrl(
  formId: string,
  options: { fields: string[]; cursor?: string | null; q?: string },
): string {
  const params = new URLSearchParams({ fields: options.fields.join(","), limit: String(PAGE_SIZE) });
  if (options.cursor) params.set("cursor", options.cursor);
  if (options.q) params.set("q", options.q);
  return formWs(`answers?${params.toString()}`, formId);
}

/** The infinite query of the listing (pages follow nextCursor). */
export const answersQuery = (formId: string, fields: string[], q: string) => ({
  queryKey: ["answers", formId, fields.join(","), q] as const,
  queryFn: ({ pageParam }: { pageParam: string | null }) =>
    api.get<AnswersPage>(answersUrl(formId, { fields, cursor: pageParam, q })),
  initialPageParam: null as string | null,
  getNextPageParam: (last: AnswersPage) => last.nextCursor,
});
