import { tabFieldIds } from "@portal/domain/engine/schema-index";
import { completeApplication, fileValue } from "@portal/domain/rules/fixtures";
import type { AnswerValues } from "@portal/domain/rules/types";
import { APPLICATION_TABS, candform, emptyAnswer, REGISTRATION_TABS } from "@portal/domain/schema/candform";
import { stageOf, type Stage } from "@portal/domain/workflow/stage";
import { WITHDRAWAL_REASONS, type ChosenWithdrawalReason } from "@portal/domain/workflow/withdrawal";
import { loginPart, ORIGINS, type Origin } from "./demo-campaign-names.ts";

/** A formation as the lookup table holds it: its programme type, code and jury. */
export interface CampaignFormation {
  type: string;
  enum: string;
  id_jury: string | null;
}

/** What the generator needs to know of the world; everything else comes from the seed. */
export interface CampaignContext {
  /** The campaign ends here: every date falls in the six weeks before. */
  now: Date;
  formations: readonly CampaignFormation[];
  /** Juries whose results are published: their decided applications show the decision. */
  publishedJuries: readonly string[];
  /** Who records the admission decisions (an administrator's login). */
  officerLogin: string;
  /** Put before every login: another campaign's candidates are other people (issue #39). */
  loginPrefix?: string;
}

/** One line of an application's history, as answer_events keeps it. */
export interface CampaignEvent {
  kind: string;
  actorLogin: string;
  fields: string[];
  at: Date;
}

/** One generated application: its candidate, the answer's values, its history and its stage. */
export interface GeneratedApplication {
  login: string;
  givenName: string;
  familyName: string;
  data: AnswerValues;
  createdAt: Date;
  updatedAt: Date;
  events: CampaignEvent[];
  stage: Stage;
  /** A candidate who withdrew after their decision: why, and the stage the application left. */
  withdrawal?: { reason: ChosenWithdrawalReason; stageBefore: Stage };
}

/** The juries the demo campaign publishes (the AM jury stays unpublished, as its demo candidate says). */
export const DEMO_PUBLISHED_JURIES = ["JURY_MSC", "JURY_PG_DIP", "JURY_ING"] as const;

/** Where the generated candidates' addresses live: never a real domain, and easy to find again. */
export const CAMPAIGN_EMAIL_DOMAIN = "campaign.example.org";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CAMPAIGN_DAYS = 42;

/** mulberry32: a small seeded generator, so that a seed always gives the same campaign. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
function weighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  let left = random() * items.reduce((sum, item) => sum + item.weight, 0);
  return items.find((item) => (left -= item.weight) < 0) ?? items[items.length - 1];
}

/** How far the applications went, from the furthest down; a campaign in its decision weeks. */
type Target = "started" | "validated" | "scholarship" | "decided" | "registered" | "tuition";
const TARGETS: readonly { target: Target; weight: number }[] = [
  { target: "started", weight: 28 },
  { target: "validated", weight: 24 },
  { target: "scholarship", weight: 10 },
  { target: "decided", weight: 26 },
  { target: "registered", weight: 7 },
  { target: "tuition", weight: 5 },
];
const TYPE_WEIGHTS: Record<string, number> = { MSC: 40, AM: 25, PG_DIP: 20, ING: 15 };
const DECISIONS = [
  { admis: "O", weight: 45 },
  { admis: "N", weight: 30 },
  { admis: "L", weight: 15 },
  { admis: "C", weight: 10 },
];

/** The programme choice fields for a formation (mscchoice for MSC, fstchoice… otherwise; none for ING). */
function choices(
  random: Random,
  formation: CampaignFormation,
  all: readonly CampaignFormation[],
): AnswerValues {
  const none = { mscchoice: "", fstchoice: "", sndchoice: "", trdchoice: "" };
  if (formation.type === "ING") return none;
  if (formation.type === "MSC") return { ...none, mscchoice: formation.enum };
  const others = all.filter((f) => f.type === formation.type && f.enum !== formation.enum);
  return {
    ...none,
    fstchoice: formation.enum,
    sndchoice: others.length > 0 && random() < 0.6 ? pick(random, others).enum : "",
  };
}

/** Identity document: an identity card for Europeans, a passport otherwise. */
function identity(random: Random, origin: Origin): AnswerValues {
  const number = String(Math.floor(between(random, 1e7, 9e7)));
  const card = {
    idcardno: number,
    idauthority: "Ministry of the Interior",
    idissuedate: "12/09/2021",
    idexpirydate: "11/09/2031",
  };
  const passport = {
    passportno: `P${number}`,
    passportauthority: `Passport office, ${origin.city}`,
    passportissuedate: "10/02/2022",
    passportexpirydate: "09/02/2032",
  };
  return origin.european
    ? { ...card, passportno: "", passportauthority: "", passportissuedate: "", passportexpirydate: "" }
    : { idcardno: "", idauthority: "", idissuedate: "", idexpirydate: "", ...passport };
}

/** The complete application tabs of a candidate, shaped as a real answer (form field ids and values). */
function applicationValues(
  random: Random,
  who: Who,
  formation: CampaignFormation,
  all: readonly CampaignFormation[],
) {
  const year = 1995 + Math.floor(random() * 9);
  const day = String(1 + Math.floor(random() * 28)).padStart(2, "0");
  const month = String(1 + Math.floor(random() * 12)).padStart(2, "0");
  const slug = loginPart(`${who.givenName} ${who.familyName}`);
  return completeApplication({
    typeformation: formation.type,
    ...choices(random, formation, all),
    familyName: who.familyName,
    givenName: who.givenName,
    middleNames: "",
    dateofbirth: `${day}/${month}/${year}`,
    country: who.origin.nationality,
    city: who.origin.city,
    nationality: who.origin.nationality,
    is_european: who.origin.european ? "O" : "N",
    ...identity(random, who.origin),
    uploadPhoto: fileValue(`photo-${slug}.jpg`),
    bacAnnee: year + 18,
    bacTypeEtablissement: who.origin.nationality === "FR" ? "FRANCAIS" : "ETRANGER",
    bacVille: who.origin.city,
    accesAnnee: Math.min(2025, year + 22),
    accesPays: who.origin.nationality,
    native_language: who.origin.language,
    english_level: pick(random, ["B2", "C1", "C2"]),
    french_level: who.origin.nationality === "FR" ? "NATIVE" : pick(random, ["A1", "A2", "B1", "B2"]),
  });
}

/** The validations' changes, as the workflow writes them (workflow/validations.ts). */
const VALIDATED = {
  candidat_validation: "O",
  validation_validated: "O",
  show_result: "O",
  show_buttons: "N",
};
const SCHOLARSHIP = { bourse_validation: "O", bourses_validated: "O", show_buttons_bourses: "N" };
const REGISTRATION: AnswerValues = {
  confscol: "O",
  funding2_source: "personal",
  address: "12 rue des Lois",
  address_country: "FR",
  zip: "31000",
  cityFr: "Toulouse",
  acknowledgementReg: true,
  doc_degree_certified: fileValue("degree-certified.pdf"),
  doc_id_photo: fileValue("student-card.jpg"),
  ...Object.fromEntries(REGISTRATION_TABS.map((tab) => [`${tab}_validated`, "O"])),
  candidat_confirmation: "O",
};
const TUITION: AnswerValues = {
  doc_health_insurance: fileValue("health-insurance.pdf"),
  doc_civil_liability: fileValue("civil-liability.pdf"),
  registration_docs_validated: "O",
  tuition_paiement_confirmation: "O",
  tuition_validated: "O",
};

/** The scholarship the candidate asks for, when their programme offers one (SPEC §9). */
function scholarshipFlags(values: AnswerValues): AnswerValues | null {
  if (values.typeformation === "AM") return { bourses_dga: true };
  if (values.typeformation === "MSC" && values.mscchoice === "MAE")
    return { bourses_cedar: true, bourses_isae: true };
  return null;
}

interface Who {
  origin: Origin;
  givenName: string;
  familyName: string;
}

/** Builds one application's story: values and dated events, each step a little after the one before. */
function application(random: Random, index: number, ctx: CampaignContext): GeneratedApplication {
  const origin = weighted(random, ORIGINS);
  const who: Who = {
    origin,
    givenName: pick(random, origin.givenNames),
    familyName: pick(random, origin.familyNames),
  };
  let target = weighted(random, TARGETS).target;
  // Registration is online only after a published admission, and never for the engineering cycle.
  const canRegister = (f: CampaignFormation) =>
    f.type !== "ING" && f.id_jury !== null && ctx.publishedJuries.includes(f.id_jury);
  const registering = target === "registered" || target === "tuition";
  const pool = registering ? ctx.formations.filter(canRegister) : ctx.formations;
  if (pool.length === 0 && registering) target = "decided";
  const candidates = pool.length > 0 ? pool : ctx.formations;
  const type = weighted(
    random,
    [...new Set(candidates.map((f) => f.type))].map((t) => ({ t, weight: TYPE_WEIGHTS[t] ?? 10 })),
  ).t;
  const formation = pick(
    random,
    candidates.filter((f) => f.type === type),
  );
  const login = `${ctx.loginPrefix ?? ""}${loginPart(who.givenName)}.${loginPart(who.familyName)}.${index + 1}@${CAMPAIGN_EMAIL_DOMAIN}`;
  const complete = applicationValues(random, who, formation, ctx.formations);

  // The steps, each with the time it took since the one before (scaled below to fit the campaign).
  const steps: { kind: string; actor: string; fields: string[]; after: number }[] = [];
  const step = (kind: string, fields: string[], after: number, actor = login) =>
    steps.push({ kind, actor, fields, after });
  step("create", [], 0);
  let values: AnswerValues = { ...emptyAnswer() };
  const savedTabs =
    target === "started" ? APPLICATION_TABS.slice(0, Math.floor(random() * 7)) : [...APPLICATION_TABS];
  for (const tab of savedTabs) {
    const fields = tabFieldIds(candform, tab).filter((id) => id in complete);
    values = {
      ...values,
      ...Object.fromEntries(fields.map((id) => [id, complete[id]])),
      [`${tab}_validated`]: "O",
    };
    // A started application that reached the documents has uploaded some of them only.
    if (tab === "docs" && target === "started" && Array.isArray(complete.docs)) {
      values.docs = complete.docs.slice(0, 2 + Math.floor(random() * 3));
    }
    step("save-tab", [...fields, `${tab}_validated`], between(random, 0.2, 20) * HOUR);
  }
  if (target !== "started") {
    const scholarship = scholarshipFlags(values);
    values = {
      ...values,
      ...VALIDATED,
      show_bourses: scholarship ? "O" : "N",
      show_buttons_bourses: scholarship ? "O" : "N",
    };
    step("validate-application", Object.keys(VALIDATED), between(random, 1, 72) * HOUR);
    if (scholarship && (target === "scholarship" || random() < 0.4)) {
      values = { ...values, ...scholarship, ...SCHOLARSHIP };
      step("save-tab", Object.keys(scholarship), between(random, 1, 48) * HOUR);
      step("validate-scholarship", Object.keys(SCHOLARSHIP), between(random, 0.1, 2) * HOUR);
    }
    if (target === "scholarship" && values.bourse_validation !== "O") target = "validated";
  }
  if (target === "decided" || target === "registered" || target === "tuition") {
    const admis = registering ? pick(random, ["O", "O", "C"]) : weighted(random, DECISIONS).admis;
    const decision: AnswerValues = {
      admis,
      ...(values.bourse_validation === "O" ? { decisionbourse: pick(random, ["TFW", "--"]) } : {}),
    };
    values = { ...values, ...decision };
    step("save-tab", Object.keys(decision), between(random, 2, 10) * DAY, ctx.officerLogin);
  }
  // A few decided candidates withdraw (another offer, a visa…): the workspace and dashboard show them.
  let withdrawal: { reason: ChosenWithdrawalReason; values: AnswerValues } | undefined;
  if (target === "decided" && random() < 0.12) {
    withdrawal = {
      reason: pick(
        random,
        WITHDRAWAL_REASONS.filter((r) => r !== "other"),
      ),
      values,
    };
    values = { ...values, withdrawn: "O" };
    step("withdrawal", ["withdrawn"], between(random, 1, 10) * DAY);
  }
  if (target === "registered" || target === "tuition") {
    values = { ...values, ...REGISTRATION, register_validated: "O" };
    step("save-tab", Object.keys(REGISTRATION), between(random, 1, 4) * DAY);
    step(
      "validate-registration",
      ["candidat_confirmation", "register_validated"],
      between(random, 0.1, 3) * HOUR,
    );
  }
  if (target === "tuition") {
    values = { ...values, ...TUITION, montant_ins: 0 };
    step(
      "validate-tuition",
      ["tuition_paiement_confirmation", "tuition_validated"],
      between(random, 1, 6) * DAY,
    );
  }

  // More applications arrive as the deadline nears: a start drawn towards the recent weeks. A story
  // that would run past today starts earlier instead (ending a little before now, not all today),
  // and is shortened only when even the campaign's first day is too late for it.
  const now = ctx.now.getTime();
  const first = now - CAMPAIGN_DAYS * DAY;
  const total = steps.reduce((sum, s) => sum + s.after, 0);
  const end = now - (target === "started" ? 60_000 : between(random, 0.05, 4) * DAY);
  let start = now - CAMPAIGN_DAYS * DAY * (1 - Math.sqrt(random()));
  if (start + total > end) start = Math.max(first, end - total);
  const scale = start + total > end ? (end - start) / total : 1;
  let at = start;
  const events = steps.map((s) => {
    at += s.after * scale;
    return { kind: s.kind, actorLogin: s.actor, fields: s.fields, at: new Date(Math.round(at)) };
  });
  const jury = formation.id_jury;
  const published = jury !== null && ctx.publishedJuries.includes(jury);
  return {
    login,
    givenName: who.givenName,
    familyName: who.familyName,
    data: values,
    createdAt: events[0].at,
    updatedAt: events[events.length - 1].at,
    events,
    stage: stageOf(values, { resultats_publies: published, resultats_brs_publies: false }),
    ...(withdrawal
      ? {
          withdrawal: {
            reason: withdrawal.reason,
            stageBefore: stageOf(withdrawal.values, {
              resultats_publies: published,
              resultats_brs_publies: false,
            }),
          },
        }
      : {}),
  };
}

/**
 * A campaign of `count` applications, always the same for the same seed and context: candidates of
 * many nationalities across the formations, at every stage from started to tuition confirmed, with
 * the dated history of how they got there. Pure: the demo seed and the benchmark write it.
 */
export function generateApplications(
  count: number,
  seed: number,
  ctx: CampaignContext,
): GeneratedApplication[] {
  const random = prng(seed);
  return Array.from({ length: count }, (_, index) => application(random, index, ctx));
}
