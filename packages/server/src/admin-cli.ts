import { runAdminCommand } from "./auth/admin-commands.ts";

// `npm run admin -- create <email>` (see auth/admin-commands.ts for the commands).
const code = await runAdminCommand(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
process.exit(code);
