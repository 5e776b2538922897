import { withCliDatabase } from "../db/cli-database.ts";
import { createAdministrator, credentialsBox, disableAccount, enableAccount } from "./administrators.ts";
import { checkEmailAddress } from "@portal/domain/rules/email";
import { isPrivacyCommand, PRIVACY_USAGE, runPrivacyCli } from "../commands/privacy-cli.ts";
import { assignReviewer } from "../commands/reviewer-assigner.ts";
import { AppError } from "../errors.ts";
import { translate } from "@portal/domain/i18n/index";

const USAGE = `Usage: npm run admin -- <command> <email>

  create <email>    create an activated administrator (or make an account one) and print a new password
  disable <email>   disable an account and end its sessions
  enable <email>    enable a disabled account again
  reviewer <email> <JURY,JURY…>
                    make an account a reviewer of these juries (created activated, with a new
                    password printed once, when it does not exist)
${PRIVACY_USAGE}

Uses the same configuration as the server (DATA_DIR or DATABASE_URL). With the embedded database
(no DATABASE_URL), stop the server first: one process at a time may open DATA_DIR.`;

/** `reviewer <email> <JURY,JURY…>`: the refusals of the staff API, in English, exit code 1. */
async function makeReviewer(
  db: Parameters<typeof assignReviewer>[0],
  login: string,
  juries: string[],
  io: CliOutput,
): Promise<number> {
  try {
    const { password, juries: ids } = await assignReviewer(db, login, juries);
    const title = `${login} is a reviewer of ${ids.join(", ")}`;
    io.out(password ? credentialsBox(`Reviewer created: ${ids.join(", ")}`, login, password) : `${title}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    io.err(translate("en", error.key, error.params));
    return 1;
  }
}

/** Output channels of the command (the terminal, or a test's buffers). */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

/** Runs `npm run admin -- <command> <email>`; returns the process exit code. */
export async function runAdminCommand(
  args: string[],
  env: Record<string, string | undefined>,
  io: CliOutput,
): Promise<number> {
  const [command, email, juryList] = args;
  if (isPrivacyCommand(command)) return runPrivacyCli(args, env, io);
  const complete = command === "reviewer" ? Boolean(email && juryList) : Boolean(email);
  if (!command || !["create", "disable", "enable", "reviewer"].includes(command) || !complete) {
    (command && command !== "help" && command !== "--help" ? io.err : io.out)(USAGE);
    return command === "help" || command === "--help" ? 0 : 2;
  }
  const check = checkEmailAddress(email);
  if (!check.ok) {
    io.err(`"${email}" is not a valid e-mail address.`);
    return 2;
  }
  return withCliDatabase(
    env,
    (text) => io.err(text),
    async (db) => {
      if (command === "reviewer") return makeReviewer(db, check.login, juryList!.split(","), io);
      if (command === "create") {
        const { password, created } = await createAdministrator(db, check.login);
        const title = created
          ? "Administrator created"
          : "Existing account made administrator, with a new password";
        io.out(credentialsBox(title, check.login, password));
        return 0;
      }
      const done =
        command === "disable" ? await disableAccount(db, check.login) : await enableAccount(db, check.login);
      if (!done) {
        io.err(`No account with the login ${check.login}.`);
        return 1;
      }
      io.out(
        command === "disable"
          ? `${check.login} is disabled; its sessions are ended.`
          : `${check.login} is enabled.`,
      );
      return 0;
    },
  );
}
