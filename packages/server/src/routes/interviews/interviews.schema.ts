import { Type } from "typebox";
import { MAX_DECLINE_REASON } from "@portal/domain/interviews/invitations";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const Instant = Type.String({ format: "date-time" });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Status = Type.Union([Type.Literal("invited"), Type.Literal("booked"), Type.Literal("declined")]);
const Attendance = Type.Union([Type.Literal("attended"), Type.Literal("absent"), Type.Null()]);

const OpenSlot = Type.Object({
  id: Type.Integer(),
  startsAt: Instant,
  minutes: Type.Integer(),
  place: Nullable(Type.String()),
  videoLink: Nullable(Type.String()),
  seatsLeft: Type.Integer(),
});

const HeldSlot = Type.Object({
  id: Type.Integer(),
  startsAt: Instant,
  minutes: Type.Integer(),
  place: Nullable(Type.String()),
  videoLink: Nullable(Type.String()),
});

const CandidateInvitation = Type.Object({
  status: Status,
  programme: Type.String({ description: "The programme's code" }),
  slot: Type.Union([HeldSlot, Type.Null()]),
  declineReason: Nullable(Type.String()),
});

const StaffInterview = Type.Object({
  status: Status,
  programme: Type.String(),
  slot: Type.Union([HeldSlot, Type.Null()]),
  declineReason: Nullable(Type.String()),
  invitedAt: Instant,
  invitedBy: Type.String(),
  attendance: Attendance,
  remindedAt: Nullable(Instant),
});

const StaffSlot = Type.Object({
  id: Type.Integer(),
  programme: Type.String(),
  startsAt: Instant,
  minutes: Type.Integer(),
  place: Nullable(Type.String()),
  videoLink: Nullable(Type.String()),
  capacity: Type.Integer(),
  booked: Type.Integer(),
  seatsLeft: Type.Integer(),
  createdBy: Type.String(),
  bookings: Type.Array(
    Type.Object({ answerId: Type.Integer(), name: Type.String(), attendance: Attendance }),
  ),
});

const CandidateStanding = Type.Object({
  result: Type.Literal("OK"),
  invitation: Type.Union([CandidateInvitation, Type.Null()]),
  programmeLabel: Type.String({ description: "The programme's name in the caller's language" }),
  slots: Type.Array(OpenSlot, {
    description: "The programme's slots open to booking now (none unless invited)",
  }),
  done: Type.Optional(
    Type.Union([Type.Literal("booked"), Type.Literal("moved"), Type.Literal("declined")], {
      description: "What the request did",
    }),
  ),
});

/** What the office enters for a slot. */
const SlotFields = {
  startsAt: Type.String({
    maxLength: 40,
    description: "ISO 8601 with its offset: 2027-03-10T09:00:00+01:00",
  }),
  minutes: Type.Integer({ minimum: -2147483648, maximum: 2147483647, description: "5 to 480" }),
  place: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 1000 })])),
  videoLink: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 1000 })])),
  capacity: Type.Integer({ minimum: -2147483648, maximum: 2147483647, description: "1 to 200 seats" }),
};

const SlotId = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const AnswerId = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** GET /ws/interview. */
export const candidateInterviewSchema = {
  tags: ["interviews"],
  summary: "The caller's invitation to interview and the slots they may book (candidates)",
  description:
    "invitation: null when the caller's application was not invited (or there is none). slots: the slots of " +
    "the application's programme that start later and have a seat left. Staff get 403.",
  security: [{ bearer: [] }],
  response: { 200: CandidateStanding, "4xx": ErrorBody },
};

/** POST /ws/interview/booking. */
export const bookInterviewSchema = {
  tags: ["interviews"],
  summary: "Book a slot, or move to another one (the candidate)",
  description:
    "A candidate holds one slot at most: booking while booked is a move (the old seat freed). The seat is " +
    "taken by one conditional statement, never beyond the slot's capacity. E-mails the booking with an " +
    ".ics calendar file (same UID, next SEQUENCE on a move). 409 when the slot is full or past, or the " +
    "invitation declined; 404 when not invited or for another programme's slot.",
  security: [{ bearer: [] }],
  body: Type.Object(
    { slotId: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
    { additionalProperties: false },
  ),
  response: { 200: CandidateStanding, "4xx": ErrorBody },
};

/** POST /ws/interview/decline. */
export const declineInterviewSchema = {
  tags: ["interviews"],
  summary: "Decline the interview with a reason (the candidate)",
  description: `Final; frees a booked seat. The reason is required, at most ${MAX_DECLINE_REASON} characters.`,
  security: [{ bearer: [] }],
  body: Type.Object({ reason: Type.String({ maxLength: 2000 }) }, { additionalProperties: false }),
  response: { 200: CandidateStanding, "4xx": ErrorBody },
};

/** GET /ws/admin/interviews/slots. */
export const listSlotsSchema = {
  tags: ["interviews"],
  summary: "The programmes and their interview slots with the candidates holding them (administrators)",
  security: [{ bearer: [] }],
  querystring: Type.Object({ programme: Type.Optional(Type.String({ maxLength: 100 })) }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      timeZone: Type.String({ description: "The institution's zone, in which the page enters times" }),
      programmes: Type.Array(
        Type.Object({
          code: Type.String(),
          labelEn: Type.String(),
          labelFr: Type.String(),
          invited: Type.Integer(),
          booked: Type.Integer(),
          declined: Type.Integer(),
        }),
      ),
      slots: Type.Array(StaffSlot),
    }),
    "4xx": ErrorBody,
  },
};

/** POST /ws/admin/interviews/slots. */
export const createSlotSchema = {
  tags: ["interviews"],
  summary: "Open an interview slot for a programme (administrators)",
  description:
    "400 naming every problem (a past start, no place nor video link, bounds); 404 for an unknown programme.",
  security: [{ bearer: [] }],
  body: Type.Object(
    { programme: Type.String({ minLength: 1, maxLength: 100 }), ...SlotFields },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ result: Type.Literal("OK"), slot: StaffSlot }), "4xx": ErrorBody },
};

/** PUT /ws/admin/interviews/slots/{id}. */
export const updateSlotSchema = {
  tags: ["interviews"],
  summary: "Change an interview slot (administrators)",
  description:
    "Never fewer seats than are booked (400). The candidates holding a slot whose time, length or place " +
    "changes get the booking's e-mail again with an updated calendar file.",
  security: [{ bearer: [] }],
  params: SlotId,
  body: Type.Object(SlotFields, { additionalProperties: false }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      slot: StaffSlot,
      told: Type.Integer({ description: "Candidates e-mailed the change" }),
    }),
    "4xx": ErrorBody,
  },
};

/** DELETE /ws/admin/interviews/slots/{id}. */
export const deleteSlotSchema = {
  tags: ["interviews"],
  summary: "Delete an interview slot nobody holds (administrators)",
  description: "409 while candidates hold it.",
  security: [{ bearer: [] }],
  params: SlotId,
  response: { 200: Type.Object({ result: Type.Literal("OK") }), "4xx": ErrorBody },
};

/** POST /ws/admin/interviews/invitations. */
export const inviteSchema = {
  tags: ["interviews"],
  summary: "Invite the workspace's selected applications to interview (administrators)",
  description:
    "The selection is a list of ids or the listing's filters (the workspace's exact set). Each application " +
    "is invited for its own programme and e-mailed; those invited before are skipped and counted.",
  security: [{ bearer: [] }],
  body: Type.Object(
    {
      selection: Type.Union([
        Type.Object({
          ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 100000 }),
        }),
        Type.Object({ filters: Type.Record(Type.String(), Type.String({ maxLength: 2000 })) }),
      ]),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      invited: Type.Integer(),
      skipped: Type.Integer({ description: "Invited before" }),
      noProgramme: Type.Integer({ description: "No programme chosen yet" }),
    }),
    "4xx": ErrorBody,
  },
};

/** GET /ws/admin/answers/{id}/interview. */
export const staffInterviewSchema = {
  tags: ["interviews"],
  summary: "An application's interview in its dossier (staff who may read it)",
  security: [{ bearer: [] }],
  params: AnswerId,
  response: {
    200: Type.Object({ result: Type.Literal("OK"), interview: Type.Union([StaffInterview, Type.Null()]) }),
    "4xx": ErrorBody,
  },
};

/** PUT /ws/admin/answers/{id}/interview/attendance. */
export const attendanceSchema = {
  tags: ["interviews"],
  summary: "Record whether the candidate came to their interview (administrators, reviewers of its jury)",
  description:
    "Once the booked slot has started (409 before); null clears it. 404 without a booked interview.",
  security: [{ bearer: [] }],
  params: AnswerId,
  body: Type.Object({ attendance: Attendance }, { additionalProperties: false }),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), interview: StaffInterview }),
    "4xx": ErrorBody,
  },
};
