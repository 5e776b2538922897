import { createBrowserRouter, type createMemoryRouter } from "react-router";
import { setUnauthorizedHandler } from "../lib/api/client.ts";
import { loginPathFrom } from "./require-session.tsx";
import { appRoutes } from "./routes.tsx";

type AppRouter = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

/**
 * After a 401 "Not allowed" (the API client has already cleared the session) the router goes to
 * /login, carrying the form id when the user was on a form page (SPEC §6, §8), else the page itself.
 */
export function redirectToLoginOnUnauthorized(router: AppRouter): void {
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location;
    void router.navigate(loginPathFrom(pathname, search), { replace: true });
  });
}

/** The browser router of the app, wired to the API client's 401 handling. */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  redirectToLoginOnUnauthorized(router);
  return router;
}
