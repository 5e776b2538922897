import { describe, expect, it } from "vitest";
import type { FieldSchema, VisibleIf } from "./types.ts";
import {
  APPLICATION_TABS,
  CAMPAIGN_YEAR,
  REGISTRATION_TABS,
  candform,
  emptyAnswer,
  onLoad,
} from "./candform.ts";

const values = (field: FieldSchema) => (field.oneOf ?? []).map((o) => o.enum[0]);

function watched(condition: VisibleIf): string[] {
  if ("allOf" in condition && Array.isArray(condition.allOf) && typeof condition.allOf[0] === "object")
    return (condition.allOf as VisibleIf[]).flatMap(watched);
  if ("oneOf" in condition && Array.isArray(condition.oneOf) && typeof condition.oneOf[0] === "object")
    return (condition.oneOf as VisibleIf[]).flatMap(watched);
  return Object.keys(condition);
}

describe("candform schema", () => {
  it("has every tab of SPEC §2 in order", () => {
    expect(candform.tabs.map((t) => t.id)).toEqual([
      "home",
      "choice",
      "personal",
      "background",
      "langs",
      "fund",
      "docs",
      "payment",
      "validation",
      "bourses",
      "result",
      "registration",
      "funding2",
      "parents",
      "siblings",
      "address",
      "documents2",
      "register",
      "registration_docs",
      "tuition",
      "cvec",
    ]);
    expect(APPLICATION_TABS).toEqual([
      "choice",
      "personal",
      "background",
      "langs",
      "fund",
      "docs",
      "payment",
      "validation",
    ]);
    expect(REGISTRATION_TABS).toEqual([
      "registration",
      "funding2",
      "parents",
      "siblings",
      "address",
      "documents2",
      "register",
    ]);
  });

  it("defines every field placed in a fieldset and every field watched by a condition", () => {
    for (const tab of candform.tabs) {
      for (const fs of tab.fieldsets)
        for (const id of fs.fields) expect(candform.fields[id], id).toBeDefined();
      if (tab.visibleIf)
        for (const id of watched(tab.visibleIf)) expect(candform.fields[id], id).toBeDefined();
      for (const b of tab.buttons ?? [])
        if (b.visibleIf) for (const id of watched(b.visibleIf)) expect(candform.fields[id], id).toBeDefined();
    }
    for (const [id, field] of Object.entries(candform.fields)) {
      if (field.visibleIf)
        for (const w of watched(field.visibleIf))
          expect(candform.fields[w], `${id} watches ${w}`).toBeDefined();
    }
  });

  it("holds every answer field of SPEC §3", () => {
    const spec = `typeformation fstchoice sndchoice trdchoice mscchoice programme programmeLibelle programmePb
      nationality dual_nationality is_european familyName givenName maidenName middleNames familyNameValid givenNameValid
      dateofbirth country city cityFr zip address fatherPays idcardno idauthority idissuedate idexpirydate passportno
      passportauthority passportissuedate passportexpirydate bacAnnee bacTypeEtablissement bacSpecialite1 bacSpecialite2
      bacIfFr bacEtablissement bacVille accesTitre accesNiveau accesGrade accesAnnee accesPays unemployed uploadPhoto
      proof_of_payment reg_proof_of_payment acknowledgement acknowledgementReg val_testify2 montant_ins
      tuition_paiement_confirmation juryisae admis candidat_validation candidat_confirmation bourse_validation
      decisionbourse confscol reco_email_1 reco_email_2 personal fongecif assedic frenchGov foreignGov mindef fasia
      otherFunding docs heb_line prof_xp bourses_cedar bourses_gifas bourses_isae bourses_tsae bourses_dga bourses_iem
      bourses_isae_excel_schol bourses_mbda bourses_arise bourses_tuition show_admis show_bourses show_buttons
      show_buttons_bourses show_buttons_reg show_payment show_result show_result_bourse show_tuition_payment
      show_doc_non_cve`.split(/\s+/);
    for (const id of spec) expect(candform.fields[id], id).toBeDefined();
    for (const tab of candform.tabs) expect(candform.fields[`${tab.id}_validated`]?.widget).toBe("hidden");
  });

  it("gives every tab its own title in English and in French", () => {
    for (const lang of ["en", "fr"] as const) {
      const titles = candform.tabs.map((tab) => tab.title[lang]);
      const repeated = titles.filter((title, i) => titles.indexOf(title) !== i);
      expect(repeated, lang).toEqual([]);
    }
  });

  it("titles every visible field in English and French", () => {
    for (const [id, field] of Object.entries(candform.fields)) {
      if (field.widget === "helptext") expect(field.description?.fr, id).toBeTruthy();
      else expect(field.title?.en && field.title.fr, id).toBeTruthy();
    }
  });

  it("gives the options of SPEC §1, §3 and §4", () => {
    const f = candform.fields;
    expect(values(f.typeformation)).toEqual(["MSC", "AM", "PG_DIP", "ING"]);
    expect(values(f.bacTypeEtablissement)).toEqual(["FRANCAIS", "FRANCAIS_ETRANGER", "ETRANGER"]);
    expect(values(f.bacIfFr)).toEqual(["GENERAL", "TECHNOLOGIQUE", "PROFESSIONNEL"]);
    expect(values(f.accesTitre)).toEqual(["DU", "ING", "L", "M", "CPGE"]);
    expect(values(f.admis)).toEqual(["O", "N", "L", "R", "C", "-"]);
    expect(values(f.unemployed)).toEqual(["O", "N"]);
    expect(f.nationality.lookup).toBe("pays");
    expect(f.fstchoice.lookup).toBe("iformformations/{typeformation}");
    expect(f.dateofbirth).toMatchObject({ widget: "date", required: true });
    expect(f.uploadPhoto).toMatchObject({ widget: "file", accept: ["jpg"] });
    expect(f.heb_line.items?.order).toEqual([
      "acad_year",
      "degree_and_date",
      "degree_other",
      "field_study",
      "field_other",
      "institution",
      "heb_from_tod",
      "heb_from_tof",
    ]);
    expect(Object.keys(f.prof_xp.items?.fields ?? {}).sort()).toEqual([
      "company",
      "domain_activity",
      "from_tod",
      "from_tof",
      "position",
    ]);
    expect(f.docs.items?.order).toEqual(["type_doc", "doc_file"]);
    expect(f.reg_proof_of_payment.items?.order).toEqual(["proofFile"]);
  });

  it("takes the bac specialities of the bac year from the server's table, never from fixed options", () => {
    for (const id of ["bacSpecialite1", "bacSpecialite2"]) {
      expect(candform.fields[id].lookup, id).toBe("iformbac/{bacAnnee}");
      expect(candform.fields[id].oneOf, id).toBeUndefined();
    }
    expect(candform.fields.bacIfFr.lookup).toBeUndefined();
  });

  it("shows the bac specialities only for French schools with bac year 2021 to 2025", () => {
    expect(candform.fields.bacSpecialite1.visibleIf).toEqual({
      allOf: [
        { bacTypeEtablissement: ["FRANCAIS", "FRANCAIS_ETRANGER"] },
        { bacAnnee: ["2021", "2022", "2023", "2024", "2025"] },
      ],
    });
  });

  it("fixes the campaign year to 2025 on load", () => {
    expect(CAMPAIGN_YEAR).toBe(2025);
    expect(onLoad({ campaign_year: 2019, familyName: "Martin" })).toEqual({
      campaign_year: 2025,
      familyName: "Martin",
    });
    expect(emptyAnswer()).toMatchObject({
      campaign_year: 2025,
      choice_validated: "N",
      admis: "-",
      show_buttons: "O",
    });
  });
});

describe("the form's French texts", () => {
  /** Every French text of the schema: titles, descriptions, tooltips, placeholders, options, buttons. */
  function frenchTexts(node: unknown, out: string[] = []): string[] {
    if (Array.isArray(node)) node.forEach((item) => frenchTexts(item, out));
    else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (typeof record.fr === "string" && typeof record.en === "string") out.push(record.fr);
      else Object.values(record).forEach((value) => frenchTexts(value, out));
    }
    return out;
  }

  it("follow French typography: a no-break space before : ; ? ! and inside « »", () => {
    const texts = frenchTexts(candform).map((text) => text.replace(/<[^>]*>/g, " "));
    expect(texts.length).toBeGreaterThan(100);
    const faulty = texts.filter(
      (text) =>
        /(^|[^\u00a0\u202f])[:;?!](?=\s|$)/.test(text) ||
        /«(?![\u00a0\u202f])/.test(text) ||
        /(?<![\u00a0\u202f])»/.test(text),
    );
    expect(faulty).toEqual([]);
  });
});
