import crypto from "node:crypto";
import type { Transaction } from "kysely";
import type { DB } from "../db/schema.ts";

/** Who performed an erasure: an administrator through the web services, or the command line. */
export type ErasureActor = { adminId: number } | "cli";

/** What an erasure removed, counted (the erasures table keeps only these numbers). */
export interface ErasureCounts {
  accounts: number;
  answers: number;
  files: number;
  bytes: number;
}

/** A random reference such as "ER-3f9c2a7b41d0e6f5": quoted to the person who asked, linked to nobody. */
export function newErasureReference(): string {
  return `ER-${crypto.randomBytes(8).toString("hex")}`;
}

/** How the performer is written down: "admin#<id>" or "cli" (an administrator's id, never a name). */
export function performerOf(by: ErasureActor): string {
  return by === "cli" ? "cli" : `admin#${by.adminId}`;
}

/**
 * Records an erasure in the caller's transaction, WITHOUT the data: the kind, when, by whom, the
 * counts and (for purges) the campaign years. Returns the random reference.
 */
export async function recordErasure(input: {
  trx: Transaction<DB>;
  kind: "erased" | "anonymised" | "purged";
  by: ErasureActor;
  counts: ErasureCounts;
  campaignYears?: number[];
}): Promise<string> {
  const reference = newErasureReference();
  await input.trx
    .insertInto("erasures")
    .values({
      reference,
      kind: input.kind,
      performed_by: performerOf(input.by),
      accounts: input.counts.accounts,
      answers: input.counts.answers,
      files: input.counts.files,
      bytes: input.counts.bytes,
      campaign_years: input.campaignYears?.length ? input.campaignYears.join(",") : null,
    })
    .execute();
  return reference;
}
