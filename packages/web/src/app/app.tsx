import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { AppProviders } from "./providers.tsx";
import type { createAppRouter } from "./router.tsx";

/** The whole app: providers around the router (with the query client the boot has started filling). */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient?: QueryClient;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
