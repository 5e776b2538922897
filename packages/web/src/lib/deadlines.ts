import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { deadlineText } from "@portal/domain/campaign/deadline-format";
import { api, dataOf } from "./api/client.ts";
import type { ResponseOf } from "./api/types.ts";

/** GET {ws}/{formid}/answer/{login}/deadlines: the instants the application's steps close at. */
export type ApplicationDeadlines = ResponseOf<"/ws/form/{formId}/answer/{login}/deadlines", "get">;

/** The browser's IANA zone ("Europe/Paris"); UTC when it names none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/**
 * The dates of the candidate's application: their programme's, else the campaign's. Read again at
 * each visit (the programme may have changed since, and the office may have moved a date).
 */
export function useApplicationDeadlines(formId: string, login: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ["application-deadlines", formId, login] as const,
    queryFn: () =>
      dataOf(api.GET("/ws/form/{formId}/answer/{login}/deadlines", { params: { path: { formId, login } } })),
    retry: false,
  });
}

/**
 * A deadline as the reader reads it, in their language and their browser's zone, the zone named:
 * "31 March 2027, 23:59 (Paris time)", "1 avril 2027 à 06:59 (heure de Tokyo)".
 */
export function formatDeadline(instant: string, t: TFunction, language: string, zone = browserTimeZone()) {
  const { key, params } = deadlineText(instant, language, zone);
  return t(key, { ...params });
}
