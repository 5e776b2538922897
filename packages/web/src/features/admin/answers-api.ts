import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** One page of GET {ws}/{formid}/answers. */
export type AnswersPage = ResponseOf<"/ws/form/{formId}/answers", "get">;

/** One line of the admin listing. */
export type AnswerSummary = AnswersPage["items"][number];

/** Answers per page of the side panel. */
export const PAGE_SIZE = 50;

/** The query of one page: listed fields, page size, cursor and search text. */
function answersParams(formId: string, options: { fields: string[]; cursor?: string | null; q?: string }) {
  return {
    path: { formId },
    query: {
      fields: options.fields.join(","),
      limit: PAGE_SIZE,
      ...(options.cursor ? { cursor: options.cursor } : {}),
      ...(options.q ? { q: options.q } : {}),
    },
  };
}

/** The infinite query of the listing (pages follow nextCursor). */
export const answersQuery = (formId: string, fields: string[], q: string) => ({
  queryKey: ["answers", formId, fields.join(","), q] as const,
  queryFn: ({ pageParam }: { pageParam: string | null }) =>
    dataOf(
      api.GET("/ws/form/{formId}/answers", {
        params: answersParams(formId, { fields, cursor: pageParam, q }),
      }),
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last: AnswersPage) => last.nextCursor,
});
