import Nav from "react-bootstrap/Nav";
import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";

/**
 * The back office's pages in the top bar, for staff: the dashboard and the applications for every
 * staff member, the juries, the e-mail templates, the reasons, the programme dates, the staff and the jobs for administrators. NavLink marks the current page with
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
      {administrator && (
        <>
          <Nav.Link as={NavLink} to="/admin/juries">
            {t("juries.link")}
          </Nav.Link>
          <Nav.Link as={NavLink} to="/admin/templates">
            {t("templatesPage.link")}
          </Nav.Link>
          <Nav.Link as={NavLink} to="/admin/reasons">
            {t("reasonsPage.link")}
          </Nav.Link>
          <Nav.Link as={NavLink} to="/admin/programme-settings">
            {t("programmeSettings.link")}
          </Nav.Link>
          <Nav.Link as={NavLink} to="/admin/staff">
            {t("backOffice.staff")}
          </Nav.Link>
          <Nav.Link as={NavLink} to="/admin/jobs">
            {t("jobsPage.link")}
          </Nav.Link>
        </>
      )}
    </>
  );
}
