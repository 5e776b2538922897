import type { Static } from "typebox";
import type { Locale } from "@portal/domain/i18n/index";
import { onLoad } from "@portal/domain/schema/candform";
import { stageOf } from "@portal/domain/workflow/stage";
import type { AnswerRow } from "../queries/answer-queries.ts";
import type { NoteRow } from "../queries/answer-notes.ts";
import { pathReferring } from "../queries/file-values.ts";
import type { AnswerJury } from "../queries/jury-of-answer.ts";
import { isoTime } from "./answer.ts";
import { nameIn } from "./lookup-names.ts";
import { presentValuesFor } from "./answer-display.ts";
import { presentDecision } from "./decision.ts";
import type { DossierBody, DossierFile, NoteBody } from "./dossier.schema.ts";
import {
  presentFileReview,
  type FileReviewColumns,
  type PresentedDocumentField,
  type PresentedDocumentRequest,
  type ReasonLabel,
} from "./document-review.ts";

/** What GET /ws/admin/answers/{id} sends. */
export type PresentedDossier = Static<typeof DossierBody>;

/** One internal note as it leaves the server. */
export type PresentedNote = Static<typeof NoteBody>;

/** One file of the dossier as it leaves the server. */
export type PresentedDossierFile = Static<typeof DossierFile>;

/** The dossier's document review (issue #11): labels in the asked language, requests presented. */
export interface DossierDocuments {
  reasonLabel: ReasonLabel;
  requests: PresentedDocumentRequest[];
  fields: PresentedDocumentField[];
}

/** A file row of the answer, as listAnswerFiles reads it. */
export interface DossierFileRow extends FileReviewColumns {
  field_path: string;
  generated_name: string;
  original_name: string;
  content_type: string;
  size: number | string;
  uploaded_at: Date | string;
}

/**
 * The dossier as staff read it: the stored values with decisions (a reviewer judges them, unpublished
 * or not) and the display flags the candidate sees, the campaign year fixed as on the form's load;
 * the jury, the stage, and the files, each under the path the answer holds it at now (a list line
 * may have moved since the upload; the recorded path otherwise).
 */
export function presentDossier(
  row: AnswerRow,
  jury: AnswerJury | null,
  files: DossierFileRow[],
  documents: DossierDocuments,
  locale: Locale = "en",
  blind = false,
): PresentedDossier {
  const data = onLoad(presentValuesFor({ isAdmin: true }, row.data ?? {}, jury), row.campaign);
  return {
    result: "OK",
    id: row.id,
    login: row.login,
    blind,
    version: row.version,
    created: isoTime(row.created_at),
    updated: isoTime(row.updated_at),
    data,
    jury: jury && {
      id: jury.id_jury,
      label: nameIn(locale, jury.label, jury.label_fr),
      resultsPublished: jury.resultats_publies,
      scholarshipResultsPublished: jury.resultats_brs_publies,
    },
    decision: presentDecision(row.data ?? {}, locale),
    stage: stageOf(row.data ?? {}, jury),
    files: files.map((file) => presentDossierFile(row.data ?? {}, file, documents.reasonLabel)),
    documentRequests: documents.requests,
    documentFields: documents.fields,
  };
}

/** One file of the application, under the path the answer holds it at now, with its review. */
export function presentDossierFile(
  data: Record<string, unknown>,
  file: DossierFileRow,
  reasonLabel: ReasonLabel,
): PresentedDossierFile {
  return {
    field: pathReferring(data, file.generated_name) ?? file.field_path,
    generatedName: file.generated_name,
    originalName: file.original_name,
    contentType: file.content_type,
    size: Number(file.size),
    uploaded: isoTime(file.uploaded_at),
    review: presentFileReview(file, reasonLabel),
  };
}

/** One internal note: who wrote it, when, and what. */
export function presentNote(row: NoteRow): PresentedNote {
  return { id: row.id, author: row.author_login, body: row.body, created: isoTime(row.created_at) };
}
