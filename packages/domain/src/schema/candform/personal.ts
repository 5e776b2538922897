import type { TabGroup } from "./builders.ts";
import { MAX_FILE_SIZE_5MB, NAME_PATTERN, date, file, hidden, select, t, text } from "./builders.ts";

const NAME_TOOLTIP = t(
  "As written in your passport or identity card; letters, hyphen, apostrophe and space only.",
  "Comme sur votre passeport ou carte d'identité ; lettres, tiret, apostrophe et espace uniquement.",
);
const name = (en: string, fr: string, required: boolean) =>
  text(t(en, fr), { pattern: NAME_PATTERN, maxLength: 100, tooltip: NAME_TOOLTIP, required });
const ID_SET = t(
  "Fill in either every identity-card field or every passport field.",
  "Renseignez soit tous les champs de la carte d'identité, soit tous ceux du passeport.",
);

/** Personal tab: nationality, names, birth, photo and identity documents. */
export const personal: TabGroup = {
  tabs: [
    {
      id: "personal",
      title: t("Personal information", "Informations personnelles"),
      fieldsets: [
        {
          id: "personal_names",
          title: t("Identity", "État civil"),
          fields: [
            "familyName",
            "givenName",
            "maidenName",
            "middleNames",
            "familyNameValid",
            "givenNameValid",
          ],
        },
        {
          id: "personal_birth",
          title: t("Birth and nationality", "Naissance et nationalité"),
          fields: ["dateofbirth", "country", "city", "nationality", "dual_nationality", "is_european"],
        },
        { id: "personal_photo", title: t("Photo", "Photo"), fields: ["uploadPhoto"] },
        {
          id: "personal_idcard",
          title: t("Identity card", "Carte d'identité"),
          description: ID_SET,
          fields: ["idcardno", "idauthority", "idissuedate", "idexpirydate"],
        },
        {
          id: "personal_passport",
          title: t("Passport", "Passeport"),
          description: ID_SET,
          fields: ["passportno", "passportauthority", "passportissuedate", "passportexpirydate"],
        },
      ],
    },
  ],
  fields: {
    familyName: name("Family name", "Nom de famille", true),
    givenName: name("Given name", "Prénom", true),
    maidenName: name("Maiden name", "Nom de naissance", false),
    middleNames: name("Middle names", "Autres prénoms", false),
    familyNameValid: hidden(t("Family name checked", "Nom vérifié")),
    givenNameValid: hidden(t("Given name checked", "Prénom vérifié")),
    dateofbirth: date(t("Date of birth", "Date de naissance"), {
      required: true,
      minDate: "01/01/1940",
      pickerYearsAgo: 20,
    }),
    country: select(t("Country of birth", "Pays de naissance"), "pays", { required: true }),
    city: text(t("City of birth", "Ville de naissance"), { required: true, maxLength: 100 }),
    nationality: select(t("Nationality", "Nationalité"), "pays", { required: true }),
    dual_nationality: select(t("Second nationality", "Seconde nationalité"), "pays", {
      description: t("Only if you hold two nationalities.", "Seulement si vous avez deux nationalités."),
    }),
    is_european: hidden(t("European Union national", "Ressortissant de l'Union européenne")),
    uploadPhoto: file(t("Identity photo", "Photo d'identité"), ["jpg"], {
      required: true,
      maxFileSize: MAX_FILE_SIZE_5MB,
      description: t(
        "A recent photo, JPG file, 5 MB at most.",
        "Une photo récente, fichier JPG, 5 Mo au plus.",
      ),
    }),
    idcardno: text(t("Identity card number", "Numéro de carte d'identité"), { maxLength: 30 }),
    idauthority: text(t("Issuing authority", "Autorité de délivrance"), { maxLength: 100 }),
    idissuedate: date(t("Date of issue", "Date de délivrance")),
    idexpirydate: date(t("Expiry date", "Date d'expiration")),
    passportno: text(t("Passport number", "Numéro de passeport"), { maxLength: 30 }),
    passportauthority: text(t("Issuing authority", "Autorité de délivrance"), { maxLength: 100 }),
    passportissuedate: date(t("Date of issue", "Date de délivrance")),
    passportexpirydate: date(t("Expiry date", "Date d'expiration")),
  },
};
