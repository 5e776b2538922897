import { Type } from "typebox";
import { lookupTableNames } from "../../seeds/lookup-tables.ts";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const TableName = Type.String({ pattern: "^[a-z_]{1,40}$", description: lookupTableNames.join(", ") });

/** GET /ws/admin/lookups. */
export const listTablesSchema = {
  tags: ["lookups"],
  summary: "The lookup tables an administrator can export and replace, with their columns and row counts",
  security: [{ bearer: [] }],
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      tables: Type.Array(
        Type.Object({
          name: Type.String(),
          rows: Type.Integer(),
          key: Type.Array(Type.String()),
          columns: Type.Array(Type.Object({ name: Type.String(), required: Type.Boolean() })),
        }),
      ),
    }),
    "4xx": ErrorBody,
  },
};

/** GET /ws/admin/lookups/:table.csv. */
export const exportTableSchema = {
  tags: ["lookups"],
  summary: "A lookup table as a CSV file (UTF-8, comma-separated, header line first)",
  security: [{ bearer: [] }],
  params: Type.Object({ table: TableName }),
  produces: ["text/csv"],
  response: { 200: Type.String({ description: "The CSV text" }), "4xx": ErrorBody },
};

/** POST /ws/admin/lookups/:table. */
export const importTableSchema = {
  tags: ["lookups"],
  summary: "Replace a lookup table with a CSV file (administrators)",
  description:
    "Body: the file as text/csv, or a multipart form with one file. The header names the columns " +
    "(any order, optional ones may be left out); every line is checked (required values, types, " +
    "formats, duplicate keys, references between tables). All or nothing: on any error the table " +
    "is unchanged and the answer is 400 with `errors`, each with its `line` (1 is the header).",
  security: [{ bearer: [] }],
  params: Type.Object({ table: TableName }),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), table: Type.String(), rows: Type.Integer() }),
    400: Type.Object({
      result: Type.Literal("error"),
      code: Type.String(),
      message: Type.String(),
      errors: Type.Optional(
        Type.Array(Type.Object({ line: Type.Optional(Type.Integer()), message: Type.String() })),
      ),
    }),
    "4xx": ErrorBody,
  },
};
