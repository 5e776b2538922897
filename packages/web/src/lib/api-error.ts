import type { TFunction } from "i18next";

/** Any failed call to the server: the HTTP status (0 when the network failed) and a readable message. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  /** The `message` of a `{"result":"error","message":…}` body, when the server sent one. */
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(init: {
    status: number;
    statusText: string;
    url: string;
    serverMessage?: string;
    body?: unknown;
  }) {
    super(init.serverMessage ?? httpFailureText(init.url, init.status, init.statusText));
    this.name = "ApiError";
    this.status = init.status;
    this.statusText = init.statusText;
    this.url = init.url;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
  }
}

/** 401 "Not allowed": the session is missing or expired (the client has already cleared it). */
export class UnauthorizedError extends ApiError {
  constructor(init: ConstructorParameters<typeof ApiError>[0]) {
    super(init);
    this.name = "UnauthorizedError";
  }
}

/** 403: the session is valid but this resource belongs to someone else (or anti-forgery failed). */
export class ForbiddenError extends ApiError {
  constructor(init: ConstructorParameters<typeof ApiError>[0]) {
    super(init);
    this.name = "ForbiddenError";
  }
}

/** SPEC §8 "Generic HTTP failure", in the exact wording. */
export function httpFailureText(url: string, status: number, statusText: string): string {
  return `Http failure response for ${url}: ${status} ${statusText}`;
}

/**
 * The text to show a person for an error: the server's message (translated when it is a catalogue
 * key), else the generic HTTP failure text, else the generic "Error".
 */
export function describeError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return t(error.serverMessage);
    return t("error.http", { url: error.url, status: error.status, statusText: error.statusText });
  }
  return t("error.generic");
}
