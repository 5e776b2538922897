import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the end-to-end server keeps its data: the tests read e-mails from its outbox. */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? path.join(here, "../.data"));
/** Override with E2E_PORT when 8787 is taken on this machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8787);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The administrator the server creates at start-up from ADMIN_LOGIN / ADMIN_PASSWORD. */
export const ADMIN = { login: "jury.admin@example.org", password: "correct horse battery staple e2e" };
