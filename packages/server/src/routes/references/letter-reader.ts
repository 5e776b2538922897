import { pipeline } from "node:stream";
import type { FastifyRequest } from "fastify";
import type { MultipartFile } from "@fastify/multipart";
import { extensionOf } from "@portal/domain/uploads/limits";
import {
  REFEREE_DETAILS,
  REFEREE_DETAIL_MAX_LENGTH,
  REFERENCE_LETTER_LIMITS,
  type RefereeDetail,
} from "@portal/domain/workflow/references";
import { AppError } from "../../errors.ts";
import type { RefereeSubmission } from "../../commands/reference-recorder.ts";
import { FileInspector, fileTooLarge } from "../../storage/file-inspector.ts";
import { contentMatchesExtension, isAcceptedExtension } from "../../storage/file-kinds.ts";
import { sanitizeOriginalName } from "../../storage/file-names.ts";
import { newGeneratedName, type FileStore } from "../../storage/file-store.ts";

/** The part holding the letter. */
export const LETTER_PART = "letter";

const isDetail = (name: string): name is RefereeDetail =>
  (REFEREE_DETAILS as readonly string[]).includes(name);

/** Stops reading a refused file part and throws. */
function refuse(part: MultipartFile, error: AppError): never {
  part.file.destroy();
  throw error;
}

/** Multipart parser failures as the client's fault. */
function asRequestError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === "FST_FILES_LIMIT") return new AppError("FILE_COUNT");
  return new AppError("BAD_REQUEST");
}

/**
 * Reads the referee's form (multipart): the details as fields (name, position, institution,
 * relationship, each required) and exactly one PDF in the part `letter`, with the checks of the
 * candidate's documents: extension, size, magic bytes and active content (FileInspector), streamed
 * into the store. `missing` names the details left blank (the route translates them). On any
 * refusal the stored bytes are deleted before the error is thrown.
 */
export async function receiveLetter(
  request: FastifyRequest,
  store: FileStore,
  missing: (details: RefereeDetail[]) => AppError,
): Promise<RefereeSubmission> {
  const details: Partial<Record<RefereeDetail, string>> = {};
  let letter: RefereeSubmission["letter"] | undefined;
  let generatedName: string | undefined;
  try {
    const parts = request.parts();
    for (;;) {
      let next;
      try {
        next = await parts.next();
      } catch (error) {
        throw asRequestError(error);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === "field") {
        if (part.valueTruncated || typeof part.value !== "string") throw new AppError("BAD_REQUEST");
        const name = part.fieldname;
        if (isDetail(name) && part.value.trim().length <= REFEREE_DETAIL_MAX_LENGTH[name])
          details[name] = part.value.trim();
        else if (isDetail(name)) throw new AppError("BAD_REQUEST");
        continue;
      }
      if (letter || generatedName) refuse(part, new AppError("FILE_COUNT"));
      if (part.fieldname !== LETTER_PART) refuse(part, new AppError("FILE_FIELD", { path: LETTER_PART }));
      const originalName = sanitizeOriginalName(part.filename ?? "", "letter.pdf");
      const extension = extensionOf(originalName);
      const { accept, maxFileSize } = REFERENCE_LETTER_LIMITS;
      if (!isAcceptedExtension(extension, accept))
        refuse(part, new AppError("FILE_EXTENSION", { name: originalName, accept: accept.join(", ") }));
      const inspector = new FileInspector({ maxSize: maxFileSize, extension, displayName: originalName });
      generatedName = newGeneratedName();
      const source = pipeline(part.file, inspector, () => {});
      try {
        await store.put(generatedName, source);
      } catch (error) {
        const cut = !(error instanceof AppError) && (part.file.errored || request.raw.readableAborted);
        throw cut ? new AppError("BAD_REQUEST") : error;
      }
      if (inspector.size > maxFileSize) throw fileTooLarge(maxFileSize);
      if (inspector.size === 0) throw new AppError("FILE_EMPTY");
      if (!contentMatchesExtension(extension, inspector.sniffed))
        throw new AppError("FILE_CONTENT", { name: originalName, ext: extension.toUpperCase() });
      letter = { generatedName, originalName, size: inspector.size, sha256: inspector.sha256 };
    }
    const blank = REFEREE_DETAILS.filter((name) => !details[name]);
    if (blank.length > 0) throw missing(blank);
    if (!letter) throw new AppError("FILE_COUNT");
    return {
      name: details.name!,
      position: details.position!,
      institution: details.institution!,
      relationship: details.relationship!,
      letter,
    };
  } catch (error) {
    if (generatedName) await store.delete(generatedName).catch(() => {});
    throw error;
  }
}
