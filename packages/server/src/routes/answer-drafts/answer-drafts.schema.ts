import { Type } from "typebox";
import { ErrorBody } from "../answers/answers.schema.ts";

const errors = { "4xx": ErrorBody };

const AnswerIdParams = Type.Object({ answerid: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const TabParams = Type.Object({
  answerid: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  tab: Type.String({ minLength: 1, maxLength: 50, description: "The tab, e.g. personal" }),
});

const DraftValues = Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), {
  description: "Field id → value as typed, not validated; only the tab's own fields are kept",
});

/** One draft as it leaves the server. */
export const DraftBody = Type.Object({
  tab: Type.String(),
  values: DraftValues,
  baseVersion: Type.Integer({ description: "The answer's version the draft was typed on" }),
  updatedAt: Type.String({ format: "date-time" }),
});

/** GET …/answer/{answerid}/drafts. */
export const listDraftsSchema = {
  tags: ["answers"],
  summary: "The drafts of an answer: per tab, what the candidate typed and has not saved yet",
  description:
    "A draft whose baseVersion differs from the answer's version was typed before the answer changed: " +
    "offer it, never apply it silently. A tab may have two drafts while such an older one is offered: " +
    "the current one first, then the older one (kept until the candidate chooses; see olderDraft).",
  security: [{ bearer: [] }],
  params: AnswerIdParams,
  response: { 200: Type.Array(DraftBody), ...errors },
};

/** PUT …/answer/{answerid}/drafts/{tab}. */
export const writeDraftSchema = {
  tags: ["answers"],
  summary: "Keep a tab's values as a draft (candidate only); the answer itself is not changed",
  description:
    "Not validated against the field rules; only the tab's own field ids are kept, at most 256 KB " +
    "(413 DRAFT_TOO_LARGE). 404 DRAFT_UNKNOWN_TAB for a tab the form does not have, 409 LOCKED for a " +
    "tab the candidate may no longer change.",
  security: [{ bearer: [] }],
  params: TabParams,
  body: Type.Object(
    {
      values: DraftValues,
      baseVersion: Type.Integer({
        minimum: 1,
        maximum: 2147483647,
        description: "The answer's version the values were typed on",
      }),
      olderDraft: Type.Optional(
        Type.Union([Type.Literal("keep"), Type.Literal("replace")], {
          description:
            "What becomes of the tab's stored draft when it is older than the answer: keep (the default: " +
            "the candidate has not chosen to restore or discard it; it is kept beside this one) or " +
            "replace (they chose, or it was their own typing of this visit)",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ updatedAt: Type.String({ format: "date-time" }) }), ...errors },
};

/** DELETE …/answer/{answerid}/drafts/{tab}. */
export const discardDraftSchema = {
  tags: ["answers"],
  summary: "Discard a tab's draft (candidate only); nothing to discard is not an error",
  security: [{ bearer: [] }],
  params: TabParams,
  response: { 200: Type.Object({ result: Type.Literal("OK") }), ...errors },
};
