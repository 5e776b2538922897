import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import type { i18n as Translator } from "i18next";
import { AppProviders } from "./providers.tsx";
import type { createAppRouter } from "./router.tsx";

/** The whole app: providers around the router (with the query client the boot has started filling, and the translations it set up). */
export function App({
  router,
  queryClient,
  i18n,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient?: QueryClient;
  i18n?: Translator;
}) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
