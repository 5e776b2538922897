import { Type } from "typebox";
import { ErrorBody } from "../answers/answers.schema.ts";

const errors = { "4xx": ErrorBody };

const day = (description: string) =>
  Type.Optional(
    // Null first: with type coercion on, a null would otherwise become "" for the string branch.
    Type.Union([Type.Null(), Type.String({ maxLength: 10, description: `${description} (YYYY-MM-DD)` })], {
      description: `${description}: a day (YYYY-MM-DD), closing at its end in the institution's zone; null for the configuration's`,
    }),
  );
const euros = (description: string) =>
  Type.Optional(Type.Number({ minimum: 0, maximum: 1000000, description: `${description}, in euros` }));

/** The dates and fees an administrator sets on a campaign (each optional: left as it is, or copied). */
const CampaignSettingsBody = {
  applicationCloses: day("Applications close"),
  scholarshipCloses: day("Scholarship applications close"),
  confirmationCloses: day("Registration confirmations close"),
  tuitionCloses: day("Tuition payments close"),
  applicationFee: euros("The application fee"),
  downPaymentMsc: euros("The registration down payment of an MSc"),
  downPaymentOther: euros("The registration down payment of the other programmes"),
};

export const Campaign = Type.Object({
  year: Type.Integer(),
  academicYear: Type.String({ description: "e.g. 2026-2027" }),
  state: Type.Union([Type.Literal("open"), Type.Literal("closed")]),
  current: Type.Boolean({ description: "The campaign candidates apply to (the newest open one)" }),
  applicationCloses: Type.Union([Type.String(), Type.Null()]),
  scholarshipCloses: Type.Union([Type.String(), Type.Null()]),
  confirmationCloses: Type.Union([Type.String(), Type.Null()]),
  tuitionCloses: Type.Union([Type.String(), Type.Null()]),
  applicationFee: Type.Number(),
  downPaymentMsc: Type.Number(),
  downPaymentOther: Type.Number(),
  applications: Type.Integer(),
  openedAt: Type.String({ format: "date-time" }),
  openedBy: Type.String(),
  closedAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  closedBy: Type.Union([Type.String(), Type.Null()]),
});

const YearParams = Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2999 }) });

export const listCampaignsSchema = {
  tags: ["campaigns"],
  summary: "Every campaign, newest first (staff)",
  security: [{ bearer: [] }],
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      current: Type.Union([Type.Integer(), Type.Null()]),
      campaigns: Type.Array(Campaign),
    }),
    ...errors,
  },
};

export const openCampaignSchema = {
  tags: ["campaigns"],
  summary: "Open the next campaign (administrators)",
  description:
    "The year after the newest (400 otherwise, 409 when it exists). Its dates (a year later), fees, programme settings and scoresheets are copied from the newest campaign, then changed by what the body gives; the juries' publication is frozen on the newest campaign and every jury starts unpublished.",
  security: [{ bearer: [] }],
  body: Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2999 }), ...CampaignSettingsBody }),
  response: {
    201: Type.Object({
      result: Type.Literal("OK"),
      campaign: Campaign,
      copied: Type.Object({
        from: Type.Union([Type.Integer(), Type.Null()]),
        programmeSettings: Type.Integer(),
        scoresheets: Type.Integer(),
        juriesFrozen: Type.Integer(),
      }),
    }),
    ...errors,
  },
};

export const updateCampaignSchema = {
  tags: ["campaigns"],
  summary: "Change a campaign's dates and fees (administrators)",
  security: [{ bearer: [] }],
  params: YearParams,
  body: Type.Object(CampaignSettingsBody),
  response: { 200: Type.Object({ result: Type.Literal("OK"), campaign: Campaign }), ...errors },
};

export const campaignStateSchema = (verb: string) => ({
  tags: ["campaigns"],
  summary: `${verb} a campaign (administrators)`,
  description:
    "Closing makes every application of the campaign read-only for its candidate (409 CAMPAIGN_CLOSED on their changes); the office still reads, searches and exports them. Reopening undoes it. 409 when already in that state.",
  security: [{ bearer: [] }],
  params: YearParams,
  response: {
    200: Type.Object({ result: Type.Literal("OK"), campaign: Campaign, applications: Type.Integer() }),
    ...errors,
  },
});

const LoginParams = Type.Object({ login: Type.String({ minLength: 1, maxLength: 320 }) });

export const candidateApplicationsSchema = {
  tags: ["campaigns"],
  summary: "A candidate's applications, one per campaign, and the campaign open to them",
  security: [{ bearer: [] }],
  params: LoginParams,
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      applications: Type.Array(
        Type.Object({
          id: Type.Integer(),
          campaign: Type.Integer(),
          academicYear: Type.String(),
          closed: Type.Boolean({ description: "Its campaign is closed: read-only for the candidate" }),
        }),
      ),
      current: Type.Union([Type.Object({ year: Type.Integer(), academicYear: Type.String() }), Type.Null()]),
      canStart: Type.Boolean({
        description: "True when the candidate has no application in the open campaign and one before it",
      }),
    }),
    ...errors,
  },
};

export const startApplicationSchema = {
  tags: ["campaigns"],
  summary: "Start the candidate's application of the open campaign",
  description:
    "With prefill, the identity, background and languages come from their newest application (never a file, a decision or a payment). 409 when the campaign is not open or they already applied to it.",
  security: [{ bearer: [] }],
  params: LoginParams,
  body: Type.Object({
    campaign: Type.Integer({ minimum: 2000, maximum: 2999 }),
    prefill: Type.Boolean(),
  }),
  response: {
    201: Type.Object({
      result: Type.Literal("OK"),
      id: Type.Integer(),
      campaign: Type.Integer(),
      prefilled: Type.Array(Type.String(), { description: "The fields copied" }),
    }),
    ...errors,
  },
};
