import { Suspense, lazy } from "react";
import type { RouteObject } from "react-router";
import { HomePage } from "../features/home/home-page.tsx";
import { LoginPage } from "../features/login/login-page.tsx";
import { withAllTexts, withSessionTexts } from "../lib/i18n.ts";
import { PageSpinner } from "../lib/page-spinner.tsx";
import { yieldToMain } from "../lib/yield-to-main.ts";
import { Layout } from "./layout.tsx";
import { RequireSession } from "./require-session.tsx";
import { RouteError } from "./route-error.tsx";

let formScreenModules: ReturnType<typeof importFormScreen> | undefined;

/** The form screen's modules, downloaded side by side (each is a chunk of its own). */
function importFormScreen() {
  return Promise.all([
    withSessionTexts(() => import("../features/form-screen/form-screen-page.tsx")),
    import("../features/workflow/workflow-actions.ts"),
    import("../features/workflow/workflow-tab-extra.tsx"),
    import("../features/workflow/payment-addons.tsx"),
  ]);
}

/**
 * Starts (once) the download of the form screen's modules: at boot on a form page with a session
 * (mount.tsx), beside the schema and the answer, instead of after the first render; the route's
 * lazy component awaits the same downloads. A failed download is tried again by the next caller.
 */
export function loadFormScreen(): ReturnType<typeof importFormScreen> {
  formScreenModules ??= importFormScreen().catch((error: unknown) => {
    formScreenModules = undefined;
    throw error;
  });
  return formScreenModules;
}

/**
 * The form screen, given the admin side panel (loaded only when an administrator needs it). A
 * React.lazy component rather than a route `lazy`: the router would download a route's `lazy`
 * module even for an anonymous visitor that the session guard then sends to /login. The screen
 * first renders in the task after its modules have run, not in the same long one.
 */
const FormScreen = lazy(async () => {
  const [{ FormScreenPage }, { workflowActions }, { WorkflowTabExtra }, { PaymentAddons }] =
    await loadFormScreen();
  await yieldToMain();
  const AdminPanel = lazy(async () => ({
    default: (await import("../features/admin/answers-panel.tsx")).AnswersPanel,
  }));
  return {
    default: () => (
      <FormScreenPage
        AdminPanel={AdminPanel}
        buttonActions={workflowActions}
        TabExtra={WorkflowTabExtra}
        Addons={PaymentAddons}
      />
    ),
  };
});

/**
 * The pages of the app (SPEC §2). Each feature page but home and login is loaded on demand, so
 * the first download holds only the shell and those two. A page outside the public ones loads with
 * `withAllTexts` (a back-office page) or `withSessionTexts` (a page candidates see too): the first
 * download holds only the public pages' texts. To add a public page: one entry here whose `lazy`
 * imports the feature's page component. A page that needs a login goes under a
 * `Component: RequireSession` parent, as a React.lazy element in Suspense (like FormScreen above).
 */
export const appRoutes: RouteObject[] = [
  {
    path: "/",
    Component: Layout,
    HydrateFallback: PageSpinner,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // The two pages an anonymous visitor lands on come with the entry (a few kilobytes):
          // loading them on demand would cost a phone one more round trip before anything shows.
          { index: true, Component: HomePage },
          { path: "login", Component: LoginPage },
          {
            path: "activation",
            lazy: async () => ({
              Component: (await import("../features/activation/activation-page.tsx")).ActivationPage,
            }),
          },
          {
            // The referee's page (issue #37): public, no account; its texts are the candidate's part.
            path: "reference/:token",
            lazy: async () => ({
              Component: (await withSessionTexts(() => import("../features/reference/referee-page.tsx")))
                .RefereePage,
            }),
          },
          {
            path: "form/:id",
            Component: RequireSession,
            children: [
              {
                // One route with or without the tab, so that the redirection from /form/:id to its
                // first tab keeps the screen (and its form) mounted.
                path: ":tab?",
                element: (
                  <Suspense fallback={<PageSpinner />}>
                    <FormScreen />
                  </Suspense>
                ),
              },
            ],
          },
          {
            path: "admin",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await withAllTexts(() => import("../features/dashboard/dashboard-page.tsx")))
                    .DashboardPage,
                }),
              },
            ],
          },
          {
            path: "admin/staff",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await withAllTexts(() => import("../features/staff/staff-page.tsx"))).StaffPage,
                }),
              },
            ],
          },
          {
            path: "admin/applications",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (
                    await withAllTexts(() => import("../features/applications/applications-page.tsx"))
                  ).ApplicationsPage,
                }),
              },
            ],
          },
          {
            path: "admin/juries",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await withAllTexts(() => import("../features/juries/juries-page.tsx")))
                    .JuriesPage,
                }),
              },
            ],
          },
          {
            path: "admin/templates",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (
                    await withAllTexts(() => import("../features/mail-templates/templates-page.tsx"))
                  ).TemplatesPage,
                }),
              },
            ],
          },
          {
            path: "admin/reasons",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await withAllTexts(() => import("../features/reasons/reasons-page.tsx")))
                    .ReasonsPage,
                }),
              },
            ],
          },
          {
            path: "admin/sis-codes",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await withAllTexts(() => import("../features/sis-handoff/sis-codes-page.tsx")))
                    .SisCodesPage,
                }),
              },
            ],
          },
          {
            path: "admin/sis-exports",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (
                    await withAllTexts(() => import("../features/sis-handoff/sis-exports-page.tsx"))
                  ).SisExportsPage,
                }),
              },
            ],
          },
          {
            path: "admin/programme-settings",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (
                    await withAllTexts(
                      () => import("../features/programme-settings/programme-settings-page.tsx"),
                    )
                  ).ProgrammeSettingsPage,
                }),
              },
            ],
          },
          {
            path: "admin/campaigns",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await withAllTexts(() => import("../features/campaigns/campaigns-page.tsx")))
                    .CampaignsPage,
                }),
              },
            ],
          },
          {
            path: "admin/interviews",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await withAllTexts(() => import("../features/interviews/interviews-page.tsx")))
                    .InterviewsPage,
                }),
              },
            ],
          },
          {
            path: "admin/reviews",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await withAllTexts(() => import("../features/scoring/reviews-page.tsx")))
                    .ReviewsPage,
                }),
              },
            ],
          },
          {
            path: "admin/scoresheets",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await withAllTexts(() => import("../features/scoring/scoresheets-page.tsx")))
                    .ScoresheetsPage,
                }),
              },
            ],
          },
          {
            path: "admin/calibration",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (
                    await withAllTexts(() => import("../features/calibration/calibration-page.tsx"))
                  ).CalibrationPage,
                }),
              },
            ],
          },
          {
            path: "admin/waiver-codes",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (
                    await withAllTexts(() => import("../features/waiver-codes/waiver-codes-page.tsx"))
                  ).WaiverCodesPage,
                }),
              },
            ],
          },
          {
            path: "admin/jobs",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await withAllTexts(() => import("../features/jobs/jobs-page.tsx"))).JobsPage,
                }),
              },
            ],
          },
          {
            path: "admin/applications/:id",
            Component: RequireSession,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await withAllTexts(() => import("../features/applications/dossier-page.tsx")))
                    .DossierPage,
                }),
              },
            ],
          },
          {
            path: "*",
            lazy: async () => ({
              Component: (await import("../features/not-found/not-found-page.tsx")).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];
