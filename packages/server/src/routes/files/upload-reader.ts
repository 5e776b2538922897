import { pipeline } from "node:stream";
import type { FastifyRequest } from "fastify";
import type { MultipartFile } from "@fastify/multipart";
import type { FormSchema } from "@portal/domain/schema/types";
import { extensionOf, type FileLimits } from "@portal/domain/uploads/limits";
import { AppError } from "../../errors.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { newGeneratedName } from "../../storage/file-store.ts";
import { FileInspector, fileTooLarge, type InspectionRules } from "../../storage/file-inspector.ts";
import { contentMatchesExtension, isAcceptedExtension, mimeForExtension } from "../../storage/file-kinds.ts";
import { sanitizeOriginalName } from "../../storage/file-names.ts";
import type { ReceivedUpload } from "../../commands/file-recorder.ts";
import { limitsForPartName, resolveFilePath, type FileTarget } from "../../queries/file-fields.ts";

/** What receiveUpload needs: the store, the schema, and a check run as soon as the target is known. */
export interface ReceiveOptions {
  store: FileStore;
  schema: FormSchema;
  /**
   * Throws to refuse the target (a locked tab, a field the form does not show) before any byte is
   * stored when possible; `fields` are the values received so far (the line's other fields).
   */
  checkTarget(target: FileTarget, fields: Record<string, string>): void;
  /** What the answer's quota leaves for a file at this target; undefined: no limit. */
  quotaFor?(target: FileTarget): InspectionRules["quota"];
}

function extensionError(name: string, limits: FileLimits): AppError {
  return new AppError("FILE_EXTENSION", { name, accept: limits.accept.join(", ") });
}

/** Stops reading a refused file part (the rest of the body is never read) and throws. */
function refuse(part: MultipartFile, error: AppError): never {
  part.file.destroy();
  throw error;
}

/** Multipart parser errors as the client's fault: a cut or malformed body, too many parts. */
function asRequestError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_FILES_LIMIT") return new AppError("FILE_COUNT");
  return new AppError("BAD_REQUEST");
}

/** request.parts(), with parser failures turned into 400s. */
async function* partsOf(request: FastifyRequest) {
  const parts = request.parts();
  for (;;) {
    let next;
    try {
      next = await parts.next();
    } catch (error) {
      throw asRequestError(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Reads a multipart upload (SPEC §7): exactly one file in a part named after the last segment of
 * the field path, the sibling values and `_path` as fields, in any order. The file streams through
 * the inspector into the store, never whole in memory. On any refusal the stored bytes are
 * deleted before the error is thrown.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: ReceiveOptions,
): Promise<ReceivedUpload> {
  const { store, schema } = options;
  const fields: Record<string, string> = {};
  let pathField: string | undefined;
  let file: { part: MultipartFile; name: string; extension: string; inspector: FileInspector } | undefined;
  let generatedName: string | undefined;
  try {
    for await (const part of partsOf(request)) {
      if (part.type === "field") {
        if (part.valueTruncated || typeof part.value !== "string") throw new AppError("BAD_REQUEST");
        if (part.fieldname === "_path") pathField = part.value;
        else fields[part.fieldname] = part.value;
        continue;
      }
      if (file) refuse(part, new AppError("FILE_COUNT"));
      const target =
        pathField !== undefined
          ? resolveFilePath(schema, pathField)
          : resolveFilePath(schema, part.fieldname);
      const limits = pathField !== undefined ? target : (target ?? limitsForPartName(schema, part.fieldname));
      const lastSegment = (pathField ?? part.fieldname).split(".").pop();
      if (!limits || lastSegment !== part.fieldname) {
        refuse(part, new AppError("FILE_FIELD", { path: (pathField ?? part.fieldname).slice(0, 100) }));
      }
      const name = sanitizeOriginalName(part.filename ?? "");
      const extension = extensionOf(name);
      if (!isAcceptedExtension(extension, limits.accept)) refuse(part, extensionError(name, limits));
      if (target) {
        try {
          options.checkTarget(target, fields);
        } catch (error) {
          refuse(part, error as AppError);
        }
      }
      const inspector = new FileInspector({
        maxSize: limits.maxFileSize,
        extension,
        displayName: name,
        quota: target ? options.quotaFor?.(target) : undefined,
      });
      file = { part, name, extension, inspector };
      generatedName = newGeneratedName();
      // pipeline() forwards an aborted request (busboy's error) to the inspector, hence to the store.
      const source = pipeline(part.file, inspector, () => {});
      try {
        await store.put(generatedName, source);
      } catch (error) {
        // A body cut short is the client's doing (400); a failing store is ours (500). Not
        // `destroyed`: Node destroys a request whose body was read whole, before the store fails.
        const cut = !(error instanceof AppError) && (part.file.errored || request.raw.readableAborted);
        throw cut ? new AppError("BAD_REQUEST") : error;
      }
    }
    if (!file || !generatedName) throw new AppError("FILE_COUNT");
    const path = pathField ?? file.part.fieldname;
    const target = resolveFilePath(schema, path);
    if (!target) throw new AppError("FILE_FIELD", { path: path.slice(0, 100) });
    // The final field may be stricter than the limits used while streaming (path sent after the file).
    const { inspector, name, extension } = file;
    if (inspector.size > target.maxFileSize) throw fileTooLarge(target.maxFileSize);
    if (!isAcceptedExtension(extension, target.accept)) throw extensionError(name, target);
    if (!contentMatchesExtension(extension, inspector.sniffed)) {
      throw new AppError("FILE_CONTENT", { name, ext: extension.toUpperCase() });
    }
    options.checkTarget(target, fields);
    return {
      target,
      originalName: name,
      generatedName,
      size: inspector.size,
      sha256: inspector.sha256,
      contentType: mimeForExtension(extension),
      fields,
    };
  } catch (error) {
    if (generatedName) await store.delete(generatedName).catch(() => {});
    throw error;
  }
}
