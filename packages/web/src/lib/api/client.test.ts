import { describe, expect, it, vi } from "vitest";
import { fakeServer, stubFetch } from "../../test-utils.tsx";
import { ApiError, UnauthorizedError } from "../api-error.ts";
import { getSession, setSession } from "../session-store.ts";
import { api, dataOf, publicApi, setRequestLanguage, setUnauthorizedHandler } from "./client.ts";
import { uploadWithProgress } from "./upload.ts";

const session = { login: "ada@example.org", token: "tok-123", admin: false };
const schemaAnswer = { result: "OK", schema: { tabs: [] }, readOnlyTabs: [], admin: false, login: "ada" };
const notAllowed = { result: "Not allowed", code: "NOT_ALLOWED", message: "Not allowed" };
const formPath = { params: { path: { formId: "candform" } } };
const getSchema = () => dataOf(api.GET("/ws/form/{formId}/schema", formPath));

function headersOf(mock: ReturnType<typeof fakeServer>, index: number): Headers {
  return new Headers(mock.mock.calls[index][1]?.headers);
}

describe("api client", () => {
  it("sends the session token as a Bearer header", async () => {
    setSession(session);
    const mock = fakeServer({ "GET /ws/form/candform/schema": { body: schemaAnswer } });
    await expect(getSchema()).resolves.toEqual(schemaAnswer);
    expect(headersOf(mock, 0).get("Authorization")).toBe("Bearer tok-123");
    expect(headersOf(mock, 0).get("X-XSRF-TOKEN")).toBeNull();
  });

  it("asks for server messages in the interface language", async () => {
    setRequestLanguage("fr");
    const mock = fakeServer({ "GET /ws/pays": { body: [] } });
    await dataOf(api.GET("/ws/pays"));
    expect(headersOf(mock, 0).get("Accept-Language")).toBe("fr");
  });

  it("echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on a POST", async () => {
    document.cookie = "XSRF-TOKEN=abc%3D; path=/";
    const mock = fakeServer({
      "PUT /ws/admin/juries/MAE": {
        body: {
          result: "OK",
          jury: {
            id_jury: "MAE",
            label: "MAE",
            resultats_publies: false,
            resultats_brs_publies: false,
            formations: [],
            counts: { O: 0, N: 0, L: 0, R: 0, C: 0, "-": 0, undecided: 0, total: 0 },
            lastPublication: null,
          },
          publication: null,
        },
      },
    });
    await dataOf(api.PUT("/ws/admin/juries/{id}", { params: { path: { id: "MAE" } }, body: {} }));
    expect(headersOf(mock, 0).get("X-XSRF-TOKEN")).toBe("abc=");
    expect(headersOf(mock, 0).get("Content-Type")).toBe("application/json");
  });

  it("makes a GET first when the anti-forgery cookie is absent, then echoes it", async () => {
    const mock = fakeServer({ "POST /ws/form/candform/user/register": { body: { result: "ok" } } });
    await dataOf(
      publicApi.POST("/ws/form/{formId}/user/register", {
        ...formPath,
        body: { user: "a@b.org", appurl: "http://x" },
      }),
    );
    expect(String(mock.mock.calls[0][0])).toBe("/ws/config");
    expect(headersOf(mock, 1).get("X-XSRF-TOKEN")).toBe("xsrf-from-server");
  });

  it("never sends the token or the XSRF header to another site", async () => {
    setSession(session);
    document.cookie = "XSRF-TOKEN=abc; path=/";
    const mock = fakeServer();
    await api.POST("/ws/logout", { baseUrl: "https://pay.example.org" }).catch(() => undefined);
    expect(String(mock.mock.calls[0][0])).toBe("https://pay.example.org/ws/logout");
    expect(headersOf(mock, 0).get("Authorization")).toBeNull();
    expect(headersOf(mock, 0).get("X-XSRF-TOKEN")).toBeNull();
  });

  it("on 401 Not allowed clears the session and calls the unauthorized handler once", async () => {
    setSession(session);
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fakeServer({
      "GET /ws/form/candform/schema": {
        status: 401,
        statusText: "Unauthorized",
        body: notAllowed,
      },
    });
    await expect(getSchema()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(getSession()).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("ignores a 401 answering a request sent before a logout", async () => {
    // Regression: logging out while the form loaded sent the user to /login instead of home.
    setSession(session);
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fakeServer({
      "GET /ws/form/candform/schema": () => {
        localStorage.removeItem("portal.session"); // the logout happens while the call is in flight
        return { status: 401, statusText: "Unauthorized", body: notAllowed };
      },
    });
    await expect(getSchema()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(handler).not.toHaveBeenCalled();
  });

  it("treats a 200 answer saying Not allowed like a 401", async () => {
    setSession(session);
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fakeServer({
      "GET /ws/form/candform/schema": {
        body: { result: "Not allowed" },
        offContract: "older servers answered a missing session with a 200",
      },
    });
    await expect(getSchema()).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(handler).toHaveBeenCalled();
  });

  it("leaves a 401 to the caller when asked (login form)", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fakeServer({
      "POST /ws/form/candform/login": {
        status: 401,
        body: notAllowed,
        offContract: "the login answers 400, 429 or 200; a 401 from a proxy must not log out",
      },
    });
    document.cookie = "XSRF-TOKEN=abc; path=/";
    const login = publicApi.POST("/ws/form/{formId}/login", {
      ...formPath,
      body: { login: "a", password: "b" },
    });
    await expect(login).rejects.toBeInstanceOf(UnauthorizedError);
    expect(handler).not.toHaveBeenCalled();
  });

  it("describes a failure without a server message in the generic HTTP failure text", async () => {
    fakeServer({ "GET /ws/pays": { status: 502, statusText: "Bad Gateway", body: undefined } });
    const error = await api.GET("/ws/pays").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      "Http failure response for http://localhost:3000/ws/pays: 502 Bad Gateway",
    );
  });

  it("keeps the server's message of an error body", async () => {
    fakeServer({
      "GET /ws/jurys": {
        status: 429,
        statusText: "Too Many Requests",
        body: { result: "error", code: "TOO_MANY", message: "Too many attempts." },
        offContract: "the lookups declare no 429; a proxy or a later limit may send one",
      },
    });
    const error = (await api.GET("/ws/jurys").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.serverMessage).toBe("Too many attempts.");
    expect(error.message).toBe("Too many attempts.");
  });

  it("reports a network failure as status 0 Unknown Error", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = (await api.GET("/ws/pays").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("Http failure response for http://localhost:3000/ws/pays: 0 Unknown Error");
  });
});

/** A minimal XMLHttpRequest stand-in that records headers and lets the test drive the events. */
class FakeXhr {
  static last: FakeXhr;
  headers: Record<string, string> = {};
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = true;
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  method = "";
  url = "";
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {}
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.statusText = status === 200 ? "OK" : "Unauthorized";
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe("uploadWithProgress", () => {
  it("sends the same headers, reports progress and resolves with the JSON answer", async () => {
    setSession(session);
    document.cookie = "XSRF-TOKEN=abc; path=/";
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const progress = vi.fn();
    const done = uploadWithProgress({ formId: "candform", answerid: 1 }, new FormData(), {
      onProgress: progress,
    });
    await vi.waitFor(() => expect(FakeXhr.last?.url).toBe("/ws/form/candform/answer/1/file"));
    const xhr = FakeXhr.last;
    expect(xhr.headers.Authorization).toBe("Bearer tok-123");
    expect(xhr.headers["X-XSRF-TOKEN"]).toBe("abc");
    xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
    expect(progress).toHaveBeenCalledWith({ loaded: 50, total: 200, percent: 25 });
    xhr.answer(200, { generated_name: "f1.pdf", upload_date: 1767312000, version: 2 });
    await expect(done).resolves.toEqual({ generated_name: "f1.pdf", upload_date: 1767312000, version: 2 });
  });

  it("clears the session on 401", async () => {
    setSession(session);
    document.cookie = "XSRF-TOKEN=abc; path=/";
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const done = uploadWithProgress({ formId: "candform", answerid: 2 }, new FormData());
    await vi.waitFor(() => expect(FakeXhr.last?.url).toBe("/ws/form/candform/answer/2/file"));
    FakeXhr.last.answer(401, { result: "Not allowed" });
    await expect(done).rejects.toBeInstanceOf(UnauthorizedError);
    expect(getSession()).toBeNull();
    expect(handler).toHaveBeenCalled();
  });
});
