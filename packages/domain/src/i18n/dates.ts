import type { CatalogueArea } from "./catalogue.ts";

const monthsEn = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const monthsFr = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];
const monthsShortEn = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthsShortFr = [
  "janv.",
  "févr.",
  "mars",
  "avr.",
  "mai",
  "juin",
  "juil.",
  "août",
  "sept.",
  "oct.",
  "nov.",
  "déc.",
];
const weekdaysEn = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const weekdaysFr = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];
const weekdaysShortEn = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];
const weekdaysShortFr = ["di", "lu", "ma", "me", "je", "ve", "sa"];

/** Numbered keys `prefix.1` … (months) or `prefix.0` … (weekdays, 0 = Sunday). */
function numbered(prefix: string, names: string[], first: number): Record<string, string> {
  return Object.fromEntries(names.map((name, i) => [`${prefix}.${i + first}`, name]));
}

/** Date widget and date picker: errors, names of months and weekdays, buttons and accessible labels. */
export const dates: CatalogueArea = {
  en: {
    "dates.invalidDate": "Invalid date",
    "dates.minDate": "The date cannot be before {{min}}: the minimum date was set",
    "dates.maxDate": "The date cannot be after {{max}}: the maximum date was set",
    "dates.placeholder": "dd/mm/yyyy",
    "dates.apply": "Apply",
    "dates.cancel": "Cancel",
    "dates.customRange": "Custom Range",
    "dates.today": "Today",
    "dates.openCalendar": "Open calendar",
    "dates.labelled": "{{text}}: {{label}}",
    "dates.dialog": "Choose a date",
    "dates.rangeDialog": "Choose a date range",
    "dates.previousMonth": "Previous month",
    "dates.nextMonth": "Next month",
    "dates.previousYear": "Previous year",
    "dates.nextYear": "Next year",
    "dates.previousYears": "Previous years",
    "dates.nextYears": "Next years",
    "dates.chooseMonth": "Choose month, {{title}}",
    "dates.chooseYear": "Choose year, {{title}}",
    "dates.week": "Wk",
    "dates.weekColumn": "Week number",
    "dates.weekNumber": "Week {{week}}",
    "dates.dayLabel": "{{weekday}} {{day}} {{month}} {{year}}",
    "dates.rangeStart": "Start",
    "dates.rangeEnd": "End",
    ...numbered("dates.month", monthsEn, 1),
    ...numbered("dates.monthShort", monthsShortEn, 1),
    ...numbered("dates.weekday", weekdaysEn, 0),
    ...numbered("dates.weekdayShort", weekdaysShortEn, 0),
  },
  fr: {
    "dates.invalidDate": "Date invalide",
    "dates.minDate": "La date ne peut pas être antérieure au {{min}}\u00a0: la date minimale a été retenue",
    "dates.maxDate": "La date ne peut pas être postérieure au {{max}}\u00a0: la date maximale a été retenue",
    "dates.placeholder": "jj/mm/aaaa",
    "dates.apply": "Appliquer",
    "dates.cancel": "Annuler",
    "dates.customRange": "Période personnalisée",
    "dates.today": "Aujourd'hui",
    "dates.openCalendar": "Ouvrir le calendrier",
    "dates.labelled": "{{text}}\u00a0: {{label}}",
    "dates.dialog": "Choisir une date",
    "dates.rangeDialog": "Choisir une période",
    "dates.previousMonth": "Mois précédent",
    "dates.nextMonth": "Mois suivant",
    "dates.previousYear": "Année précédente",
    "dates.nextYear": "Année suivante",
    "dates.previousYears": "Années précédentes",
    "dates.nextYears": "Années suivantes",
    "dates.chooseMonth": "Choisir le mois, {{title}}",
    "dates.chooseYear": "Choisir l'année, {{title}}",
    "dates.week": "Sem.",
    "dates.weekColumn": "Numéro de semaine",
    "dates.weekNumber": "Semaine {{week}}",
    "dates.dayLabel": "{{weekday}} {{day}} {{month}} {{year}}",
    "dates.rangeStart": "Début",
    "dates.rangeEnd": "Fin",
    ...numbered("dates.month", monthsFr, 1),
    ...numbered("dates.monthShort", monthsShortFr, 1),
    ...numbered("dates.weekday", weekdaysFr, 0),
    ...numbered("dates.weekdayShort", weekdaysShortFr, 0),
  },
};
