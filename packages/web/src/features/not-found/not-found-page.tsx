import { Link } from "../../lib/router/links.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";

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
