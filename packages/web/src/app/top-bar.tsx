import { memo } from "react";
import Button from "react-bootstrap/Button";
import Container from "react-bootstrap/Container";
import Nav from "react-bootstrap/Nav";
import Navbar from "react-bootstrap/Navbar";
import { NavLink, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { logoutSession } from "../lib/auth-api.ts";
import { MenuIcon } from "../lib/inline-icons.tsx";
import { clearSession, useSession } from "../lib/session-store.ts";
import { isAdministratorSession, isStaffSession } from "../lib/staff-session.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import { BackOfficeLinks } from "./back-office-links.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

/**
 * The top bar of SPEC §2: Home, Contact, the back office's pages for staff, Login or Logout, the
 * login at the right, EN/FR; it collapses behind a toggle on phones. Memoised: it has no props, so
 * a change of address (the layout's) does not render it again; its links follow the address
 * themselves (NavLink), and a new session, settings or language renders it through its hooks.
 */
export const TopBar = memo(function TopBar() {
  const { t } = useTranslation();
  const session = useSession();
  const config = useSiteConfig();
  const navigate = useNavigate();
  const staff = isStaffSession(session);

  async function logout() {
    // Leave the page first; should the guard of a protected page still be mounted, the "logout"
    // reason sends it home rather than to /login.
    await navigate("/");
    try {
      await logoutSession();
    } catch {
      // The session is forgotten here whatever the server says (it may already have expired).
    }
    clearSession("logout");
  }

  return (
    <header>
      <Navbar
        bg="dark"
        data-bs-theme="dark"
        // Staff have four more links: their bar folds up to the lg breakpoint so that none wraps.
        expand={staff ? "lg" : "md"}
        aria-label={t("shell.mainNavigation")}
      >
        <Container>
          <Navbar.Brand as={NavLink} to="/">
            {t("shell.appTitle")}
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="top-bar-nav" aria-label={t("shell.toggleNavigation")}>
            <MenuIcon />
          </Navbar.Toggle>
          <Navbar.Collapse id="top-bar-nav">
            {/* One line per link (a French "Tableau de bord" wrapped on three lines at 1366 px). */}
            <Nav className="me-auto text-nowrap">
              <Nav.Link as={NavLink} to="/" end>
                {t("nav.home")}
              </Nav.Link>
              <Nav.Link href={`mailto:${config?.contactEmail ?? ""}`}>{t("nav.contact")}</Nav.Link>
              {staff && <BackOfficeLinks administrator={isAdministratorSession(session)} />}
              {session ? (
                <Button
                  variant="link"
                  className="nav-link text-start"
                  title={t("shell.loggedInAs", { login: session.login })}
                  onClick={() => void logout()}
                >
                  {t("nav.logout")}
                </Button>
              ) : (
                <Nav.Link as={NavLink} to="/login">
                  {t("nav.login")}
                </Nav.Link>
              )}
            </Nav>
            <div className="d-flex align-items-center gap-3">
              {session && (
                <Navbar.Text>
                  <span className="visually-hidden">{t("shell.loggedInAs", { login: session.login })}</span>
                  {/* Shown from 1400 px: below, the staff's links need its room (it stays in Logout's tooltip). */}
                  <span aria-hidden="true" className={staff ? "d-none d-xxl-inline" : undefined}>
                    {session.login}
                  </span>
                </Navbar.Text>
              )}
              <LanguageSwitch />
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
});
