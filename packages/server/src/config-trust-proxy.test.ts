import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import Fastify from "fastify";

const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe("TRUST_PROXY", () => {
  it("is off by default, takes true/false or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust("true")).toBe(true);
    expect(trust("off")).toBe(false);
    expect(trust("1")).toBe(true);
    expect(trust("127.0.0.1, 10.0.0.0/8,::1")).toBe("127.0.0.1,10.0.0.0/8,::1");
  });

  it("refuses anything else, naming the variable", () => {
    for (const bad of ["maybe", "127.0.0.1,nginx", "2"]) {
      expect(() => trust(bad)).toThrow(ConfigError);
      expect(() => trust(bad)).toThrow(/TRUST_PROXY/);
    }
  });

  // Behind one nginx appending to X-Forwarded-For, the client's address is the last entry: what a
  // client wrote there itself (the forged first entries) must not become its address.
  it("with the proxy's address, takes the entry the proxy added, not what the client forged before it", async () => {
    const app = Fastify({ trustProxy: trust("127.0.0.1") });
    app.get("/ip", async (request) => request.ip);
    const res = await app.inject({
      url: "/ip",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "10.6.6.6, 203.0.113.7" },
    });
    expect(res.body).toBe("203.0.113.7");
    await app.close();
  });
});
