import { candform } from "@portal/domain/schema/candform";
import type { CliOutput } from "../auth/admin-commands.ts";
import { withCliDatabase } from "../db/cli-database.ts";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import type { FileStore } from "../storage/file-store.ts";
import { createFileStore } from "../storage/file-store-for.ts";
import { anonymiseAccount } from "./account-anonymiser.ts";
import { eraseAccount } from "./account-eraser.ts";
import { firstKeptYear, planPurge, purgeCampaigns, type CampaignPurge } from "./campaign-purger.ts";
import { cleanUpAfterErasure } from "./erasure-cleanup.ts";
import type { ErasureCounts } from "./erasure-log.ts";

/** The personal-data commands of `npm run admin --`. */
export const PRIVACY_COMMANDS = ["erase", "anonymise", "purge"] as const;

/** Usage lines of the personal-data commands, for the admin CLI's help. */
export const PRIVACY_USAGE = `  erase <login>     erase an account on request: account, answers, history, files (and their bytes), mails
  anonymise <login> anonymise an account on request: personal values and files removed, statistics kept
  purge [--older-than <N>y] [--confirm]
                    list the campaigns older than N years (default RETENTION_YEARS) and what would go;
                    deletes them only with --confirm (administrators' accounts are never purged)`;

/** What the personal-data commands work on: an open database, the file store, the retention setting. */
export interface PrivacyContext {
  db: Database;
  store: FileStore;
  /** DATA_DIR, for the file-outbox copies of deleted mails. */
  dataDir: string;
  retentionYears: number;
  io: CliOutput;
  now?: Date;
}

const describe = (c: ErasureCounts) =>
  `${c.accounts} account(s), ${c.answers} answer(s), ${c.files} file(s) (${c.bytes} bytes)`;

/** "3y", "3" → 3; anything else → null. */
export function parseYears(raw: string): number | null {
  const match = /^(\d{1,3})\s*(y|years?)?$/i.exec(raw.trim());
  return match && Number(match[1]) >= 1 ? Number(match[1]) : null;
}

function table(rows: CampaignPurge[]): string {
  const header = ["campaign", "accounts", "answers", "files", "bytes"];
  const lines = rows.map((r) => [
    String(r.year),
    String(r.accounts),
    String(r.answers),
    String(r.files),
    String(r.bytes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  return [header, ...lines].map((cells) => cells.map((c, i) => c.padStart(widths[i]!)).join("  ")).join("\n");
}

async function purge(args: string[], context: PrivacyContext): Promise<number> {
  const { db, store, io } = context;
  let years = context.retentionYears;
  let confirm = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--confirm") confirm = true;
    else if (arg === "--older-than" || arg.startsWith("--older-than=")) {
      const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[++i];
      const parsed = value === undefined ? null : parseYears(value);
      if (parsed === null) {
        io.err(`--older-than needs a number of years, 1 or more, such as 3y (got "${value ?? ""}").`);
        return 2;
      }
      years = parsed;
    } else {
      io.err(`Unknown option "${arg}". Usage: purge [--older-than <N>y] [--confirm]`);
      return 2;
    }
  }
  const firstKept = firstKeptYear(years, context.now);
  const plan = await planPurge(db, firstKept);
  if (plan.length === 0) {
    io.out(`No campaign before ${firstKept} (older than ${years} years): nothing to purge.`);
    return 0;
  }
  io.out(`Campaigns before ${firstKept} (older than ${years} years):\n${table(plan)}`);
  if (!confirm) {
    io.out("Dry run: nothing was deleted. Run again with --confirm to delete these campaigns.");
    return 0;
  }
  const outcome = await db.transaction().execute((trx) => purgeCampaigns({ trx, firstKept, by: "cli" }));
  const removed = await cleanUpAfterErasure({ store, dataDir: context.dataDir }, outcome);
  io.out(`Purged ${describe(outcome)}. Reference ${outcome.reference}.`);
  if (removed.failed)
    io.err(`${removed.failed} stored file(s) could not be deleted now; the hourly cleaner will.`);
  return 0;
}

async function eraseOrAnonymise(
  command: "erase" | "anonymise",
  raw: string | undefined,
  context: PrivacyContext,
) {
  const { db, store, io } = context;
  const login = raw?.trim().toLowerCase();
  if (!login) {
    io.err(`Usage: npm run admin -- ${command} <login>`);
    return 2;
  }
  try {
    const outcome = await db
      .transaction()
      .execute((trx) =>
        command === "erase"
          ? eraseAccount({ trx, login, by: "cli" })
          : anonymiseAccount({ trx, login, schema: candform, by: "cli" }),
      );
    const removed = await cleanUpAfterErasure({ store, dataDir: context.dataDir }, outcome);
    io.out(
      `${command === "erase" ? "Erased" : "Anonymised"}: ${describe(outcome)}. Reference ${outcome.reference}.`,
    );
    if (removed.failed)
      io.err(`${removed.failed} stored file(s) could not be deleted now; the hourly cleaner will.`);
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      io.err(`The portal holds nothing under the login ${login}.`);
      return 1;
    }
    if (error instanceof AppError && error.code === "ACCOUNT_IS_ADMIN") {
      io.err(`${login} is an administrator: administrators' accounts are not erased; disable it instead.`);
      return 1;
    }
    throw error;
  }
}

/** Runs `erase`, `anonymise` or `purge` on an open database; returns the process exit code. */
export async function runPrivacyCommand(args: string[], context: PrivacyContext): Promise<number> {
  const [command, ...rest] = args;
  if (command === "purge") return purge(rest, context);
  if (command === "erase" || command === "anonymise") return eraseOrAnonymise(command, rest[0], context);
  context.io.err(PRIVACY_USAGE);
  return 2;
}

/** True for `erase`, `anonymise` and `purge`. */
export function isPrivacyCommand(command: string | undefined): boolean {
  return (PRIVACY_COMMANDS as readonly (string | undefined)[]).includes(command);
}

/**
 * `npm run admin -- erase|anonymise|purge …`: opens the database and the file store of the server's
 * configuration (with the embedded database, only while the server is stopped), runs the command.
 */
export async function runPrivacyCli(
  args: string[],
  env: Record<string, string | undefined>,
  io: CliOutput,
): Promise<number> {
  return withCliDatabase(
    env,
    (text) => io.err(text),
    async (db, config) => {
      const store = createFileStore(config);
      try {
        return await runPrivacyCommand(args, {
          db,
          store,
          dataDir: config.dataDir,
          retentionYears: config.retentionYears,
          io,
        });
      } finally {
        await store.close();
      }
    },
  );
}
