import { Type, type TSchema } from "typebox";
import {
  SIS_CODE_MAX_LENGTH,
  SIS_CODE_PATTERN,
  SIS_COLUMNS,
  type SisColumn,
} from "@portal/domain/handoff/sis-record";
import { Selection } from "../reminders/reminders.schema.ts";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const errors = { "4xx": ErrorBody };
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Moment = Type.String({ format: "date-time" });

const Code = (description: string) =>
  Type.String({ maxLength: SIS_CODE_MAX_LENGTH, pattern: SIS_CODE_PATTERN, description });

/** A programme's SIS codes as an administrator sets them; "" leaves a code unset. */
const CodesBody = Type.Object(
  {
    stepCode: Code("Enrolment step: Apogée code étape (COD_ETP), Pégase code formation"),
    stepVersion: Code("Version of the step: Apogée COD_VRS_VET"),
    diplomaCode: Code("Diploma: Apogée COD_DIP"),
    diplomaVersion: Code("Version of the diploma: Apogée COD_VRS_VDI"),
    academicYear: Code("Academic year of the enrolment: Apogée COD_ANU (2025 for 2025-2026)"),
  },
  { additionalProperties: false },
);

/** One programme with its codes and who set them last. */
const ProgrammeCodes = Type.Object({
  code: Type.String({
    description: "The programme key (application_facts.programme; ING for the engineering cycle)",
  }),
  type: Type.String({ description: "MSC, AM, PG_DIP or ING" }),
  labelEn: Type.String(),
  labelFr: Type.String(),
  stepCode: Type.String(),
  stepVersion: Type.String(),
  diplomaCode: Type.String(),
  diplomaVersion: Type.String(),
  academicYear: Type.String(),
  updatedAt: Type.Union([Moment, Type.Null()]),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});

/** GET /ws/admin/sis/programmes. */
export const listSisCodesSchema = {
  tags: ["sis-handoff"],
  summary: "Every programme with its codes in the student information system (administrators)",
  security: [{ bearer: [] }],
  response: {
    200: Type.Object({ result: Type.Literal("OK"), programmes: Type.Array(ProgrammeCodes) }),
    ...errors,
  },
};

/** PUT /ws/admin/sis/programmes/{programme}. */
export const putSisCodesSchema = {
  tags: ["sis-handoff"],
  summary: "Set one programme's codes in the student information system, whole (administrators)",
  description:
    "404 for a programme the hand-off does not name; 400 for a code with a space or a sign other than - _ . /.",
  security: [{ bearer: [] }],
  params: Type.Object({ programme: Type.String({ minLength: 1, maxLength: 100 }) }),
  body: CodesBody,
  response: { 200: Type.Object({ result: Type.Literal("OK"), programme: ProgrammeCodes }), ...errors },
};

/** A column's JSON type (docs/SIS-EXPORT.md). */
function columnSchema({ type }: SisColumn): TSchema {
  const nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);
  switch (type) {
    case "integer":
      return nullable(Type.Integer());
    case "euros":
      return Type.Number({ description: "euros, two decimals at most" });
    case "date":
      return nullable(Type.String({ format: "date" }));
    case "datetime":
      return nullable(Type.String({ format: "date-time" }));
    case "flag":
      return Type.Union([Type.Literal("O"), Type.Literal("N")]);
    case "text":
      return nullable(Type.String());
  }
}

/** One candidate of the hand-off: every column of docs/SIS-EXPORT.md, the same names as the CSV's header. */
export const SisCandidate = Type.Object(
  Object.fromEntries(SIS_COLUMNS.map((column) => [column.name, columnSchema(column)])),
);

/** An export as the log keeps it. */
const ExportLog = Type.Object({
  id: Type.Integer(),
  exportedBy: Type.String(),
  exportedAt: Moment,
  format: Type.Union([Type.Literal("csv"), Type.Literal("json")]),
  count: Type.Integer({ description: "candidates the export held" }),
  onlyNotExported: Type.Boolean(),
  population: Type.Union([Type.Literal("admitted"), Type.Literal("registered")]),
  repeatOf: Type.Union([Type.Integer(), Type.Null()], {
    description: "the export whose candidates this one sent again; null for a new export",
  }),
});

const Population = Type.Optional(
  Type.Union([Type.Literal("admitted"), Type.Literal("registered")], {
    default: "admitted",
    description:
      "admitted: every admitted candidate (O or C, published), registered or not yet; registered: those who confirmed their registration",
  }),
);
const Format = Type.Union([Type.Literal("csv"), Type.Literal("json")]);

/** POST /ws/admin/sis/exports/preview. */
export const previewSisExportSchema = {
  tags: ["sis-handoff"],
  summary: "How many candidates an export of this selection would hold now (administrators); writes nothing",
  security: [{ bearer: [] }],
  body: Type.Object({ selection: Selection, population: Population }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      count: Type.Integer({ description: "not exported yet: what an export with onlyNotExported holds" }),
      alreadyExported: Type.Integer({ description: "held by an earlier export" }),
    }),
    ...errors,
  },
};

const ExportAnswer = Type.Object({
  result: Type.Literal("OK"),
  export: Type.Union([ExportLog, Type.Null()], {
    description: "null when nobody was left to export (nothing logged)",
  }),
  columns: Type.Array(Type.String(), { description: "the column names, in the CSV's order" }),
  candidates: Type.Array(SisCandidate),
});

const fileOrJson = {
  description:
    "format csv: the file, as an attachment (UTF-8 with a byte-order mark), the export's id in the X-Sis-Export header (absent when nobody was left) and its count in X-Sis-Export-Count; format json: the export and its candidates",
  content: {
    "application/json": { schema: ExportAnswer },
    "text/csv": { schema: { type: "string", format: "binary" } },
  },
};

/** POST /ws/admin/sis/exports. */
export const postSisExportSchema = {
  tags: ["sis-handoff"],
  summary:
    "Export the admitted or registered candidates of a selection to the student information system (administrators)",
  description:
    "The selection is the workspace's (listed ids, or its filters). onlyNotExported (default true) leaves out whoever an " +
    "earlier export held, so that exporting twice sends nobody twice. Logged with its candidates (GET /ws/admin/sis/exports).",
  security: [{ bearer: [] }],
  body: Type.Object(
    {
      selection: Selection,
      format: Format,
      population: Population,
      onlyNotExported: Type.Optional(Type.Boolean({ default: true })),
    },
    { additionalProperties: false },
  ),
  response: { 200: fileOrJson, ...errors },
};

/** GET /ws/admin/sis/exports. */
export const listSisExportsSchema = {
  tags: ["sis-handoff"],
  summary: "The export log, latest first (administrators)",
  security: [{ bearer: [] }],
  querystring: Type.Object({
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
    before: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2147483647, description: "exports older than this id" }),
    ),
  }),
  response: { 200: Type.Object({ result: Type.Literal("OK"), exports: Type.Array(ExportLog) }), ...errors },
};

/** GET /ws/admin/sis/exports/{id}. */
export const getSisExportSchema = {
  tags: ["sis-handoff"],
  summary: "One export and the candidates it held (administrators)",
  security: [{ bearer: [] }],
  params: Type.Object({ id: Id }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      export: ExportLog,
      candidates: Type.Array(
        Type.Object({
          id: Type.Integer(),
          login: Type.String(),
          familyName: Type.String(),
          givenName: Type.String(),
          programme: Type.String(),
        }),
      ),
    }),
    ...errors,
  },
};

/** POST /ws/admin/sis/exports/{id}/repeat. */
export const repeatSisExportSchema = {
  tags: ["sis-handoff"],
  summary: "Send a past export's candidates again, with their current values (administrators)",
  description: "Logged as an export of its own (repeatOf). Candidates erased since are left out.",
  security: [{ bearer: [] }],
  params: Type.Object({ id: Id }),
  body: Type.Object({ format: Format }, { additionalProperties: false }),
  response: { 200: fileOrJson, ...errors },
};
