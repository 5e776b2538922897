import type { FastifyInstance } from "fastify";
import type { FormSchema } from "@portal/domain/schema/types";
import type { Actor } from "../../auth/sessions.ts";
import { assertTabOpen } from "../../commands/file-recorder.ts";
import { quotaExceeded } from "../../commands/file-quota.ts";
import { AppError } from "../../errors.ts";
import { uploadRefusal } from "../../policies/file.ts";
import { presentValuesFor } from "../../presenters/answer-display.ts";
import { findJuryOf } from "../../queries/jury-of-answer.ts";
import type { FilesAnswer } from "./file-answers.ts";
import type { FileTarget } from "../../queries/file-fields.ts";
import { acceptedSiblings, referencedName, valueAt } from "../../queries/file-values.ts";
import type { ReceiveOptions } from "./upload-reader.ts";
import { openRequestFields } from "../../queries/document-requests.ts";
import { requestOpensField } from "@portal/domain/workflow/document-requests";

/**
 * The checks an upload to this answer meets as soon as its target is known, before its bytes are
 * stored: the tab is not locked (409), the form shows the field in the answer's current state as
 * the actor sees it (409 FILE_FIELD_HIDDEN), a list line exists or is the next one (400), and the
 * answer's files stay within MAX_ANSWER_BYTES (413, the file it replaces counting as freed).
 */
export async function uploadChecks(
  app: FastifyInstance,
  schema: FormSchema,
  answer: FilesAnswer,
  actor: Actor,
): Promise<Pick<ReceiveOptions, "checkTarget" | "quotaFor">> {
  const view = presentValuesFor(actor, answer.data, await findJuryOf(app.db, answer.data));
  const max = app.config.maxAnswerBytes;
  const sizes = new Map(
    (
      await app.db
        .selectFrom("files")
        .select(["generated_name", "size"])
        .where("answer_id", "=", answer.id)
        .execute()
    ).map((row) => [row.generated_name, Number(row.size)]),
  );
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const requested = await openRequestFields(app.db, answer.id);
  return {
    checkTarget(target: FileTarget, fields: Record<string, string>) {
      assertTabOpen(answer.data, target.tab, actor, requestOpensField(target.path, requested));
      const refusal = uploadRefusal(actor, schema, view, target, acceptedSiblings(target, fields));
      if (refusal === "hidden") throw new AppError("FILE_FIELD_HIDDEN", { path: target.path });
      if (refusal === "line") {
        const list = answer.data[target.fieldId];
        throw new AppError("FILE_LIST_LINE", {
          path: target.path,
          count: Array.isArray(list) ? list.length : 0,
        });
      }
    },
    quotaFor(target: FileTarget) {
      const replacing = referencedName(valueAt(answer.data, target));
      const used = total - (replacing ? (sizes.get(replacing) ?? 0) : 0);
      return { bytes: max - used, error: () => quotaExceeded(target.path, max, used) };
    },
  };
}
