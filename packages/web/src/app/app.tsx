import { RouterProvider } from "react-router";
import { AppProviders } from "./providers.tsx";
import type { createAppRouter } from "./router.tsx";

/** The whole app: providers around the router. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
