import { pipeline, Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Transaction } from "kysely";
import "@portal/domain/engine/compile-validators";
import { tabFieldIds } from "@portal/domain/engine/schema-index";
import { completeApplication } from "@portal/domain/rules/fixtures";
import type { AnswerValues } from "@portal/domain/rules/types";
import { candform } from "@portal/domain/schema/candform";
import type { FieldSchema } from "@portal/domain/schema/types";
import { extensionOf } from "@portal/domain/uploads/limits";
import { credentialsLines, DEMO_ADMIN_LOGIN, framed, generatePassword } from "../auth/administrators.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { Actor } from "../auth/sessions.ts";
import { saveAnswerTab } from "../commands/answer-saver.ts";
import {
  changedFields,
  planDecision,
  recordDecision,
  type DecisionSet,
} from "../commands/decision-recorder.ts";
import { recordUpload } from "../commands/file-recorder.ts";
import { runWorkflowAction, type WorkflowAction } from "../commands/workflow-validator.ts";
import type { Database } from "../db/database.ts";
import type { DB } from "../db/schema.ts";
import { findAnswerById, findOrCreateAnswer } from "../queries/answer-queries.ts";
import { ensureDemoCampaigns } from "./demo-campaigns.ts";
import { resolveFilePath } from "../queries/file-fields.ts";
import { findJuryOf } from "../queries/jury-of-answer.ts";
import { listMotivationCodes } from "../queries/motivation-reasons.ts";
import { FileInspector } from "../storage/file-inspector.ts";
import { contentMatchesExtension, mimeForExtension } from "../storage/file-kinds.ts";
import type { FileStore } from "../storage/file-store.ts";
import { newGeneratedName } from "../storage/file-store.ts";
import { fileStoreFor } from "../storage/file-store-for.ts";
import { DEMO_PHOTO_JPEG, demoPdf } from "./demo-files.ts";

/** A file the demo candidate uploads: where it goes, its name, and what it shows. */
interface DemoFile {
  /** The field path, as an upload sends it in `_path` (`uploadPhoto`, `docs.2.doc_file`…). */
  path: string;
  name: string;
  /** A JPEG photo, or a one-page PDF titled so. */
  content: "photo" | { title: string };
  /** The list item's other values sent with the upload (the document type). */
  siblings?: Record<string, string>;
}

/** What happens to a demo answer, in order, each through the command the matching request runs. */
type Step =
  | { upload: DemoFile[] }
  | { save: string[] }
  | { validate: WorkflowAction }
  | { decide: DecisionSet }
  | { publishResults: true };

/** One demo candidate: who, the values they type in, and how far they went. */
interface DemoCandidate {
  login: string;
  givenName: string;
  familyName: string;
  /** One line for the credentials box. */
  stage: string;
  /** Applied in last year's campaign (closed since): a returning candidate (issue #39). */
  previousCampaign?: true;
  values: AnswerValues;
  steps: Step[];
}

/** What seeding created: the candidates' logins (with their stage) and their shared password. */
export interface DemoCandidates {
  password: string;
  candidates: { login: string; stage: string }[];
}

const APPLICATION_TABS = ["choice", "personal", "background", "langs", "fund", "docs", "payment"];
const REGISTRATION_TABS = ["registration", "funding2", "parents", "siblings", "address", "documents2"];

/** The application documents every complete demo application uploads (SPEC §5). */
function applicationDocuments(who: string): DemoFile[] {
  const docs: [string, string][] = [
    ["id", "Identity document"],
    ["cv", "Curriculum vitae"],
    ["cover", "Cover letter"],
    ["degree", "Degree certificate"],
    ["transcript", "Transcript of records"],
    ["english", "English language certificate"],
  ];
  const slug = who.toLowerCase().replace(/[^a-z]+/g, "-");
  return [
    { path: "uploadPhoto", name: `photo-${slug}.jpg`, content: "photo" },
    ...docs.map(([doc, title], index) => ({
      path: `docs.${index}.doc_file`,
      name: `${doc}-${slug}.pdf`,
      content: { title },
      siblings: { type_doc: doc },
    })),
    {
      path: "proof_of_payment",
      name: `application-fee-${slug}.pdf`,
      content: { title: "Receipt: application fee" },
    },
  ];
}

const mathis: DemoCandidate = {
  login: "demo.mathis.lefevre@example.org",
  givenName: "Mathis",
  familyName: "Lefèvre",
  stage: "MSc ASO, first two tabs saved",
  values: completeApplication({
    mscchoice: "ASO",
    fstchoice: "",
    familyName: "Lefèvre",
    givenName: "Mathis",
    middleNames: "",
    dateofbirth: "14/05/2003",
    country: "FR",
    city: "Lyon",
    nationality: "FR",
    is_european: "O",
    idcardno: "210569A01234",
    idauthority: "Préfecture du Rhône",
    idissuedate: "12/09/2021",
    idexpirydate: "11/09/2036",
    reco_email_1: "j.moreau@insa-lyon.example",
  }),
  steps: [
    { upload: [{ path: "uploadPhoto", name: "photo-mathis.jpg", content: "photo" }] },
    { save: ["choice", "personal"] },
  ],
};

const lea: DemoCandidate = {
  login: "demo.lea.martin-dupre@example.org",
  givenName: "Léa",
  familyName: "Martin-Dupré",
  stage: "MSc MAE, application validated",
  values: completeApplication({
    familyName: "Martin-Dupré",
    givenName: "Léa",
    middleNames: "Camille",
    dateofbirth: "23/11/2002",
    country: "FR",
    city: "Bordeaux",
    idcardno: "190433B05678",
    idauthority: "Préfecture de la Gironde",
    idissuedate: "05/04/2019",
    idexpirydate: "04/04/2034",
    reco_email_1: "c.bernard@u-bordeaux.example",
    reco_email_2: "h.nguyen@u-bordeaux.example",
    bacAnnee: 2021,
    bacEtablissement: "Lycée Montaigne",
    bacVille: "Bordeaux",
    accesTitre: "L",
    accesAnnee: 2024,
    accesPays: "FR",
    heb_line: [
      ["2023-2024", "LICENCE", "01/09/2023", "30/06/2024"],
      ["2022-2023", "LICENCE", "01/09/2022", "30/06/2023"],
      ["2021-2022", "LICENCE", "01/09/2021", "30/06/2022"],
    ].map(([acad_year, degree_and_date, heb_from_tod, heb_from_tof]) => ({
      acad_year,
      degree_and_date,
      field_study: "mech",
      institution: "Université de Bordeaux",
      heb_from_tod,
      heb_from_tof,
    })),
    prof_xp: [
      {
        company: "Aérostructures Atlantique",
        domain_activity: "Aeronautics",
        position: "Engineering intern",
        from_tod: "03/06/2024",
        from_tof: "30/08/2024",
      },
    ],
    native_language: "French",
    english_level: "C1",
    english_test: "TOEIC",
    english_score: "945",
    french_level: "NATIVE",
  }),
  steps: [
    { upload: applicationDocuments("lea") },
    { save: [...APPLICATION_TABS, "validation"] },
    { validate: "application" },
  ],
};

const ananya: DemoCandidate = {
  login: "demo.ananya.krishnan@example.org",
  givenName: "Ananya",
  familyName: "Krishnan",
  stage: "MS SAS, admitted, jury not published",
  values: completeApplication({
    typeformation: "AM",
    mscchoice: "",
    fstchoice: "MS SAS",
    sndchoice: "MS SPA",
    trdchoice: "",
    familyName: "Krishnan",
    givenName: "Ananya",
    middleNames: "",
    dateofbirth: "08/02/1997",
    country: "IN",
    city: "Chennai",
    nationality: "IN",
    is_european: "N",
    idcardno: "",
    idauthority: "",
    idissuedate: "",
    idexpirydate: "",
    passportno: "Z4821937",
    passportauthority: "Regional Passport Office, Chennai",
    passportissuedate: "10/02/2020",
    passportexpirydate: "09/02/2030",
    reco_email_1: "r.subramanian@iitm.example",
    reco_email_2: "",
    bacAnnee: 2014,
    bacTypeEtablissement: "ETRANGER",
    bacSpecialite1: "",
    bacSpecialite2: "",
    bacEtablissement: "Padma Seshadri Bala Bhavan",
    bacVille: "Chennai",
    accesTitre: "M",
    accesAnnee: 2020,
    accesPays: "IN",
    heb_line: [
      ["2019-2020", "MASTER", "01/07/2019", "31/05/2020"],
      ["2018-2019", "MASTER", "01/07/2018", "31/05/2019"],
      ["2017-2018", "BACHELOR", "01/07/2017", "31/05/2018"],
    ].map(([acad_year, degree_and_date, heb_from_tod, heb_from_tof]) => ({
      acad_year,
      degree_and_date,
      field_study: "aero",
      institution: "Indian Institute of Technology Madras",
      heb_from_tod,
      heb_from_tof,
    })),
    prof_xp: [
      {
        company: "Orbital Systems Pvt Ltd",
        domain_activity: "Space industry",
        position: "Satellite systems engineer",
        from_tod: "01/08/2020",
        from_tof: "",
      },
    ],
    native_language: "Tamil",
    english_level: "C1",
    english_test: "IELTS",
    english_score: "7.5",
    french_level: "A2",
    personal: true,
    fasia: true,
  }),
  steps: [
    { upload: applicationDocuments("ananya") },
    { save: [...APPLICATION_TABS, "validation"] },
    { validate: "application" },
    { decide: { admis: "O" } },
  ],
};

const sofia: DemoCandidate = {
  login: "demo.sofia.hernandez@example.org",
  givenName: "Sofía",
  familyName: "Hernández García",
  stage: "PGD AERO, admitted and registered",
  values: {
    ...completeApplication({
      typeformation: "PG_DIP",
      mscchoice: "",
      fstchoice: "PGD AERO",
      sndchoice: "PGD EMB",
      trdchoice: "",
      familyName: "Hernández García",
      givenName: "Sofía",
      middleNames: "",
      dateofbirth: "17/06/1998",
      country: "ES",
      city: "Sevilla",
      nationality: "ES",
      is_european: "O",
      idcardno: "48291736K",
      idauthority: "Dirección General de la Policía",
      idissuedate: "03/03/2021",
      idexpirydate: "02/03/2031",
      reco_email_1: "m.ortega@us.example",
      reco_email_2: "",
      bacAnnee: 2016,
      bacTypeEtablissement: "ETRANGER",
      bacSpecialite1: "",
      bacSpecialite2: "",
      bacEtablissement: "IES Martínez Montañés",
      bacVille: "Sevilla",
      accesTitre: "ING",
      accesAnnee: 2022,
      accesPays: "ES",
      heb_line: [
        ["2021-2022", "ING", "15/09/2021", "30/06/2022"],
        ["2020-2021", "ING", "15/09/2020", "30/06/2021"],
      ].map(([acad_year, degree_and_date, heb_from_tod, heb_from_tof]) => ({
        acad_year,
        degree_and_date,
        field_study: "aero",
        institution: "Universidad de Sevilla",
        heb_from_tod,
        heb_from_tof,
      })),
      prof_xp: [
        {
          company: "Aeroestructuras del Sur",
          domain_activity: "Aeronautics",
          position: "Stress engineer",
          from_tod: "01/09/2022",
          from_tof: "31/07/2025",
        },
      ],
      native_language: "Spanish",
      english_level: "B2",
      english_test: "CAMBRIDGE",
      english_score: "176",
      french_level: "B1",
    }),
    confscol: "O",
    funding2_source: "personal",
    funding2_details: "Savings and a family loan",
    fatherPays: "ES",
    fatherProfession: "Teacher",
    motherPays: "ES",
    motherProfession: "Nurse",
    siblings_count: 2,
    siblings_students: 1,
    address: "12 rue des Lois",
    address_country: "FR",
    zip: "31000",
    cityFr: "Toulouse",
    acknowledgementReg: true,
  },
  steps: [
    { upload: applicationDocuments("sofia") },
    { save: [...APPLICATION_TABS, "validation"] },
    { validate: "application" },
    { decide: { admis: "O" } },
    { publishResults: true },
    {
      upload: [
        {
          path: "reg_proof_of_payment.0.proofFile",
          name: "down-payment-sofia.pdf",
          content: { title: "Receipt: registration down payment" },
        },
        {
          path: "doc_degree_certified",
          name: "degree-certified-sofia.pdf",
          content: { title: "Certified degree" },
        },
        { path: "doc_id_photo", name: "student-card-photo-sofia.jpg", content: "photo" },
      ],
    },
    { save: [...REGISTRATION_TABS, "register"] },
    { validate: "registration" },
  ],
};

/**
 * A returning candidate (issue #39): applied last year to the MSc in Aerospace Engineering, was
 * postponed, and has not applied yet in this year's campaign.
 */
const noah: DemoCandidate = {
  login: "demo.noah.girard@example.org",
  givenName: "Noah",
  familyName: "Girard",
  stage: "last year's campaign: MSc MAE, postponed; may apply again this year",
  previousCampaign: true,
  values: completeApplication({
    familyName: "Girard",
    givenName: "Noah",
    middleNames: "",
    dateofbirth: "02/03/2001",
    country: "FR",
    city: "Nantes",
    idcardno: "170344C09876",
    idauthority: "Préfecture de la Loire-Atlantique",
    idissuedate: "15/06/2017",
    idexpirydate: "14/06/2032",
    reco_email_1: "p.leroy@univ-nantes.example",
    reco_email_2: "",
    heb_line: [
      ["2023-2024", "LICENCE", "01/09/2023", "30/06/2024"],
      ["2022-2023", "LICENCE", "01/09/2022", "30/06/2023"],
    ].map(([acad_year, degree_and_date, heb_from_tod, heb_from_tof]) => ({
      acad_year,
      degree_and_date,
      field_study: "aero",
      institution: "Nantes Université",
      heb_from_tod,
      heb_from_tof,
    })),
    prof_xp: [],
  }),
  steps: [
    { upload: applicationDocuments("noah") },
    { save: [...APPLICATION_TABS, "validation"] },
    { validate: "application" },
    { decide: { admis: "R" } },
    { publishResults: true },
  ],
};

/** The demo candidates, from just started to registered, and a returning one from last year. */
export const DEMO_CANDIDATES: readonly DemoCandidate[] = [mathis, lea, ananya, sofia, noah];

/** True for a field whose value is a file or a list holding files: its value comes from the uploads. */
function holdsFiles(field: FieldSchema | undefined): boolean {
  if (!field) return false;
  return field.widget === "file" || Object.values(field.items?.fields ?? {}).some((f) => f.widget === "file");
}

/** Everything a step needs. */
interface Context {
  trx: Transaction<DB>;
  store: FileStore;
  formId: string;
  formUrl: string;
  /** The portal's clock and the campaign's dates, for the validations. */
  now: Date;
  campaign: Config;
  admin: Actor;
  /** Stored objects, deleted again when seeding fails. */
  stored: string[];
}

/** Streams the bytes through the upload's inspector into the store, as an upload does, and records them. */
async function upload(ctx: Context, actor: Actor, answerId: number, who: DemoCandidate, file: DemoFile) {
  const target = resolveFilePath(candform, file.path);
  if (!target) throw new Error(`demo data: no file field at ${file.path}`);
  const bytes =
    file.content === "photo"
      ? DEMO_PHOTO_JPEG
      : await demoPdf(file.content.title, [`${who.givenName} ${who.familyName}`, who.login]);
  const extension = extensionOf(file.name);
  const inspector = new FileInspector({ maxSize: target.maxFileSize, extension, displayName: file.name });
  const generatedName = newGeneratedName();
  ctx.stored.push(generatedName);
  // The stream is the upload's: a failing inspector destroys it and the store keeps nothing.
  const source = pipeline(Readable.from([bytes]), inspector, () => {});
  await ctx.store.put(generatedName, source);
  if (!contentMatchesExtension(extension, inspector.sniffed)) {
    throw new Error(`demo data: ${file.name} is not a ${extension} file`);
  }
  await recordUpload({
    trx: ctx.trx,
    actor,
    answerId,
    upload: {
      target,
      originalName: file.name,
      generatedName,
      size: inspector.size,
      sha256: inspector.sha256,
      contentType: mimeForExtension(extension),
      fields: file.siblings ?? {},
    },
  });
}

/** Saves one tab as the browser does: the tab's values, with the files as their uploads recorded them. */
async function save(ctx: Context, actor: Actor, answerId: number, tab: string, values: AnswerValues) {
  const answer = await findAnswerById(ctx.trx, ctx.formId, answerId, true);
  if (!answer) throw new Error(`demo data: answer ${answerId} vanished`);
  const sent: AnswerValues = {};
  for (const id of tabFieldIds(candform, tab)) {
    if (holdsFiles(candform.fields[id])) {
      if (id in answer.data) sent[id] = answer.data[id];
    } else if (id in values) sent[id] = values[id];
  }
  await saveAnswerTab({
    trx: ctx.trx,
    actor,
    schema: candform,
    answer,
    tab,
    version: answer.version,
    values: sent,
  });
}

/** Runs one step of a candidate's story. */
async function runStep(ctx: Context, actor: Actor, answerId: number, who: DemoCandidate, step: Step) {
  if ("upload" in step) {
    for (const file of step.upload) await upload(ctx, actor, answerId, who, file);
  } else if ("save" in step) {
    for (const tab of step.save) await save(ctx, actor, answerId, tab, who.values);
  } else if ("validate" in step) {
    const outcome = await runWorkflowAction({
      trx: ctx.trx,
      actor,
      formId: ctx.formId,
      login: who.login,
      action: step.validate,
      locale: "en",
      formUrl: ctx.formUrl,
      notify: false,
      now: ctx.now,
      campaign: ctx.campaign,
    });
    if (!outcome.ok) {
      throw new Error(
        `demo data: ${step.validate} of ${who.login} refused: ${JSON.stringify(outcome.failures)}`,
      );
    }
  } else if ("decide" in step) {
    // What the decision route (PUT /ws/admin/answers/{id}/decision) runs: the same rules and history.
    const answer = await findAnswerById(ctx.trx, ctx.formId, answerId, true);
    if (!answer) throw new Error(`demo data: answer ${answerId} vanished`);
    const motivationCodes = await listMotivationCodes(ctx.trx);
    const plan = planDecision(answer.data, step.decide, { motivationCodes, locale: "en" });
    if (!plan.ok) throw new Error(`demo data: decision on ${who.login} refused: ${plan.texts.join("; ")}`);
    await recordDecision(ctx.trx, {
      answerId,
      version: answer.version,
      actorLogin: ctx.admin.login,
      kind: "decision",
      data: plan.data,
      fields: changedFields(plan),
    });
  } else {
    const answer = await findAnswerById(ctx.trx, ctx.formId, answerId);
    const jury = answer && (await findJuryOf(ctx.trx, answer.data));
    if (!jury) throw new Error(`demo data: no jury for ${who.login}`);
    await ctx.trx
      .updateTable("juries")
      .set({ resultats_publies: true })
      .where("id_jury", "=", jury.id_jury)
      .execute();
  }
}

/** The demo administrator as the actor of the decisions (any administrator when it is gone). */
async function adminActor(trx: Database): Promise<Actor> {
  const admin =
    (await trx
      .selectFrom("users")
      .select(["id", "login", "email"])
      .where("login", "=", DEMO_ADMIN_LOGIN)
      .executeTakeFirst()) ??
    (await trx
      .selectFrom("users")
      .select(["id", "login", "email"])
      .where("is_admin", ">", 0)
      .executeTakeFirst());
  return admin
    ? { userId: admin.id, login: admin.login, email: admin.email, isAdmin: true }
    : { userId: 0, login: DEMO_ADMIN_LOGIN, email: DEMO_ADMIN_LOGIN, isAdmin: true };
}

/**
 * Creates the demo candidates (activated accounts sharing one random password) and takes each
 * through its story with the commands the portal's requests run: uploads stored in the FileStore
 * and recorded, tab saves validated by the form engine, the workflow's validations (no e-mail),
 * the administrator's decision, a jury's publication. All in one transaction: on any failure
 * nothing is left (and the stored bytes are deleted). Does nothing and returns null when any demo
 * candidate already exists, so a second run adds nothing.
 */
export async function seedDemoCandidates(app: FastifyInstance): Promise<DemoCandidates | null> {
  const store = fileStoreFor(app);
  const password = generatePassword();
  const stored: string[] = [];
  try {
    return await app.db.transaction().execute(async (trx) => {
      const logins = DEMO_CANDIDATES.map((c) => c.login);
      if (await trx.selectFrom("users").select("id").where("login", "in", logins).executeTakeFirst()) {
        return null;
      }
      const ctx: Context = {
        trx,
        store,
        formId: app.config.formId,
        formUrl: `${app.config.publicUrl}/form/${app.config.formId}`,
        now: app.clock.now(),
        campaign: app.config,
        admin: await adminActor(trx),
        stored,
      };
      // One hash for the shared password: each argon2 hash costs tens of milliseconds of start-up.
      const passwordHash = await hashPassword(password);
      // Last year's candidates first, then the year rolls over: the others apply this year.
      const ordered = [
        ...DEMO_CANDIDATES.filter((who) => who.previousCampaign),
        ...DEMO_CANDIDATES.filter((who) => !who.previousCampaign),
      ];
      for (const who of ordered) {
        if (who === ordered.find((c) => !c.previousCampaign))
          await ensureDemoCampaigns(trx, { by: ctx.admin.login, now: ctx.now });
        const user = await trx
          .insertInto("users")
          .values({
            login: who.login,
            email: who.login,
            password_hash: passwordHash,
            activated_at: new Date(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const actor: Actor = { userId: user.id, login: who.login, email: who.login, isAdmin: false };
        const answer = await findOrCreateAnswer(trx, ctx.formId, who.login);
        for (const step of who.steps) await runStep(ctx, actor, answer.id, who, step);
      }
      return { password, candidates: DEMO_CANDIDATES.map(({ login, stage }) => ({ login, stage })) };
    });
  } catch (error) {
    for (const name of stored) await store.delete(name).catch(() => {});
    throw error;
  }
}

/** The credentials of the demo candidates, in a box like the administrator's. */
export function demoCandidatesBox(demo: DemoCandidates): string {
  const width = Math.max(...demo.candidates.map((c) => c.login.length));
  return framed([
    `Demo candidates created (one password for all ${demo.candidates.length})`,
    "",
    ...demo.candidates.map((c) => `${c.login.padEnd(width)}  ${c.stage}`),
    ...credentialsLines(null, demo.password),
  ]);
}
