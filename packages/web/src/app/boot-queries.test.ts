import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { answerQuery, schemaQuery } from "../features/form-screen/form-api.ts";
import { setSession } from "../lib/session-store.ts";
import { fakeServer, schemaAnswer } from "../test-utils.tsx";
import { ada, answer, answerPath, bootServer, requested } from "./boot-test-kit.ts";
import { formIdOfPage, startBootQueries } from "./boot-queries.ts";

describe("startBootQueries on a form page", () => {
  it("asks for the schema and the candidate's answer at boot, before any screen renders", async () => {
    const mock = bootServer();
    setSession(ada);
    const client = new QueryClient();
    await startBootQueries(client, "/form/candform/personal");
    await vi.waitFor(() => expect(requested(mock)).toEqual(expect.arrayContaining([answerPath])));
    expect(requested(mock)).toContain("/ws/form/candform/schema");
    await vi.waitFor(() => expect(client.getQueryData(schemaQuery("candform").queryKey)).toBeDefined());
  });

  it("keeps the answer (dropped when unobserved) until the form screen observes it, then lets it go", async () => {
    const mock = bootServer();
    setSession(ada);
    const client = new QueryClient();
    const key = answerQuery("candform", ada.login).queryKey;
    await startBootQueries(client, "/form/candform");
    await vi.waitFor(() => expect(client.getQueryData(key)).toMatchObject({ id: 7 }));
    // Longer than the gcTime of 0 that would have dropped a plain prefetch.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData(key)).toMatchObject({ id: 7 });

    const screenObserver = new QueryObserver(client, answerQuery("candform", ada.login));
    const stop = screenObserver.subscribe(() => undefined);
    expect(screenObserver.getCurrentResult().data).toMatchObject({ id: 7 });
    expect(requested(mock).filter((path) => path === answerPath)).toHaveLength(1);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryCache().find({ queryKey: key })).toBeUndefined();
  });

  it("asks an administrator's form page for the answer of ?login=, and nothing without a session", async () => {
    const mock = fakeServer({
      "GET /ws/form/candform/schema": schemaAnswer("root@example.org", true),
      "GET /ws/form/candform/answer/ada%40example.org": answer,
    });
    await startBootQueries(new QueryClient(), "/form/candform", "?login=ada%40example.org");
    expect(requested(mock)).not.toContain("/ws/form/candform/schema");

    setSession({ login: "root@example.org", token: "tok-root", admin: true });
    await startBootQueries(new QueryClient(), "/form/candform", "?login=ada%40example.org");
    await vi.waitFor(() => expect(requested(mock)).toContain(answerPath));
    expect(requested(mock)).not.toContain("/ws/form/candform/answer/root%40example.org");
  });
});

describe("formIdOfPage", () => {
  it("names the form of the form screen's paths only", () => {
    expect(formIdOfPage("/form/candform")).toBe("candform");
    expect(formIdOfPage("/form/candform/home")).toBe("candform");
    expect(formIdOfPage("/form/candform/home/")).toBe("candform");
    expect(formIdOfPage("/form/%E0")).toBeUndefined();
    expect(formIdOfPage("/form/candform/home/more")).toBeUndefined();
    expect(formIdOfPage("/login")).toBeUndefined();
  });
});
