import { useEffect } from "react";
import { api, dataOf } from "./api/client.ts";
import { browserTimeZone } from "./deadlines.ts";
import { useSession } from "./session-store.ts";

const KEY = "portal.timeZoneReported";

/** What marks a report done: the session (the end of its token, enough to tell two apart) and the zone. */
const markOf = (token: string, zone: string) => `${token.slice(-12)}|${zone}`;

/**
 * Tells the server, once per session and again if the zone changes (a laptop that travelled), the
 * time zone the browser is in (PUT /ws/account/time-zone): the e-mails that name a deadline write it
 * in that zone. Best effort: a failure is tried again at the next page load.
 */
export async function reportTimeZone(token: string, zone = browserTimeZone()): Promise<void> {
  const mark = markOf(token, zone);
  if (localStorage.getItem(KEY) === mark) return;
  localStorage.setItem(KEY, mark);
  try {
    await dataOf(api.PUT("/ws/account/time-zone", { body: { timeZone: zone } }));
  } catch {
    localStorage.removeItem(KEY);
  }
}

/** Reports the browser's zone for the signed-in person (the app's frame calls it). */
export function useTimeZoneReport(): void {
  const token = useSession()?.token;
  useEffect(() => {
    if (token) void reportTimeZone(token);
  }, [token]);
}
