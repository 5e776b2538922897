import { describe, expect, it, vi } from "vitest";
import { fakeServer } from "../test-utils.tsx";
import { api, setRequestLanguage, setUnauthorizedHandler, uploadWithProgress } from "./api-client.ts";
import { ApiError, UnauthorizedError } from "./api-error.ts";
import { getSession, setSession } from "./session-store.ts";

const session = { login: "ada@example.org", token: "tok-123", admin: false };

function headersOf(mock: ReturnType<typeof fakeServer>, index: number): Record<string, string> {
  return (mock.mock.calls[index][1]?.headers ?? {}) as Record<string, string>;
}

describe("api client", () => {
  it("sends the session token as a Bearer header", async () => {
    setSession(session);
    const mock = fakeServer({ "GET /ws/form/candform/schema": { body: { tabs: [] } } });
    await expect(api.get("/ws/form/candform/schema")).resolves.toEqual({ tabs: [] });
    expect(headersOf(mock, 0).Authorization).toBe("Bearer tok-123");
    expect(headersOf(mock, 0)["X-XSRF-TOKEN"]).toBeUndefined();
  });

  it("asks for server messages in the interface language", async () => {
    setRequestLanguage("fr");
    const mock = fakeServer({ "GET /ws/pays": { body: [] } });
    await api.get("/ws/pays");
    expect(headersOf(mock, 0)["Accept-Language"]).toBe("fr");
  });

  it("echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on a POST", async () => {
    document.cookie = "XSRF-TOKEN=abc%3D; path=/";
    const mock = fakeServer({ "POST /ws/logout": { body: { result: "OK" } } });
    await api.post("/ws/logout", {});
    expect(headersOf(mock, 0)["X-XSRF-TOKEN"]).toBe("abc=");
    expect(headersOf(mock, 0)["Content-Type"]).toBe("application/json");
  });

  it("makes a GET first when the anti-forgery cookie is absent, then echoes it", async () => {
    const mock = fakeServer({ "POST /ws/form/candform/user/register": { body: { result: "ok" } } });
    await api.post("/ws/form/candform/user/register", { user: "a@b.org", appurl: "http://x" });
    expect(String(mock.mock.calls[0][0])).toBe("/ws/config");
    expect(headersOf(mock, 1)["X-XSRF-TOKEN"]).toBe("xsrf-from-server");
  });

  it("never sends the token or the XSRF header to another site", async () => {
    setSession(session);
    document.cookie = "XSRF-TOKEN=abc; path=/";
    const mock = fakeServer();
    await api.post("https://pay.example.org/ws/x", {}).catch(() => undefined);
    expect(headersOf(mock, 0).Authorization).toBeUndefined();
    expect(headersOf(mock, 0)["X-XSRF-TOKEN"]).toBeUndefined();
  });

  it("on 401 Not allowed clears the session and calls the unauthorized handler once", async () => {
    setSession(session);
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fakeServer({
      "GET /ws/form/candform/schema": {
        status: 401,
        statusText: "Unauthorized",
        body: { result: "Not allowed" },
      },
    });
    await expect(api.get("/ws/form/candform/schema")).rejects.toBeInstanceOf(UnauthorizedError);
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
        return { status: 401, statusText: "Unauthorized", body: { result: "Not allowed" } };
      },
    });
    await expect(api.get("/ws/form/candform/schema")).rejects.toBeInstanceOf(UnauthorizedError);
    expect(handler).not.toHaveBeenCalled();
  });

  it("treats a 200 answer saying Not allowed like a 401", async () => {
    setSession(session);
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fakeServer({ "GET /ws/form/candform/schema": { body: { result: "Not allowed" } } });
    await expect(api.get("/ws/form/candform/schema")).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(handler).toHaveBeenCalled();
  });

  it("leaves a 401 to the caller when asked (login form)", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fakeServer({ "POST /ws/form/candform/login": { status: 401, body: { result: "Not allowed" } } });
    document.cookie = "XSRF-TOKEN=abc; path=/";
    await expect(api.post("/ws/form/candform/login", {}, { skipAuthRedirect: true })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it("describes a failure without a server message in the generic HTTP failure text", async () => {
    fakeServer({ "GET /ws/pays": { status: 502, statusText: "Bad Gateway", body: undefined } });
    const error = await api.get("/ws/pays").catch((e: unknown) => e);
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
        body: { result: "error", message: "Too many attempts." },
      },
    });
    const error = (await api.get("/ws/jurys").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.serverMessage).toBe("Too many attempts.");
    expect(error.message).toBe("Too many attempts.");
  });

  it("reports a network failure as status 0 Unknown Error", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = (await api.get("/ws/pays").catch((e: unknown) => e)) as ApiError;
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
    const done = uploadWithProgress("/ws/form/candform/answer/1/file", new FormData(), {
      onProgress: progress,
    });
    await vi.waitFor(() => expect(FakeXhr.last?.url).toBe("/ws/form/candform/answer/1/file"));
    const xhr = FakeXhr.last;
    expect(xhr.headers.Authorization).toBe("Bearer tok-123");
    expect(xhr.headers["X-XSRF-TOKEN"]).toBe("abc");
    xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
    expect(progress).toHaveBeenCalledWith({ loaded: 50, total: 200, percent: 25 });
    xhr.answer(200, { generated_name: "f1.pdf", upload_date: "2026-01-02" });
    await expect(done).resolves.toEqual({ generated_name: "f1.pdf", upload_date: "2026-01-02" });
  });

  it("clears the session on 401", async () => {
    setSession(session);
    document.cookie = "XSRF-TOKEN=abc; path=/";
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const done = uploadWithProgress("/ws/x/file", new FormData());
    await vi.waitFor(() => expect(FakeXhr.last?.url).toBe("/ws/x/file"));
    FakeXhr.last.answer(401, { result: "Not allowed" });
    await expect(done).rejects.toBeInstanceOf(UnauthorizedError);
    expect(getSession()).toBeNull();
    expect(handler).toHaveBeenCalled();
  });
});
