/** Path parameters of the upload route. */
export const answerParams = {
  type: "object",
  required: ["answerid"],
  properties: { answerid: { type: "integer", minimum: 1, maximum: 2147483647 } },
} as const;

/** Path parameters of the download and delete routes. */
export const fileParams = {
  type: "object",
  required: ["answerid", "name"],
  properties: {
    answerid: { type: "integer", minimum: 1, maximum: 2147483647 },
    name: { type: "string", maxLength: 200 },
  },
} as const;

const error = {
  type: "object",
  properties: { result: { type: "string" }, code: { type: "string" }, message: { type: "string" } },
} as const;

/** POST …/file: the stored value's generated name and date (Unix seconds), and the answer's new version. */
export const uploadSchema = {
  tags: ["files"],
  summary: "Upload one file to a field of an answer (multipart)",
  consumes: ["multipart/form-data"],
  params: answerParams,
  response: {
    200: {
      type: "object",
      required: ["generated_name", "upload_date", "version"],
      properties: {
        generated_name: { type: "string" },
        upload_date: { type: "integer" },
        version: { type: "integer" },
      },
    },
    "4xx": error,
  },
} as const;

/** GET …/file/{name}: the bytes, as an attachment under the original name. */
export const downloadSchema = {
  tags: ["files"],
  summary: "Download a file of an answer",
  params: fileParams,
  response: {
    200: {
      description: "The file's bytes",
      content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
    },
    "4xx": error,
  },
} as const;

/** DELETE …/file/{name}: {"result":"OK"} and the answer's new version. */
export const deleteSchema = {
  tags: ["files"],
  summary: "Delete a file of an answer",
  params: fileParams,
  response: {
    200: {
      type: "object",
      required: ["result", "version"],
      properties: { result: { type: "string" }, version: { type: "integer" } },
    },
    "4xx": error,
  },
} as const;
