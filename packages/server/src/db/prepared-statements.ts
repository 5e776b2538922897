/**
 * Statements run by (nearly) every request, on PostgreSQL parsed and planned once per connection as
 * named prepared statements instead of on every call: the session lookup and the tab save's read
 * and write (issue #13: planning was 0.1 to 0.2 ms of the database's CPU per statement, as much as
 * running it). Kysely sends their text like any other statement's; the pg pool (pg-pool.ts) knows
 * it by this registry and names it. PGlite runs them as before. A connection pooler in transaction
 * mode (PgBouncer before 1.21) would need this registry left empty.
 */
const names = new Map<string, string>();

/** Registers a statement's text (fixed text, parameters as $n) and returns it unchanged. */
export function preparedStatement(text: string): string {
  if (!names.has(text)) names.set(text, `portal_${names.size + 1}`);
  return text;
}

/** The name a registered statement is prepared under, undefined for any other text. */
export function preparedName(text: unknown): string | undefined {
  return typeof text === "string" ? names.get(text) : undefined;
}
