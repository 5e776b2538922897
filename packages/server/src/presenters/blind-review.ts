import { blindName, blindValues, isHiddenInBlindReview } from "@portal/domain/review/blind";
import type { AnswerRow } from "../queries/answer-queries.ts";
import type { AnswerEventRow } from "../queries/answer-history.ts";
import { pathReferring, referencedName } from "../queries/file-values.ts";

/**
 * What a blind reader (issue #38, domain review/blind.ts) may be shown of an application: the same
 * shapes as everyone's, with the identity taken out before any presenter sees it, so no screen,
 * export or PDF built from them can show it.
 */

/** The answer without its candidate: the login becomes the application's number, the hidden fields go. */
export function blindAnswer<T extends Pick<AnswerRow, "id" | "login" | "data">>(row: T): T {
  return { ...row, login: blindName(row.id), data: blindValues(row.data ?? {}) };
}

/** The top field a file path names ("uploadPhoto" of "uploadPhoto" or "docs.3.file"). */
const topField = (path: string) => path.split(/[.[]/)[0] ?? path;

/**
 * The files a blind reader may open: none of a hidden field (photo, identity documents), and each
 * shown under its field rather than the name it was uploaded with, which often is the candidate's.
 */
export function blindFiles<F extends { field_path: string; generated_name: string; original_name: string }>(
  data: Record<string, unknown>,
  files: readonly F[],
): F[] {
  return files
    .filter((f) => !isHiddenInBlindReview(topField(pathReferring(data, f.generated_name) ?? f.field_path)))
    .map((f) => ({ ...f, original_name: f.generated_name }));
}

/** Whether a blind reader may open this file of the application. */
export function fileShownBlind(
  data: Record<string, unknown>,
  file: { field_path: string; generated_name: string },
) {
  return !isHiddenInBlindReview(topField(pathReferring(data, file.generated_name) ?? file.field_path));
}

/**
 * The history a blind reader reads: the hidden fields' changes taken out (an event that changed
 * only them goes), and the candidate's own actions signed "the candidate" (their login is their e-mail).
 */
export function blindEvents(
  events: readonly AnswerEventRow[],
  answer: Pick<AnswerRow, "id" | "login">,
): AnswerEventRow[] {
  return events.flatMap((event) => {
    const fields = event.fields.filter((f) => !isHiddenInBlindReview(topField(f)));
    if (event.fields.length > 0 && fields.length === 0) return [];
    const changes = event.changes
      ? Object.fromEntries(Object.entries(event.changes).filter(([f]) => !isHiddenInBlindReview(topField(f))))
      : null;
    const actor = event.actor_login === answer.login ? blindName(answer.id) : event.actor_login;
    return [{ ...event, fields, changes, actor_login: actor }];
  });
}

/**
 * A workspace or export row as a blind reader gets it: named by its number, without login, names or
 * nationality (the EU column).
 */
export function blindFactsRow<
  R extends { answer_id: number; login: string; family_name: string; given_name: string; eu: boolean | null },
>(row: R): R {
  return {
    ...row,
    login: blindName(row.answer_id),
    family_name: blindName(row.answer_id),
    given_name: "",
    eu: null,
  };
}

/**
 * A stored file's name as a blind reader gets it (issue #39): the field it answers, with the
 * extension it was uploaded with ("docs.0.doc_file.pdf"); the name uploaded often is the candidate's.
 */
export function blindFileName(path: string, originalName: string): string {
  return `${path}${/\.[A-Za-z0-9]{1,8}$/.exec(originalName)?.[0].toLowerCase() ?? ""}`;
}

/** The values with every file value's uploaded name replaced by its blindFileName (the PDF prints them). */
export function blindFileValues(data: Record<string, unknown>): Record<string, unknown> {
  const rename = (value: unknown, path: string): unknown => {
    if (referencedName(value) === undefined) return value;
    const parsed = JSON.parse(value as string) as { name?: unknown };
    return JSON.stringify({ ...parsed, name: blindFileName(path, String(parsed.name ?? "")) });
  };
  const renameItem = (item: unknown, path: string): unknown =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).map(([key, v]) => [key, rename(v, `${path}.${key}`)]))
      : item;
  return Object.fromEntries(
    Object.entries(data).map(([field, value]) => [
      field,
      Array.isArray(value)
        ? value.map((item, index) => renameItem(item, `${field}.${index}`))
        : rename(value, field),
    ]),
  );
}
