import { Type } from "typebox";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const errors = { "4xx": ErrorBody };

const Role = Type.Union([Type.Literal("administrator"), Type.Literal("reviewer")]);
const JuryIds = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 });

/** A staff account as the staff list shows it (presenters/staff.ts). */
const StaffItem = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  role: Role,
  juries: Type.Array(Type.String(), { description: "A reviewer's juries; empty for an administrator" }),
  activated: Type.Boolean({ description: "The invitee has set a password" }),
  disabled: Type.Boolean(),
  lastSeen: Type.Union([Type.String({ format: "date-time" }), Type.Null()], {
    description: "Last request of an open session; null when none is open",
  }),
});

/** GET /ws/admin/staff. */
export const listStaffSchema = {
  tags: ["staff"],
  summary: "Every staff account: reviewers and administrators (administrators only)",
  security: [{ bearer: [] }],
  response: { 200: Type.Object({ result: Type.Literal("OK"), items: Type.Array(StaffItem) }), ...errors },
};

/** POST /ws/admin/staff. */
export const inviteStaffSchema = {
  tags: ["staff"],
  summary: "Invite a reviewer or an administrator by e-mail (administrators only)",
  description:
    "Creates the account (not activated) or promotes an existing account without an application (409 " +
    "otherwise), stores the juries (a reviewer needs at least one existing jury, 400 naming unknown ones; " +
    "an administrator's are ignored) and e-mails a link to the activation page where the invitee sets a password.",
  security: [{ bearer: [] }],
  body: Type.Object(
    {
      login: Type.String({ minLength: 1, maxLength: 1000, description: "The invitee's e-mail address" }),
      role: Role,
      juries: Type.Optional(JuryIds),
      locale: Type.Optional(
        Type.Union([Type.Literal("en"), Type.Literal("fr")], { description: "First language of the e-mail" }),
      ),
    },
    { additionalProperties: false },
  ),
  response: { 201: Type.Object({ result: Type.Literal("OK"), staff: StaffItem }), ...errors },
};

/** PATCH /ws/admin/staff/{id}. */
export const updateStaffSchema = {
  tags: ["staff"],
  summary: "Change a staff account's role or juries, disable or enable it (administrators only)",
  description:
    "Disabling ends the account's sessions at once. 409 when an administrator would demote or disable " +
    "themselves or remove the last active administrator; 404 for an id that is not staff.",
  security: [{ bearer: [] }],
  params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
  body: Type.Object(
    { role: Type.Optional(Role), juries: Type.Optional(JuryIds), disabled: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ result: Type.Literal("OK"), staff: StaffItem }), ...errors },
};
