import { Type } from "typebox";
import { TEMPLATE_KEYS } from "@portal/domain/mail/templates";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const errors = { "4xx": ErrorBody };

/** Longest subject and text an administrator may save. */
export const MAX_SUBJECT = 200;
export const MAX_BODY = 20000;

const Text = Type.Object({
  subject: Type.String(),
  body: Type.String(),
  customised: Type.Boolean({ description: "An administrator's version replaces the default" }),
});

/** One template: its key, the placeholders it may use, its text in each language. */
const Template = Type.Object({
  key: Type.String(),
  placeholders: Type.Array(Type.String()),
  en: Text,
  fr: Text,
});

const Params = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 100, description: `One of ${TEMPLATE_KEYS.join(", ")}` }),
  locale: Type.Union([Type.Literal("en"), Type.Literal("fr")]),
});

/** Subject and text as written (length checked by the route, so the message can say by how much). */
const Draft = Type.Object(
  { subject: Type.String({ maxLength: MAX_SUBJECT * 10 }), body: Type.String({ maxLength: MAX_BODY * 10 }) },
  { additionalProperties: false },
);

const security = [{ bearer: [] }];
const tags = ["mail-templates"];

/** GET /ws/admin/mail-templates. */
export const listTemplatesSchema = {
  tags,
  security,
  summary: "The e-mail templates in English and French, with their placeholders (administrators only)",
  response: { 200: Type.Object({ result: Type.Literal("OK"), templates: Type.Array(Template) }), ...errors },
};

/** PUT /ws/admin/mail-templates/{key}/{locale}. */
export const saveTemplateSchema = {
  tags,
  security,
  summary: "Replace a template's text in one language (administrators only)",
  description:
    `400 naming any {{placeholder}} the template cannot fill; subject at most ${MAX_SUBJECT} characters, ` +
    `text at most ${MAX_BODY}, neither empty.`,
  params: Params,
  body: Draft,
  response: { 200: Type.Object({ result: Type.Literal("OK"), template: Template }), ...errors },
};

/** DELETE /ws/admin/mail-templates/{key}/{locale}. */
export const resetTemplateSchema = {
  tags,
  security,
  summary: "Go back to the default text of a template in one language (administrators only)",
  params: Params,
  response: { 200: Type.Object({ result: Type.Literal("OK"), template: Template }), ...errors },
};

/** POST /ws/admin/mail-templates/{key}/{locale}/preview. */
export const previewTemplateSchema = {
  tags,
  security,
  summary:
    "A draft filled with a real application (the one given, else the first), not saved (administrators only)",
  params: Params,
  body: Type.Object(
    {
      subject: Draft.properties.subject,
      body: Draft.properties.body,
      answerId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      subject: Type.String(),
      text: Type.String(),
      html: Type.String(),
      answerId: Type.Integer(),
    }),
    ...errors,
  },
};

/** POST /ws/admin/mail-templates/{key}/{locale}/test. */
export const testTemplateSchema = {
  tags,
  security,
  summary:
    "Send a draft, filled with example values, to the administrator's own address (administrators only)",
  params: Params,
  body: Draft,
  response: { 200: Type.Object({ result: Type.Literal("OK"), to: Type.String() }), ...errors },
};
