import { describe, expect, it } from "vitest";
import {
  EMPTY_SIS_CODES,
  SIS_COLUMNS,
  sisCsvRow,
  sisRecord,
  waivedCents,
  type SisContext,
} from "./sis-record.ts";

const context = (over: Partial<SisContext> = {}): SisContext => ({
  answerId: 7,
  login: "ana@example.org",
  iso3: (code) => ({ FR: "FRA", PT: "PRT" })[code],
  commune: (insee) => (insee === "31555" ? "Toulouse" : undefined),
  programmeLabel: { en: "MSc in Aerospace Engineering", fr: "MSc en ingénierie aérospatiale" },
  codes: EMPTY_SIS_CODES,
  payments: [],
  registeredAt: null,
  ...over,
});

describe("sisRecord", () => {
  it("gives every column, in order, and nothing else", () => {
    const record = sisRecord({}, context());
    expect(Object.keys(record)).toEqual(SIS_COLUMNS.map((c) => c.name));
  });

  it("writes the date of birth ISO, countries with their alpha-3 and a French town by its INSEE code", () => {
    const record = sisRecord(
      {
        dateofbirth: "14/07/2001",
        country: "PT",
        nationality: "PT",
        address_country: "FR",
        cityFr: "31555",
        address_city: "ignored in France",
      },
      context(),
    );
    expect(record).toMatchObject({
      birthDate: "2001-07-14",
      birthCountry: "PT",
      birthCountryIso3: "PRT",
      nationalityIso3: "PRT",
      cityInsee: "31555",
      city: "Toulouse",
      addressCountryIso3: "FRA",
    });
  });

  it("takes the town typed outside France, and no INSEE code", () => {
    const record = sisRecord({ address_country: "PT", cityFr: "31555", address_city: "Porto" }, context());
    expect(record).toMatchObject({ cityInsee: null, city: "Porto" });
  });

  it("counts refunds against what was paid and waivers apart", () => {
    const payments = [
      { nature: "down_payment", amountCents: 120000, method: "card" },
      { nature: "down_payment", amountCents: 20000, method: "refund" },
      { nature: "tuition", amountCents: 50000, method: "waiver" },
      { nature: "tuition", amountCents: 100050, method: "transfer" },
    ] as const;
    const record = sisRecord({}, context({ payments }));
    expect(record).toMatchObject({
      applicationFeePaid: 0,
      downPaymentPaid: 1000,
      downPaymentWaived: 0,
      tuitionPaid: 1000.5,
      tuitionWaived: 500,
    });
    expect(waivedCents("tuition", payments)).toBe(50000);
    expect(sisCsvRow(record)[SIS_COLUMNS.findIndex((c) => c.name === "tuitionPaid")]).toBe("1000.50");
  });

  it("dates the registration only when it is confirmed, and leaves unset codes empty", () => {
    const at = new Date("2025-06-02T08:30:00Z");
    expect(sisRecord({ candidat_confirmation: "O" }, context({ registeredAt: at }))).toMatchObject({
      registered: "O",
      registeredAt: "2025-06-02T08:30:00.000Z",
      sisStepCode: null,
    });
    expect(sisRecord({ candidat_confirmation: "N" }, context({ registeredAt: at }))).toMatchObject({
      registered: "N",
      registeredAt: null,
    });
  });
});
