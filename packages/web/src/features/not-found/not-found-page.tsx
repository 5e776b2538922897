import { Link } from "react-router";
import { useTranslation } from "react-i18next";

/** Any unknown path (SPEC §2): NOT FOUND. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h3">{t("error.notFound")}</h1>
      <Link to="/">{t("nav.home")}</Link>
    </>
  );
}
