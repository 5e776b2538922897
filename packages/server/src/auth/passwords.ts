import argon2, { type Algorithm, type Options } from "@node-rs/argon2";
import { inHashSlot } from "./hash-slots.ts";

/** argon2id's number in @node-rs/argon2's `Algorithm` (a const enum, which isolated modules cannot read). */
const ARGON2ID: Algorithm = 2;

/**
 * argon2id settings (OWASP: at least 19 MiB of memory and 2 passes). Kept real in tests too: a
 * hash costs 15 to 30 ms of one core. @node-rs/argon2 (RustCrypto's argon2, SIMD) computes the same
 * hash in about half the CPU time of the `argon2` package (node-argon2) on this project's machine
 * (bench/login.ts); the PHC strings of either verify with the other, so stored hashes stay valid.
 */
export const ARGON2_OPTIONS: Readonly<Options> = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password with argon2id; the result embeds its own salt and parameters. */
export async function hashPassword(password: string): Promise<string> {
  return inHashSlot(() => argon2.hash(password, ARGON2_OPTIONS));
}

// A real hash of a random password, verified against when the login is unknown so that an
// unknown account takes as long to refuse as a wrong password.
let dummyHash: Promise<string> | undefined;

/** True when the password matches the stored hash; with no hash, spends the same time and says false. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
    const dummy = await dummyHash;
    await inHashSlot(() => argon2.verify(dummy, password)).catch(() => false);
    return false;
  }
  try {
    return await inHashSlot(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}
