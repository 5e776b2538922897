import { describe, expect, it } from "vitest";
import { ConfigError, DEVELOPMENT_PAYMENT_SECRET, loadConfig } from "./config.ts";

describe("PAYMENT_SECRET", () => {
  it("is required in production, naming the variable", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PAYMENT_SECRET must be set in production/);
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_SECRET: " s3cret " }).paymentSecret).toBe("s3cret");
  });

  it("falls back to the fixed development value elsewhere", () => {
    expect(loadConfig({ NODE_ENV: "test" }).paymentSecret).toBe(DEVELOPMENT_PAYMENT_SECRET);
  });
});
