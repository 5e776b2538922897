import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startBootQueries } from "../app/boot-queries.ts";
import { answerQuery, schemaQuery } from "../features/form-screen/form-api.ts";
import { publicApi, setRequestLanguage } from "../lib/api/client.ts";
import { getDrafts } from "../features/form-screen/draft-api.ts";
import {
  FIRST_SCREEN_MS,
  forgetAllEarlyResponses,
  forgetEarlyResponses,
} from "../lib/api/early-responses.ts";
import { labelsQuery } from "../lib/i18n.ts";
import { setSession } from "../lib/session-store.ts";
import { siteConfigQuery } from "../lib/site-config.ts";
import { ada, answerPath, bootServer, draftsPath, requested } from "../app/boot-test-kit.ts";

/** Runs the page's first script as the page at `path` would. */
async function runEarlyScript(path: string) {
  window.history.replaceState(null, "", path);
  vi.resetModules();
  await import("./early-requests.ts");
}

afterEach(() => {
  forgetAllEarlyResponses();
  window.history.replaceState(null, "", "/");
});

describe("the page's first script (early requests)", () => {
  // What it repeats of the app (session key, form id, addresses, headers) must be what the app
  // asks for: otherwise every request would go twice.
  it("sends a candidate's form page's boot requests, which the app's boot takes instead of asking again", async () => {
    const mock = bootServer();
    setSession(ada);
    await runEarlyScript("/form/candform/personal");
    // The drafts once the answer has told its id.
    await vi.waitFor(() => expect(mock).toHaveBeenCalledTimes(5));
    expect(requested(mock).sort()).toEqual(
      ["/ws/config", "/ws/form/candform/labels", "/ws/form/candform/schema", answerPath, draftsPath].sort(),
    );
    for (const [, init] of mock.mock.calls)
      expect(init.headers).toMatchObject({ authorization: "Bearer tok-ada" });

    const client = new QueryClient();
    await startBootQueries(client, "/form/candform/personal");
    await vi.waitFor(() => {
      expect(client.getQueryData(answerQuery("candform", ada.login).queryKey)).toMatchObject({ id: 7 });
      expect(client.getQueryData(schemaQuery("candform").queryKey)).toBeDefined();
      expect(client.getQueryData(siteConfigQuery.queryKey)).toBeDefined();
      expect(client.getQueryData(labelsQuery.queryKey)).toBeDefined();
    });
    expect(mock).toHaveBeenCalledTimes(5);
  });

  it("keeps the answer's drafts past the boot for the form screen, once, and only for a while", async () => {
    const mock = bootServer();
    setSession(ada);
    await runEarlyScript("/form/candform");
    await vi.waitFor(() => expect(requested(mock)).toContain(draftsPath));
    forgetEarlyResponses();
    // The form screen, after its first render (the app's requests now say their language): the
    // early drafts, not a second request.
    setRequestLanguage("en");
    expect(await getDrafts("candform", 7)).toEqual([]);
    expect(requested(mock).filter((path) => path === draftsPath)).toHaveLength(1);
    // Taken once: reading them again asks the server.
    await getDrafts("candform", 7);
    expect(requested(mock).filter((path) => path === draftsPath)).toHaveLength(2);
  });

  it("drops the answer's drafts the form screen has not read once the answer is no longer held", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const mock = bootServer();
      setSession(ada);
      await runEarlyScript("/form/candform");
      await vi.waitFor(() => expect(requested(mock)).toContain(draftsPath));
      forgetEarlyResponses();
      vi.advanceTimersByTime(FIRST_SCREEN_MS);
      await getDrafts("candform", 7);
      expect(requested(mock).filter((path) => path === draftsPath)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers each request once, and nothing once the boot is over", async () => {
    const mock = bootServer();
    await runEarlyScript("/");
    expect(requested(mock).sort()).toEqual(["/ws/config", "/ws/form/candform/labels"]);
    for (const [, init] of mock.mock.calls) expect(init.headers).not.toHaveProperty("authorization");

    await publicApi.GET("/ws/config");
    expect(mock).toHaveBeenCalledTimes(2);
    await publicApi.GET("/ws/config");
    expect(mock).toHaveBeenCalledTimes(3);

    forgetEarlyResponses();
    await publicApi.GET("/ws/form/{formId}/labels", { params: { path: { formId: "candform" } } });
    expect(requested(mock).filter((path) => path.endsWith("/labels"))).toHaveLength(2);
  });

  it("leaves an administrator's form page (the answer of ?login=) and other sessions' answers to the app", async () => {
    const mock = bootServer();
    setSession({ login: "root@example.org", token: "tok-root", admin: true });
    await runEarlyScript("/form/candform?login=ada%40example.org");
    expect(requested(mock).sort()).toEqual(["/ws/config", "/ws/form/candform/labels"]);

    // A request with another session's token is not answered by this one's.
    setSession(ada);
    await publicApi.GET("/ws/config");
    expect(mock).toHaveBeenCalledTimes(3);
  });
});
