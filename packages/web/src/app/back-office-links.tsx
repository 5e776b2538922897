import Nav from "react-bootstrap/Nav";
import NavDropdown from "react-bootstrap/NavDropdown";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "react-i18next";

/**
 * The back office's pages in the top bar, for staff: the dashboard and the applications for every
 * staff member, "My reviews" for reviewers (their queue, issue #38); for administrators a Settings menu
 * with the campaigns, the juries, the e-mail templates, the reasons, the programme dates, the student
 * system's codes and exports, the staff, the jobs, the interviews, the scoresheets, the reviewers'
 * calibration and the waiver codes. NavLink marks the current page with
 * aria-current="page"; the dashboard's link is `end` so that it is not current on its sub-pages.
 */
export function BackOfficeLinks({ administrator }: { administrator: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Nav.Link as={NavLink} to="/admin" end>
        {t("backOffice.dashboard")}
      </Nav.Link>
      <Nav.Link as={NavLink} to="/admin/applications">
        {t("backOffice.applications")}
      </Nav.Link>
      {!administrator && (
        <Nav.Link as={NavLink} to="/admin/reviews">
          {t("scoring.link")}
        </Nav.Link>
      )}
      {administrator && <SettingsMenu />}
    </>
  );
}

/** The administrators' set-up pages, one menu so that the bar holds on one line on a laptop. */
const SETTINGS = [
  { to: "/admin/campaigns", key: "campaigns.link" },
  { to: "/admin/juries", key: "juries.link" },
  { to: "/admin/templates", key: "templatesPage.link" },
  { to: "/admin/reasons", key: "reasonsPage.link" },
  { to: "/admin/programme-settings", key: "programmeSettings.link" },
  { to: "/admin/sis-codes", key: "sisHandoff.codesLink" },
  { to: "/admin/sis-exports", key: "sisHandoff.logLink" },
  { to: "/admin/staff", key: "backOffice.staff" },
  { to: "/admin/jobs", key: "jobsPage.link" },
  { to: "/admin/interviews", key: "interviewsPage.link" },
  { to: "/admin/scoresheets", key: "scoring.sheetsLink" },
  { to: "/admin/calibration", key: "ranking.calibration.link" },
  { to: "/admin/waiver-codes", key: "waiverCodes.link" },
];

function SettingsMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = SETTINGS.find((page) => pathname.startsWith(page.to));
  return (
    <NavDropdown title={t("backOffice.settings")} id="settings-menu" active={Boolean(current)}>
      {SETTINGS.map((page) => (
        <NavDropdown.Item key={page.to} as={NavLink} to={page.to}>
          {t(page.key)}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}
