import { Type } from "typebox";
import { DOSSIER_ZIP_MAX } from "@portal/domain/review/dossier-zip";
import { ErrorBody } from "../answers/answers.schema.ts";
import { Selection } from "../reminders/reminders.schema.ts";

/** POST /ws/admin/applications/dossiers.zip. */
export const dossierZipSchema = {
  tags: ["applications"],
  summary: "Download the dossiers of a selection as one ZIP: each application's PDF and its documents",
  description:
    "Staff; a reviewer gets only their juries' applications, and those of a blind programme without the " +
    "candidate's identity (folder application-{id}, no photo nor identity documents, documents named by " +
    `their field). One folder per application, in id order, streamed. At most ${DOSSIER_ZIP_MAX} dossiers; ` +
    "the X-Dossier-Count header says how many the ZIP holds.",
  security: [{ bearer: [] }],
  body: Type.Object(
    {
      selection: Selection,
      lang: Type.Optional(
        Type.Union([Type.Literal("en"), Type.Literal("fr")], {
          description: "Language of the application files (default: Accept-Language)",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  response: {
    200: {
      description: "The ZIP, as an attachment",
      headers: {
        "x-dossier-count": { type: "integer", description: "Dossiers the ZIP holds" },
      },
      content: { "application/zip": { schema: { type: "string", format: "binary" } } },
    },
    "4xx": ErrorBody,
  },
};
