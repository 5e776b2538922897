import argon2 from "@node-rs/argon2";
import { describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

/** A PHC string of argon2id, 19 MiB, 2 passes, 1 lane. */
const ARGON2ID_19MIB_T2 = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

// A hash written by the `argon2` package (node-argon2), which the portal used before: its users
// must still log in. Password "a long enough passphrase".
const NODE_ARGON2_HASH =
  "$argon2id$v=19$m=19456,p=1,t=2$hFclECGW9N5Q6WlLAwISoQ$9T8ZCBtcpPoBLTBG+05Botcy1qBW7zgJO+r4ROWuO3g";

describe("passwords (argon2id)", () => {
  it("hashes with argon2id, 19 MiB and 2 passes, a fresh salt each time, and verifies", async () => {
    const first = await hashPassword("a long enough passphrase");
    const second = await hashPassword("a long enough passphrase");
    expect(first).toMatch(ARGON2ID_19MIB_T2);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, "a long enough passphrase")).toBe(true);
    expect(await verifyPassword(first, "A long enough passphrase")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });

  it("verifies the hashes stored before the change of library", async () => {
    expect(await verifyPassword(NODE_ARGON2_HASH, "a long enough passphrase")).toBe(true);
    expect(await verifyPassword(NODE_ARGON2_HASH, "a long enough passphrase!")).toBe(false);
  });

  // The time it takes is measured beside a real account's in bench/unit-timings.ts.
  it("spends a real argon2 verification when there is no account, so timing does not reveal accounts", async () => {
    const verify = vi.spyOn(argon2, "verify");
    try {
      expect(await verifyPassword(null, "a long enough passphrase")).toBe(false);
      expect(verify).toHaveBeenCalledOnce();
      expect(verify).toHaveBeenCalledWith(
        expect.stringMatching(ARGON2ID_19MIB_T2),
        "a long enough passphrase",
      );
    } finally {
      verify.mockRestore();
    }
  });
});
