import { Type } from "typebox";
import { MAX_WITHDRAWAL_COMMENT, WITHDRAWAL_REASONS } from "@portal/domain/workflow/withdrawal";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const Login = Type.Object({ login: Type.String({ minLength: 1, maxLength: 254 }) });

const Withdrawal = Type.Object({
  reason: Type.String({ description: `${WITHDRAWAL_REASONS.join(", ")}, or deadline (declined by default)` }),
  reasonLabel: Type.String({ description: "The reason in the caller's language" }),
  comment: Type.Union([Type.String(), Type.Null()]),
  by: Type.Union([Type.Literal("candidate"), Type.Literal("office"), Type.Literal("deadline")]),
  byLogin: Type.Optional(Type.String({ description: "Who recorded it (staff only)" })),
  at: Type.String({ format: "date-time" }),
});

const Offer = Type.Object({
  offeredAt: Type.String({ format: "date-time" }),
  deadline: Type.String({ format: "date-time", description: "The candidate's own confirmation deadline" }),
});

const Standing = {
  result: Type.Literal("OK"),
  withdrawal: Type.Union([Withdrawal, Type.Null()]),
  offer: Type.Union([Offer, Type.Null()]),
};

/** GET /ws/withdrawal/{login}. */
export const withdrawalStandingSchema = {
  tags: ["workflow"],
  summary: "An application's withdrawal and automatic offer, and the reasons one may withdraw for",
  description:
    "The candidate reads their own; staff read those of the applications they may read (a reviewer, " +
    "their juries'). withdrawal: null while the application stands; offer: a place offered from the " +
    "waiting list with the candidate's own confirmation deadline, else null.",
  security: [{ bearer: [] }],
  params: Login,
  response: {
    200: Type.Object({
      ...Standing,
      reasons: Type.Array(Type.Object({ code: Type.String(), label: Type.String() })),
    }),
    "4xx": ErrorBody,
  },
};

/** POST /ws/withdrawal/{login}. */
export const withdrawSchema = {
  tags: ["workflow"],
  summary: "Withdraw an application (the candidate, or an administrator for them)",
  description:
    "Final: every tab locks and no step moves any more; the decision is kept. A reason of the list is " +
    `required, a comment (at most ${MAX_WITHDRAWAL_COMMENT} characters) with "other". A candidate ` +
    "admitted with a published result frees their place, offered to the waiting list by the sweep " +
    "offerFreedPlaces. 400 for a bad reason or comment, 409 when already withdrawn, 404 without an application.",
  security: [{ bearer: [] }],
  params: Login,
  body: Type.Object(
    {
      reason: Type.String({ maxLength: 50, description: WITHDRAWAL_REASONS.join(", ") }),
      comment: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object(Standing), "4xx": ErrorBody },
};
