/**
 * Timings that used to be limits inside unit suites (issue #9), measured here instead, where a
 * loaded machine makes a slow figure rather than a red test:
 * - the form engine's evaluate() on the candidate form, per keystroke (incremental, with the
 *   previous state), against the 2 ms budget that keeps typing fluid;
 * - verifyPassword for an unknown account (the dummy argon2 hash) beside a wrong password for a
 *   real account: the two must take alike, else timing reveals which logins exist.
 * Writes bench/results/unit-timings.json.
 *
 *   npx tsx bench/unit-timings.ts     (UNIT_TIMINGS_ROUNDS=200 by default)
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { evaluate } from "@portal/domain/engine/evaluate";
import { candform, emptyAnswer } from "@portal/domain/schema/candform";
import { hashPassword, verifyPassword } from "../packages/server/src/auth/passwords.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.UNIT_TIMINGS_ROUNDS ?? 200);
const KEYSTROKE_BUDGET_MS = 2;

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (ms: number) => Math.round(ms * 1000) / 1000;

function keystrokes() {
  const values = { ...emptyAnswer(), typeformation: "MSC", bacTypeEtablissement: "FRANCAIS", bacAnnee: 2022 };
  let state = evaluate(candform, { ...values, familyName: "Dupont" });
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    state = evaluate(
      candform,
      { ...values, familyName: `Dupont${i % 2 ? "" : "-Martin"}` },
      { previous: state },
    );
    times.push(performance.now() - started);
  }
  return { rounds: ROUNDS, medianMs: round(median(times)), budgetMs: KEYSTROKE_BUDGET_MS };
}

async function passwordChecks() {
  const hash = await hashPassword("the account's real passphrase");
  await verifyPassword(null, "warm-up"); // builds the dummy hash once
  const known: number[] = [];
  const unknown: number[] = [];
  const rounds = Math.max(10, Math.round(ROUNDS / 10));
  for (let i = 0; i < rounds; i++) {
    let started = performance.now();
    await verifyPassword(hash, "a wrong passphrase");
    known.push(performance.now() - started);
    started = performance.now();
    await verifyPassword(null, "a wrong passphrase");
    unknown.push(performance.now() - started);
  }
  const knownMs = median(known);
  const unknownMs = median(unknown);
  return {
    rounds,
    knownAccountMs: round(knownMs),
    unknownAccountMs: round(unknownMs),
    ratio: round(unknownMs / knownMs),
  };
}

const result = {
  date: new Date().toISOString(),
  node: process.version,
  evaluatePerKeystroke: keystrokes(),
  verifyPassword: await passwordChecks(),
};
fs.mkdirSync(path.join(here, "results"), { recursive: true });
fs.writeFileSync(path.join(here, "results", "unit-timings.json"), JSON.stringify(result, null, 2) + "\n");
console.info(JSON.stringify(result, null, 2));
