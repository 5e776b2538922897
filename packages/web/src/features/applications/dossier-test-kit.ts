import { fakeServer, schemaAnswer } from "../../test-utils.tsx";
import type { FakeAnswer } from "../../test-utils.tsx";

// The fake server of the dossier's tests: two applications (7 Ada Lovelace, 9 Grace Hopper) with
// their notes, history, reasons and payments.

/** An administrator. */
export const boss = { login: "boss@example.org", token: "tok-boss", admin: true };

/** The dossier of application `id`, as GET /ws/admin/answers/{id} answers it. */
export function dossier(id: number, givenName: string, familyName: string) {
  return {
    result: "OK",
    id,
    login: `${givenName.toLowerCase()}@example.org`,
    blind: false,
    version: 3,
    created: "2026-03-01T09:00:00.000Z",
    updated: "2026-03-02T10:30:00.000Z",
    data: {
      givenName,
      familyName,
      typeformation: "MSC",
      fstchoice: "MAE",
      dateofbirth: "3/7/2001",
      candidat_validation: "O",
      admis: "O",
      heb_line: [],
      docs: [
        {
          type_doc: "cv",
          doc_file: JSON.stringify({ name: "cv.pdf", generated_name: "cv-1.pdf", upload_date: 1772356320 }),
        },
      ],
    },
    jury: { id: "MAE", label: "MSc jury", resultsPublished: true, scholarshipResultsPublished: false },
    stage: "admitted",
    files: [
      {
        field: "uploadPhoto",
        generatedName: "photo-1.jpg",
        originalName: "me.jpg",
        contentType: "image/jpeg",
        size: 2048,
        uploaded: "2026-03-01T09:10:00.000Z",
        review: {
          status: "accepted",
          reason: null,
          reasonLabel: null,
          comment: null,
          by: "ada.reviewer@example.org",
          at: "2026-03-02T08:00:00.000Z",
        },
      },
      {
        field: "docs.0.doc_file",
        generatedName: "cv-1.pdf",
        originalName: "cv.pdf",
        contentType: "application/pdf",
        size: 3 * 1024 * 1024,
        uploaded: "2026-03-01T09:12:00.000Z",
        review: { status: "to_check", reason: null, reasonLabel: null, comment: null, by: null, at: null },
      },
    ],
    documentRequests: [
      {
        id: 5,
        field: "docs.1.doc_file",
        fieldLabel: "Transcript",
        kind: "missing",
        reason: "unreadable",
        reasonLabel: "Unreadable scan",
        comment: "Please scan every page.",
        deadline: "2026-03-10",
        requestedBy: "boss@example.org",
        requestedAt: "2026-03-02T09:00:00.000Z",
        resolvedAt: null,
        overdue: true,
      },
    ],
    documentFields: [
      { field: "uploadPhoto", label: "Identity photo" },
      { field: "docs.0.doc_file", label: "Curriculum vitae" },
    ],
    decision: {
      admis: "O",
      motivation: null,
      motivationVisible: false,
      rank: null,
      decisionbourse: "--",
      montant_ins: null,
      scholarshipOptions: [
        { value: "--", label: "No scholarship decision" },
        { value: "NA", label: "No scholarship awarded" },
        { value: "TFW", label: "Tuition fee waiver" },
      ],
    },
  };
}

const history = {
  result: "OK",
  items: [
    {
      at: "2026-03-02T10:30:00.000Z",
      actor: "ada@example.org",
      kind: "save-tab",
      summary: "Saved the Personal tab",
      changes: [{ field: "familyName", label: "Family name", before: "Lovelase", after: "Lovelace" }],
    },
  ],
};

const reason = (
  id: number,
  kind: "document" | "motivation",
  code: string,
  labelEn: string,
  labelFr: string,
  archived = false,
) => ({
  id,
  kind,
  code,
  labelEn,
  labelFr,
  position: id,
  archived,
});

/** The document reasons of the catalogue, one archived. */
const documentReasons = [
  reason(1, "document", "unreadable", "Unreadable scan", "Scan illisible"),
  reason(2, "document", "expired", "Expired document", "Document périmé"),
  reason(3, "document", "old-reason", "Old reason", "Ancien motif", true),
];

/** The motivations of the catalogue. */
const motivations = [reason(10, "motivation", "level", "Academic level too low", "Niveau insuffisant")];

/** Ada's payments: the application fee paid, the tuition partly paid. */
export const payments = {
  result: "OK",
  status: "partly",
  due: [
    {
      nature: "application_fee",
      label: "Application fee",
      amount: 100,
      paid: 100,
      waived: 0,
      outstanding: 0,
      overpaid: 0,
      status: "paid",
    },
    {
      nature: "tuition",
      label: "Tuition",
      amount: 9500,
      paid: 3000,
      waived: 0,
      outstanding: 6500,
      overpaid: 0,
      status: "partly",
    },
  ],
  payments: [
    {
      id: 1,
      nature: "tuition",
      instalment: 1,
      amount: 3000,
      method: "transfer",
      paidAt: "2026-03-05T10:00:00.000Z",
      note: "Bank ref 42",
      recordedBy: "boss@example.org",
    },
  ],
};

/** The fake server, with `extra` handlers replacing or adding routes. */
export function server(
  extra: Record<string, FakeAnswer | ((init: RequestInit, url: string) => FakeAnswer)> = {},
) {
  const notes: { id: number; author: string; body: string; created: string }[] = [];
  return fakeServer({
    "GET /ws/form/candform/schema": schemaAnswer(boss.login, true),
    "GET /ws/admin/answers/7": { body: dossier(7, "Ada", "Lovelace") },
    "GET /ws/admin/answers/9": { body: dossier(9, "Grace", "Hopper") },
    "GET /ws/admin/answers/7/notes": () => ({ body: { result: "OK", items: notes } }),
    "POST /ws/admin/answers/7/notes": (init) => {
      const note = {
        id: 1,
        author: boss.login,
        body: JSON.parse(String(init.body)).body,
        created: "2026-03-03T08:00:00.000Z",
      };
      notes.push(note);
      return { status: 201, body: { result: "OK", note } };
    },
    "GET /ws/admin/answers/7/history": { body: history },
    "GET /ws/admin/answers/9/notes": { body: { result: "OK", items: [] } },
    "GET /ws/admin/answers/9/history": { body: { result: "OK", items: [] } },
    "GET /ws/admin/reasons": (_init, url) => ({
      body: {
        result: "OK",
        reasons: new URL(url).searchParams.get("kind") === "motivation" ? motivations : documentReasons,
      },
    }),
    "GET /ws/admin/answers/7/payments": { body: payments },
    "GET /ws/admin/answers/9/payments": { body: { result: "OK", payments: [], due: [], status: "none" } },
    "GET /ws/iformformations/MSC": {
      body: [
        {
          value: "MAE",
          label: { en: "MSc in Aerospace Engineering", fr: "MSc en ingénierie aérospatiale" },
          type: "MSC",
          enum: "MAE",
          description: "MSc in Aerospace Engineering",
          description_fr: "MSc en ingénierie aérospatiale",
          id_jury: "MAE",
        },
      ],
    },
    ...extra,
  });
}
