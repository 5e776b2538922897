import type { FastifyInstance } from "fastify";
import { refreshApplicationFacts } from "../../queries/application-facts.ts";

/** An answer inserted as is (with its facts), for the workspace tests: login, values, dates. */
export interface SeededAnswer {
  login: string;
  data: Record<string, unknown>;
  created?: string;
  updated?: string;
}

/** Inserts answers straight into the table and computes their facts; their ids, in order. */
export async function seedAnswers(app: FastifyInstance, answers: SeededAnswer[]): Promise<number[]> {
  const rows = await app.db
    .insertInto("answers")
    .values(
      answers.map((a) => ({
        form_id: app.config.formId,
        login: a.login,
        data: JSON.stringify(a.data),
        ...(a.created ? { created_at: new Date(a.created) } : {}),
        ...(a.updated ? { updated_at: new Date(a.updated) } : {}),
      })),
    )
    .returning("id")
    .execute();
  const ids = rows.map((r) => r.id);
  await refreshApplicationFacts(app.db, ids);
  return ids;
}

const pdf = (name: string) => JSON.stringify({ name, generated_name: `g-${name}` });

/** The five documents every application needs, as PDFs. */
export const FIVE_DOCUMENTS = ["id", "cv", "cover", "degree", "transcript"].map((type) => ({
  type_doc: type,
  doc_file: pdf(`${type}.pdf`),
}));
