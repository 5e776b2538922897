import { Suspense, lazy } from "react";
import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Row from "react-bootstrap/Row";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { ErrorBoundary } from "../../lib/error-boundary.tsx";
import { useHydrated } from "../../lib/hydration.ts";
import { FORM_ID } from "../../lib/form-id.ts";
import { withSessionTexts } from "../../lib/i18n.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { useSiteConfig } from "../../lib/site-config.ts";
import { isStaffSession } from "../../lib/staff-session.ts";
import { AccountRequestForm } from "./account-request-form.tsx";
import { MyDataDownload } from "./my-data-download.tsx";

/** The signed-in candidate's dashboard, its own download: it brings the form engine, which visitors never need. */
const CandidateHome = lazy(async () => ({
  default: (await withSessionTexts(() => import("./candidate-home.tsx"))).CandidateHome,
}));

/** State another page may pass when it sends the user home with a message (e.g. after activation). */
export interface HomeFlash {
  flash?: string;
}

/**
 * The home notice of SPEC §1, then account creation and password reset; for a signed-in candidate,
 * their journey first (result, steps, what is missing) above the notice; for staff, a link to the form.
 */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const config = useSiteConfig();
  const state = useLocation().state as HomeFlash | null;
  // The history's state is the browser's: not in the prerendered page.
  const flash = useHydrated() ? state?.flash : undefined;
  const candidate = !!session && !isStaffSession(session);

  return (
    <>
      <h1 className="h3 mb-3">{t("shell.home.title")}</h1>
      {flash && (
        <Alert variant="success" role="alert" dismissible closeLabel={t("common.close")}>
          {t(flash)}
        </Alert>
      )}
      {candidate && (
        <ErrorBoundary>
          <Suspense fallback={<PageSpinner label={t("journey.loading")} />}>
            <CandidateHome formId={FORM_ID} login={session.login} />
          </Suspense>
        </ErrorBoundary>
      )}
      <section aria-labelledby="home-notice" className="mb-4">
        <h2 id="home-notice" className="visually-hidden">
          {t("shell.home.title")}
        </h2>
        <p>{t("shell.home.closed")}</p>
        <p>{t("shell.home.open")}</p>
        <p>
          {t("shell.home.sister")}{" "}
          {/* A link once the settings give its address, the same text until then (without href, an
              <a> is plain text): the paragraph is not drawn again, which would make it the page's
              largest paint a second time, after the settings have arrived. */}
          <a href={config?.sisterSiteUrl || undefined} rel="noopener">
            {t("shell.home.sisterLink")}
          </a>
        </p>
      </section>
      {session ? (
        <>
          {!candidate && (
            <Link className="btn btn-primary" to={`/form/${FORM_ID}`}>
              {t("shell.home.continue")}
            </Link>
          )}
          <MyDataDownload />
        </>
      ) : (
        <>
          <p>
            {t("shell.home.start")} <Link to={`/login?id=${FORM_ID}`}>{t("nav.login")}</Link>
          </p>
          <Row xs={1} md={2} className="g-3">
            <Col>
              <Card body>
                <AccountRequestForm kind="register" />
              </Card>
            </Col>
            <Col>
              <Card body>
                <AccountRequestForm kind="reset" />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </>
  );
}
