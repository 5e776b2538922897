import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "./types.ts";
import {
  dateOfBirthPresent,
  identityDocumentComplete,
  identityCardDatesOrdered,
  namesHaveNoSpecialCharacters,
  passportDatesOrdered,
  photoIsJpg,
  refereesDifferFromLogin,
} from "./identity.ts";
import { fileValue } from "./fixtures.ts";
import { fieldRuleMessages } from "./field-rules.ts";

const texts = (messages: { key: string; params?: Record<string, string | number> }[]) =>
  messages.map((m) => translate("en", m.key, m.params));

const NAMES = "Special characters are not allowed in Family, Given, Maiden or Middle names";
const ID = "Identity information (identity card or passport) is missing";
const PHOTO = "Photo is missing or is not a jpg file";
const RECO = "Invalid e-mail address for referee 1 or referee 2";

describe("namesHaveNoSpecialCharacters", () => {
  it.each<[string, AnswerValues, string[]]>([
    ["accents, hyphen, apostrophes and spaces", { familyName: "Éloïse-D'Arcy O’Neil", givenName: "Çà" }, []],
    ["empty names", {}, []],
    ["a digit in the family name", { familyName: "Smith2" }, [NAMES]],
    ["a dot in the given name", { givenName: "J." }, [NAMES]],
    ["a comma in the maiden name", { maidenName: "A,B" }, [NAMES]],
    ["an at-sign in the middle names", { middleNames: "a@b" }, [NAMES]],
  ])("%s", (_, values, expected) => {
    expect(texts(namesHaveNoSpecialCharacters(values))).toEqual(expected);
  });
  it("has a stable code", () => {
    expect(namesHaveNoSpecialCharacters({ familyName: "<b>" })[0].code).toBe("IDENTITY_NAME_CHARACTERS");
  });
});

describe("dateOfBirthPresent", () => {
  it.each<[AnswerValues, string[]]>([
    [{ dateofbirth: "01/01/2000" }, []],
    [{ dateofbirth: "" }, ["Date of birth is missing"]],
    [{}, ["Date of birth is missing"]],
  ])("%j", (values, expected) => expect(texts(dateOfBirthPresent(values))).toEqual(expected));
});

const card = { idcardno: "1", idauthority: "P", idissuedate: "01/01/2020", idexpirydate: "01/01/2030" };
const passport = {
  passportno: "1",
  passportauthority: "P",
  passportissuedate: "01/01/2020",
  passportexpirydate: "01/01/2030",
};

describe("identityDocumentComplete", () => {
  it.each<[string, AnswerValues, string[]]>([
    ["a full ID card set", card, []],
    ["a full passport set", passport, []],
    ["an ID card without expiry", { ...card, idexpirydate: "" }, [ID]],
    [
      "half of each",
      { idcardno: "1", idauthority: "P", passportissuedate: "x", passportexpirydate: "y" },
      [ID],
    ],
    ["nothing", {}, [ID]],
  ])("%s", (_, values, expected) => expect(texts(identityDocumentComplete(values))).toEqual(expected));
});

describe("photoIsJpg", () => {
  it.each<[string, unknown, string[]]>([
    [".jpg", fileValue("me.jpg"), []],
    [".JPG", fileValue("me.JPG"), []],
    [".png", fileValue("me.png"), [PHOTO]],
    ["missing", undefined, [PHOTO]],
    ["empty", "", [PHOTO]],
  ])("%s", (_, photo, expected) => expect(texts(photoIsJpg({ uploadPhoto: photo }))).toEqual(expected));
});

describe("refereesDifferFromLogin", () => {
  const login = "me@mail.example";
  it.each<[string, AnswerValues, string[]]>([
    ["two other addresses", { reco_email_1: "a@x.fr", reco_email_2: "b@y.fr" }, []],
    ["none given", {}, []],
    ["referee 1 is the login", { reco_email_1: "me@mail.example" }, [RECO]],
    ["referee 2 is the login in capitals", { reco_email_2: "ME@Mail.Example" }, [RECO]],
    ["a malformed address", { reco_email_1: "not-an-email" }, [RECO]],
  ])("%s", (_, values, expected) => {
    expect(texts(refereesDifferFromLogin(values, { login }))).toEqual(expected);
  });
});

describe("identityCardDatesOrdered and passportDatesOrdered", () => {
  const CARD = "Identity card: the expiry date must be after the date of issue";
  const PASSPORT = "Passport: the expiry date must be after the date of issue";
  it.each<[string, AnswerValues, string[]]>([
    ["in order", { idissuedate: "01/02/2020", idexpirydate: "01/02/2030" }, []],
    ["a card expiring before its issue", { idissuedate: "01/02/2030", idexpirydate: "01/02/2020" }, [CARD]],
    [
      "a card expiring the day it is issued",
      { idissuedate: "01/02/2020", idexpirydate: "01/02/2020" },
      [CARD],
    ],
    [
      "a passport expiring before its issue",
      { passportissuedate: "05/05/2024", passportexpirydate: "04/05/2024" },
      [PASSPORT],
    ],
    ["one date only", { idissuedate: "01/02/2030" }, []],
  ])("%s", (_, values, expected) =>
    expect(texts([...identityCardDatesOrdered(values), ...passportDatesOrdered(values)])).toEqual(expected),
  );

  it("is placed under the expiry date, with a stable code", () => {
    const placed = fieldRuleMessages({ idissuedate: "01/02/2030", idexpirydate: "01/02/2020" });
    expect(placed.get("idexpirydate")?.map((m) => m.code)).toEqual(["IDENTITY_DOCUMENT_DATES"]);
  });
});
