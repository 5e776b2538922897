import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import type { i18n as Translator } from "i18next";
import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { ApiError } from "../lib/api-error.ts";
import { applyLabels, createI18n, labelsQuery } from "../lib/i18n.ts";
import { getSession, subscribeSession } from "../lib/session-store.ts";

// Queries that do not depend on who is logged in; every other one is dropped at logout.
const PUBLIC_QUERIES = new Set(["site-config", "labels", "authtypes", "lookup"]);

/** The query client of the app: no retry after a 4xx (the answer will not change), one otherwise. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Props of AppProviders: tests pass their own client and i18n instance. */
export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n?: Translator;
}

/** Everything a screen relies on: server state (TanStack Query) and translations (with overrides). */
export function AppProviders({ children, queryClient, i18n }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [instance] = useState(() => i18n ?? createI18n());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={instance}>
        <LabelOverrides i18n={instance} />
        <ForgetDataAtLogout />
        {children}
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** Fetches GET …/labels once and merges it over the catalogue (nothing happens while it is absent). */
function LabelOverrides({ i18n }: { i18n: Translator }) {
  const { data } = useQuery(labelsQuery);
  useEffect(() => {
    if (data === undefined) return;
    // The translator re-renders the translated screens with them.
    applyLabels(i18n, data);
  }, [data, i18n]);
  return null;
}

/** Drops the cached data of a user when the session ends (logout, 401, logout in another tab). */
function ForgetDataAtLogout() {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribeSession(() => {
        if (getSession()) return;
        client.removeQueries({ predicate: (query) => !PUBLIC_QUERIES.has(String(query.queryKey[0])) });
      }),
    [client],
  );
  return null;
}
