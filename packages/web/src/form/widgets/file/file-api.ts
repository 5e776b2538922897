import type { TFunction } from "i18next";
import { api, dataOf } from "../../../lib/api/client.ts";
import { ApiError, describeError } from "../../../lib/api-error.ts";
import type { ResponseOf } from "../../../lib/api/types.ts";
import { uploadWithProgress, type UploadAnswer, type UploadProgress } from "../../../lib/api/upload.ts";
import type { AnswerHandle } from "../../answer-context.ts";

export type { UploadAnswer };

/** What the server answers a removal: result OK and the answer's new version. */
export type RemoveAnswer = ResponseOf<"/ws/form/{formId}/answer/{answerid}/file/{name}", "delete">;

/** One upload: the file, its field path (`uploadPhoto`, `docs.2.doc_file`) and the item's other values. */
export interface UploadRequest {
  path: string;
  file: File;
  siblings?: Record<string, string>;
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
}

/** The path parameters of a stored file of the answer. */
const storedFile = (answer: AnswerHandle, name: string) => ({
  params: { path: { formId: answer.formId, answerid: answer.answerId, name } },
});

/** The last segment of a field path, which names the file part (`docs.2.doc_file` → `doc_file`). */
export function partName(path: string): string {
  return path.split(".").at(-1) ?? path;
}

/** The multipart body: sibling values, `_path`, then the file in a part named after the field. */
export function uploadBody(request: Pick<UploadRequest, "path" | "file" | "siblings">): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(request.siblings ?? {})) body.append(name, value);
  body.append("_path", request.path);
  body.append(partName(request.path), request.file, request.file.name);
  return body;
}

/** POSTs one file with real progress (XMLHttpRequest upload events). */
export function uploadFile(answer: AnswerHandle, request: UploadRequest): Promise<UploadAnswer> {
  return uploadWithProgress({ formId: answer.formId, answerid: answer.answerId }, uploadBody(request), {
    onProgress: request.onProgress,
    signal: request.signal,
  });
}

/** GETs a stored file as a blob. */
export function downloadFile(answer: AnswerHandle, generatedName: string): Promise<Blob> {
  return dataOf(
    api.GET("/ws/form/{formId}/answer/{answerid}/file/{name}", {
      ...storedFile(answer, generatedName),
      parseAs: "blob",
    }),
  );
}

/** DELETEs a stored file; the caller empties the value only on result OK. */
export function removeFile(answer: AnswerHandle, generatedName: string): Promise<RemoveAnswer> {
  return dataOf(
    api.DELETE("/ws/form/{formId}/answer/{answerid}/file/{name}", storedFile(answer, generatedName)),
  );
}

/**
 * Deletes a stored file as the file widget's remove button does (SPEC §4: the value is emptied
 * only on result OK, or when the server no longer knows the file) and adopts the answer's new version. Resolves to null once deleted, else to
 * the message to show; the caller empties or drops what referred to the file only on null.
 */
export async function deleteStoredFile(
  answer: AnswerHandle,
  generatedName: string,
  t: TFunction,
): Promise<string | null> {
  try {
    const answered = await removeFile(answer, generatedName);
    if (answered?.result !== "OK") return t("error.generic");
    if (typeof answered.version === "number") answer.setVersion(answered.version);
    return null;
  } catch (error) {
    // Already gone on the server (removed from another tab or window): nothing left to delete.
    if (error instanceof ApiError && error.status === 404) return null;
    return describeError(error, t);
  }
}

/** Saves a blob under a file name: an object URL on a temporary `<a download>`, clicked, then revoked. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
