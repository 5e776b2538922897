import type { FormSchema } from "@portal/domain/schema/types";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import ListGroup from "react-bootstrap/ListGroup";
import { useTranslation } from "react-i18next";
import { readableSize } from "@portal/domain/uploads/format";
import { localize, useLang } from "../../form/localize.ts";
import { saveBlob } from "../../form/widgets/file/file-api.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { describeError } from "../../lib/api-error.ts";
import type { ActionDossier } from "./dossier-actions-api.ts";
import { DocumentRequests } from "./dossier-document-requests.tsx";
import { DocumentReview, ReviewBadge } from "./dossier-document-review.tsx";
import type { DossierFile } from "./dossier-api.ts";
import { useDossierFile } from "./dossier-object-url.ts";
import { DossierPdfPages } from "./dossier-pdf-pages.tsx";
import { formatWhen } from "./dossier-time.ts";

/** What a file field is called in the form ("docs.2.doc_file" is a line of the docs list). */
function fieldTitle(schema: FormSchema, field: string, lang: "en" | "fr"): string {
  const id = field.split(/[.[\]]/)[0];
  return localize(schema.fields[id]?.title, lang) ?? field;
}

/**
 * The file shown in the page. Images show through their object URL; PDFs are drawn page by page
 * by pdf.js (a frame of the browser's own viewer is refused by the CSP, and headless browsers
 * have none). Anything else, or a PDF that cannot be drawn, leaves the download button at hand.
 */
function FileView({ answerId, file }: { answerId: number; file: DossierFile }) {
  const { t } = useTranslation();
  const shown = useDossierFile(answerId, file.generatedName);
  if (shown.error)
    return (
      <p role="alert" className="text-danger">
        {describeError(shown.error, t)}
      </p>
    );
  if (!shown.blob || !shown.url) return <PageSpinner label={t("dossier.files.loading")} />;
  if (file.contentType.startsWith("image/"))
    return <img src={shown.url} alt={file.originalName} className="img-fluid border rounded" />;
  if (file.contentType === "application/pdf")
    return <DossierPdfPages blob={shown.blob} name={file.originalName} />;
  return <p className="text-body-secondary">{t("dossier.files.unsupported")}</p>;
}

/** The download button of the file shown (its bytes are already fetched for the viewer). */
function DownloadButton({ answerId, file }: { answerId: number; file: DossierFile }) {
  const { t } = useTranslation();
  const { blob } = useDossierFile(answerId, file.generatedName);
  return (
    <Button
      variant="outline-primary"
      size="sm"
      disabled={!blob}
      aria-label={t("dossier.files.downloadNamed", { name: file.originalName })}
      onClick={() => blob && saveBlob(blob, file.originalName)}
    >
      {t("dossier.files.download")}
    </Button>
  );
}

/**
 * The application's uploaded files: a list to pick one (with its review status), a viewer with
 * previous/next, download and the review actions, then the documents asked of the candidate.
 */
export function DossierDocuments(props: {
  answerId: number;
  files: ActionDossier["files"];
  schema: FormSchema;
  requests?: ActionDossier["documentRequests"];
  fields?: ActionDossier["documentFields"];
  /** A reviewer's dossier: the documents are read, never checked nor asked for (the domain's staff rights). */
  readOnly?: boolean;
}) {
  const { answerId, files, schema } = props;
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const [index, setIndex] = useState(0);
  const current = files[Math.min(index, files.length - 1)];
  return (
    <section aria-labelledby="dossier-documents-title" className="mb-4">
      <h2 id="dossier-documents-title" className="h4">
        {t("dossier.documents")}
      </h2>
      {files.length === 0 ? (
        <p className="text-body-secondary">{t("dossier.files.none")}</p>
      ) : (
        <>
          {/* Buttons, not clickable list items: each document is reachable and opened with the keyboard. */}
          <ListGroup role="group" aria-label={t("dossier.files.list")} className="small mb-3">
            {files.map((file, position) => (
              <ListGroup.Item
                key={file.generatedName}
                action
                type="button"
                active={file === current}
                aria-current={file === current ? "true" : undefined}
                onClick={() => setIndex(position)}
              >
                <span className="fw-semibold text-break me-2">{file.originalName}</span>
                <ReviewBadge review={file.review} />
                <br />
                {t("dossier.files.details", {
                  field: fieldTitle(schema, file.field, lang),
                  size: readableSize(file.size, i18n.language),
                  when: formatWhen(file.uploaded, i18n.language),
                })}
              </ListGroup.Item>
            ))}
          </ListGroup>
          <section aria-label={t("dossier.files.viewer")} className="border rounded p-2">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <h3 className="h6 mb-0 me-auto text-break" aria-live="polite">
                {t("dossier.files.shown", {
                  name: current.originalName,
                  position: files.indexOf(current) + 1,
                  total: files.length,
                })}
              </h3>
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={files.indexOf(current) === 0}
                onClick={() => setIndex(files.indexOf(current) - 1)}
              >
                {t("dossier.files.previous")}
              </Button>
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={files.indexOf(current) === files.length - 1}
                onClick={() => setIndex(files.indexOf(current) + 1)}
              >
                {t("dossier.files.next")}
              </Button>
              <DownloadButton answerId={answerId} file={current} />
            </div>
            {!props.readOnly && (
              <DocumentReview key={`review-${current.generatedName}`} answerId={answerId} file={current} />
            )}
            <FileView key={current.generatedName} answerId={answerId} file={current} />
          </section>
        </>
      )}
      <DocumentRequests
        answerId={answerId}
        requests={props.requests ?? []}
        fields={props.fields ?? []}
        readOnly={props.readOnly}
      />
    </section>
  );
}
