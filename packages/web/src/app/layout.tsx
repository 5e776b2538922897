import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useTimeZoneReport } from "../lib/time-zone-report.ts";
import { TopBar } from "./top-bar.tsx";

/**
 * The frame of every page: skip link, header with the top bar, and the main landmark. The back
 * office's pages use the whole width: their tables have many columns.
 */
export function Layout() {
  const { t } = useTranslation();
  const backOffice = /^\/admin(\/|$)/.test(useLocation().pathname);
  // E-mails that name a deadline write it in the zone the person's browser is in.
  useTimeZoneReport();
  useEffect(() => {
    document.title = t("shell.appTitle");
  }, [t]);
  return (
    <>
      <a className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-light" href="#main">
        {t("shell.skipToContent")}
      </a>
      <TopBar />
      <main
        id="main"
        tabIndex={-1}
        className={`${backOffice ? "container-fluid px-md-4" : "container"} py-4`}
      >
        <Outlet />
      </main>
    </>
  );
}
