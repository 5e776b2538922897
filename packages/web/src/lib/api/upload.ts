import { ApiError } from "../api-error.ts";
import { absolute, authHeaders, parseJson, throwIfFailed, toError } from "./client.ts";
import type { ResponseOf } from "./types.ts";

/** The upload route of an answer's files; fetch (hence openapi-fetch) cannot report upload progress. */
const UPLOAD_PATH = "/ws/form/{formId}/answer/{answerid}/file";
type UploadPath = typeof UPLOAD_PATH;

/** What an upload answers: the stored name, the date (Unix seconds), the answer's new version. */
export type UploadAnswer = ResponseOf<UploadPath, "post">;

/** Progress of an upload: bytes sent so far, total bytes, and percent (0-100) when the total is known. */
export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number | undefined;
}

/** Options of uploadWithProgress. */
export interface UploadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

const aborted = () => new DOMException("The upload was aborted.", "AbortError");

/**
 * POSTs a multipart body to the upload route with XMLHttpRequest, with the API client's headers,
 * error mapping and 401 handling. Resolves with the parsed JSON answer.
 */
export async function uploadWithProgress(
  params: { formId: string; answerid: number },
  body: FormData,
  options: UploadOptions = {},
): Promise<UploadAnswer> {
  const url = UPLOAD_PATH.replace("{formId}", encodeURIComponent(params.formId)).replace(
    "{answerid}",
    String(params.answerid),
  );
  const headers: Record<string, string> = { Accept: "application/json", ...(await authHeaders(url, "POST")) };
  return new Promise<UploadAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = false;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : undefined,
      });
    };
    xhr.onload = () => {
      const text = typeof xhr.responseText === "string" ? xhr.responseText : "";
      try {
        throwIfFailed(toError(xhr.status, xhr.statusText, url, text), headers.Authorization ?? null, true);
        resolve(parseJson(text) as UploadAnswer);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, statusText: "Unknown Error", url: absolute(url) }));
    xhr.onabort = () => reject(aborted());
    if (options.signal) {
      if (options.signal.aborted) return reject(aborted());
      options.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
