import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate } from "@portal/domain/i18n/index";
import { candform } from "@portal/domain/schema/candform";
import { requireSession } from "../../auth/authenticate.ts";
import type { StaffAction } from "@portal/domain/workflow/staff-rights";
import type { Actor } from "../../auth/sessions.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { nameIn } from "../../presenters/lookup-names.ts";
import { fileBelongsToAnswer } from "../../policies/file.ts";
import { isStaff } from "../../policies/staff.ts";
import { historyLookupCodes, presentHistory } from "../../presenters/answer-history.ts";
import { presentDossier, presentNote } from "../../presenters/dossier.ts";
import { listAnswerEvents, listJuryEventsSince } from "../../queries/answer-history.ts";
import { addNote, listNotes } from "../../queries/answer-notes.ts";
import { reasonLabeller } from "../../queries/reasons.ts";
import { findStoredFile, listAnswerFiles, readStoredBytes } from "../../queries/stored-files.ts";
import { loadLookupLabels } from "../../reports/lookup-labels.ts";
import { fileResponseHeaders } from "../../storage/file-responses.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import { loadReviewedAnswer } from "./dossier-access.ts";
import { blindAnswer, blindEvents, blindFiles, fileShownBlind } from "../../presenters/blind-review.ts";
import { loadDossierDocuments } from "../document-review/dossier-documents.ts";
import {
  NOTE_MAX_LENGTH,
  addNoteSchema,
  listNotesSchema,
  readDossierFileSchema,
  readDossierSchema,
  readHistorySchema,
} from "./dossier.schema.ts";

/**
 * The dossier page's API (issue #10), staff only: an application read whole, its files shown in
 * the page, the internal notes (never in any candidate's response) and the history. Administrators
 * reach every application, reviewers those of their juries (see loadReviewedAnswer).
 */
export async function dossierRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const store = fileStoreFor(app);
  const { formId } = app.config;
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
  });
  // A blind reader's application arrives without its identity (issue #38): every presenter below
  // works on what they may see.
  const load = async (id: number, actor: Actor, action: StaffAction = "read") => {
    const reviewed = await loadReviewedAnswer(app.db, formId, id, actor, action);
    const candidate = reviewed.answer.login;
    return {
      ...reviewed,
      candidate,
      answer: reviewed.blind ? blindAnswer(reviewed.answer) : reviewed.answer,
    };
  };
  const base = "/ws/admin/answers/:id";

  app.get(base, { schema: readDossierSchema }, async (request) => {
    const { answer, jury, blind } = await load(request.params.id, request.actor);
    const locale = request.query.lang ?? requestLocale(request);
    const documents = await loadDossierDocuments(app.db, { schema: candform, answer, jury, locale });
    const files = await listAnswerFiles(app.db, answer.id);
    return presentDossier(
      answer,
      jury,
      blind ? blindFiles(answer.data, files) : files,
      documents,
      locale,
      blind,
    );
  });

  app.get(`${base}/files/:generatedName`, { schema: readDossierFileSchema }, async (request, reply) => {
    const { answer, blind } = await load(request.params.id, request.actor);
    const { generatedName } = request.params;
    const file = await findStoredFile(app.db, generatedName);
    // Another application's file is as unknown here as a name nobody uploaded; so is, to a blind
    // reader, a file that shows who the candidate is (photo, identity documents).
    if (!file || !fileBelongsToAnswer(file, answer)) throw new AppError("NOT_FOUND");
    if (blind && !fileShownBlind(answer.data, { ...file, generated_name: generatedName }))
      throw new AppError("NOT_FOUND");
    const bytes = await readStoredBytes(store, generatedName);
    return reply.headers(fileResponseHeaders(file, { inline: true })).send(bytes);
  });

  app.get(`${base}/notes`, { schema: listNotesSchema }, async (request) => {
    const { answer } = await load(request.params.id, request.actor);
    return { result: "OK" as const, items: (await listNotes(app.db, answer.id)).map(presentNote) };
  });

  app.post(`${base}/notes`, { schema: addNoteSchema }, async (request, reply) => {
    const { actor } = request;
    const { answer } = await load(request.params.id, actor, "note");
    const body = request.body.body.trim();
    const locale = requestLocale(request);
    if (body === "") throw new AppError("VALIDATION", { detail: translate(locale, "notes.empty") });
    if (body.length > NOTE_MAX_LENGTH) {
      const detail = translate(locale, "notes.tooLong", { length: body.length, max: NOTE_MAX_LENGTH });
      throw new AppError("VALIDATION", { detail });
    }
    const note = await addNote(app.db, { answerId: answer.id, authorLogin: actor.login, body });
    request.log.info({ answer: answer.id, note: note.id, by: actor.login }, "internal note added");
    return reply.status(201).send({ result: "OK" as const, note: presentNote(note) });
  });

  app.get(`${base}/history`, { schema: readHistorySchema }, async (request) => {
    const { answer, jury, blind, candidate } = await load(request.params.id, request.actor);
    const locale = request.query.lang ?? requestLocale(request);
    const [events, juryEvents, motivation, document] = await Promise.all([
      listAnswerEvents(app.db, answer.id).then((all) =>
        blind ? blindEvents(all, { id: answer.id, login: candidate }) : all,
      ),
      jury ? listJuryEventsSince(app.db, jury.id_jury, new Date(answer.created_at)) : [],
      reasonLabeller(app.db, "motivation", locale),
      reasonLabeller(app.db, "document", locale),
    ]);
    const lookupLabel = await loadLookupLabels(
      app.db,
      historyLookupCodes(candform, events, answer.data),
      locale,
      await app.lookups.get(),
    );
    const items = presentHistory({
      schema: candform,
      events,
      juryEvents,
      juryLabel: jury ? nameIn(locale, jury.label, jury.label_fr) : "",
      data: answer.data,
      ctx: { locale, lookupLabel },
      reasons: { motivation, document },
    });
    return { result: "OK" as const, items };
  });
}
