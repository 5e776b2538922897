import { documentStatus } from "@portal/domain/workflow/application-facts";
import type { FormSchema } from "@portal/domain/schema/types";
import type { TFunction } from "i18next";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { FORM_ID } from "../../lib/form-id.ts";
import { saveBlob } from "../../form/widgets/file/file-api.ts";
import type { Dossier } from "./dossier-api.ts";
import { fetchApplicationFile } from "./dossier-api.ts";
import { useDossierFile } from "./dossier-object-url.ts";
import { AnswerValue } from "./dossier-value.tsx";
import { cellOf } from "./dossier-values.ts";

/** The fields that name the programmes chosen, in the order the candidate gave them. */
const PROGRAMME_FIELDS = ["typeformation", "mscchoice", "fstchoice", "sndchoice", "trdchoice"];

/** The file field of the candidate's identity photo. */
const PHOTO_FIELD = "uploadPhoto";

/** The candidate's full name, or null before they gave it. */
export function candidateName(values: Record<string, unknown>): string | null {
  const name = [values.givenName, values.familyName]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .join(" ");
  return name || null;
}

/** The identity photo, fetched with the token; a frame saying so when there is none (or it failed). */
function Photo({ dossier, name }: { dossier: Dossier; name: string }) {
  const { t } = useTranslation();
  const photo = dossier.files.find((file) => file.field === PHOTO_FIELD);
  const { url, pending } = useDossierFile(dossier.id, photo?.generatedName);
  const frame = { width: 96, height: 120 };
  if (!url)
    return (
      <div
        style={frame}
        className="border rounded bg-body-tertiary d-flex align-items-center justify-content-center small text-body-secondary text-center flex-shrink-0"
      >
        {pending ? (
          <Spinner animation="border" size="sm" role="status" aria-label={t("dossier.files.loading")} />
        ) : (
          t("dossier.noPhoto")
        )}
      </div>
    );
  return (
    <img
      src={url}
      alt={t("dossier.photo", { name })}
      style={{ ...frame, objectFit: "cover" }}
      className="rounded border flex-shrink-0"
    />
  );
}

/** A decision code in staff wording, flagged when the candidate cannot see it yet. */
function decisionText(code: unknown, prefix: string, published: boolean, t: TFunction) {
  const value = typeof code === "string" ? code.trim() : "";
  if (value === "" || value === "-" || value === "--") return t("dossier.noDecision");
  const key = `${prefix}.${value}`;
  const text = t(key, { defaultValue: value });
  return published ? text : t("dossier.unpublished", { decision: text });
}

/**
 * Who and where: photo, name, login, programmes chosen, stage, jury, decisions and documents status,
 * with the actions at hand (the form in admin mode, the application file, back to the list).
 */
export function DossierHeader(props: { dossier: Dossier; schema: FormSchema; backTo: string }) {
  const { dossier, schema, backTo } = props;
  const { t } = useTranslation();
  const [download, setDownload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const values = dossier.data;
  const name = dossier.blind
    ? t("review.blind.application", { name: dossier.login })
    : (candidateName(values) ?? t("dossier.unnamed", { id: dossier.id }));
  const programmes = PROGRAMME_FIELDS.map((id) => cellOf(schema, values, id)).filter((cell) => cell !== null);
  const facts: [string, React.ReactNode][] = [
    ...(dossier.blind
      ? []
      : ([[t("dossier.login"), <span className="text-break">{dossier.login}</span>]] as [
          string,
          React.ReactNode,
        ][])),
    [
      t("dossier.programmes"),
      programmes.length === 0
        ? t("dossier.noProgramme")
        : programmes.map((cell, index) => (
            <span key={cell.id}>
              {index > 0 && " · "}
              <AnswerValue cell={cell} />
            </span>
          )),
    ],
    [t("dossier.stage"), t(`stage.${dossier.stage}`, { defaultValue: dossier.stage })],
    [t("dossier.jury"), dossier.jury ? `${dossier.jury.label} (${dossier.jury.id})` : t("dossier.noJury")],
    [
      t("dossier.admission"),
      decisionText(values.admis, "workspace.admis", !!dossier.jury?.resultsPublished, t),
    ],
    [
      t("dossier.scholarship"),
      decisionText(
        values.decisionbourse,
        "workspace.decision",
        !!dossier.jury?.scholarshipResultsPublished,
        t,
      ),
    ],
    [t("dossier.documents"), t(`workspace.documents.${documentStatus(values)}`)],
  ];

  const downloadFile = async () => {
    setDownload({ busy: true });
    try {
      saveBlob(await fetchApplicationFile(dossier.login), `application-${dossier.login}.pdf`);
      setDownload({ busy: false });
    } catch (error) {
      setDownload({ busy: false, error: describeError(error, t) });
    }
  };

  return (
    <header className="mb-4">
      <div className="d-flex flex-wrap gap-3 align-items-start">
        {!dossier.blind && <Photo dossier={dossier} name={name} />}
        <div className="flex-grow-1" style={{ minWidth: "15rem" }}>
          <h1 className="h3 mb-2">{name}</h1>
          {dossier.blind && <p className="small text-body-secondary mb-2">{t("review.blind.notice")}</p>}
          <dl className="row small mb-0" aria-label={t("dossier.summary")}>
            {facts.map(([label, value]) => (
              <div key={label} className="col-sm-6 col-lg-4 mb-1">
                <dt className="d-inline fw-normal text-body-secondary">{label}: </dt>
                <dd className="d-inline mb-0 fw-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div role="group" aria-label={t("dossier.actions")} className="d-flex flex-wrap gap-2 mt-3">
        <Link to={backTo} className="btn btn-outline-secondary btn-sm">
          {t("dossier.back")}
        </Link>
        {/* The form and the application file are addressed by the login a blind reader is not given. */}
        {!dossier.blind && (
          <>
            <Link
              to={`/form/${FORM_ID}?login=${encodeURIComponent(dossier.login)}`}
              className="btn btn-outline-primary btn-sm"
            >
              {t("dossier.openForm")}
            </Link>
            <Button
              variant="outline-primary"
              size="sm"
              disabled={download.busy}
              onClick={() => void downloadFile()}
            >
              {download.busy ? t("dossier.generating") : t("dossier.download")}
            </Button>
          </>
        )}
      </div>
      {download.error && (
        <Alert
          variant="danger"
          className="mt-2 py-2"
          dismissible
          closeLabel={t("common.close")}
          onClose={() => setDownload({ busy: false })}
        >
          {download.error}
        </Alert>
      )}
    </header>
  );
}
