import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";
import { api, dataOf } from "../../lib/api/client.ts";
import { describeError } from "../../lib/api-error.ts";
import { saveBlob } from "../../form/widgets/file/file-api.ts";

/**
 * "Download my data" (GDPR art. 15 and 20): everything the portal holds about the logged-in person,
 * saved as one ZIP. A blob rather than a link, because the session travels in a header.
 */
export function MyDataDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      const blob: Blob = await dataOf(api.GET("/ws/account/export", { parseAs: "blob" }));
      saveBlob(blob, `my-data-${new Date().toISOString().slice(0, 10)}.zip`);
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="my-data-title" className="mt-5 border-top pt-3">
      <h2 id="my-data-title" className="h5">
        {t("privacy.title")}
      </h2>
      <p className="text-body-secondary">{t("privacy.intro")}</p>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Button variant="outline-secondary" disabled={busy} onClick={() => void download()}>
        {busy ? (
          <>
            <Spinner animation="border" size="sm" role="status" className="me-2" aria-hidden="true" />
            {t("privacy.downloading")}
          </>
        ) : (
          t("privacy.download")
        )}
      </Button>
    </section>
  );
}
