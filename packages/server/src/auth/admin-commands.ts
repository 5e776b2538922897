import { withCliDatabase } from "../db/cli-database.ts";
import { createAdministrator, credentialsBox, disableAccount, enableAccount } from "./administrators.ts";
import { checkEmailAddress } from "@portal/domain/rules/email";
import { isPrivacyCommand, PRIVACY_USAGE, runPrivacyCli } from "../commands/privacy-cli.ts";

const USAGE = `Usage: npm run admin -- <command> <email>

  create <email>    create an activated administrator (or make an account one) and print a new password
  disable <email>   disable an account and end its sessions
  enable <email>    enable a disabled account again
${PRIVACY_USAGE}

Uses the same configuration as the server (DATA_DIR or DATABASE_URL). With the embedded database
(no DATABASE_URL), stop the server first: one process at a time may open DATA_DIR.`;

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
  const [command, email] = args;
  if (isPrivacyCommand(command)) return runPrivacyCli(args, env, io);
  if (!command || !["create", "disable", "enable"].includes(command) || !email) {
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
