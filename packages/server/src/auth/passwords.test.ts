import argon2 from "argon2";
import { describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

describe("passwords (argon2id)", () => {
  it("hashes with argon2id, 19 MiB and 2 passes, a fresh salt each time, and verifies", async () => {
    const first = await hashPassword("a long enough passphrase");
    const second = await hashPassword("a long enough passphrase");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, "a long enough passphrase")).toBe(true);
    expect(await verifyPassword(first, "A long enough passphrase")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });

  // The time it takes is measured beside a real account's in bench/unit-timings.ts.
  it("spends a real argon2 verification when there is no account, so timing does not reveal accounts", async () => {
    const verify = vi.spyOn(argon2, "verify");
    try {
      expect(await verifyPassword(null, "a long enough passphrase")).toBe(false);
      expect(verify).toHaveBeenCalledOnce();
      expect(verify).toHaveBeenCalledWith(
        expect.stringMatching(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/),
        "a long enough passphrase",
      );
    } finally {
      verify.mockRestore();
    }
  });
});
