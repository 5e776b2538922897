import type { CatalogueArea } from "./catalogue.ts";

/**
 * The password policy's verdicts (rules/passwords.ts) and zxcvbn's warnings and suggestions. The
 * warning and suggestion texts come from @zxcvbn-ts/language-en and language-fr (MIT), copied
 * here so that the catalogue does not load the dictionaries; password-feedback.test.ts checks
 * that every key zxcvbn can give has a text in both languages.
 */
export const passwordFeedback: CatalogueArea = {
  en: {
    "rules.passwords.ok": "This password is hard enough to guess.",
    "rules.passwords.tooLong": "The password must not exceed {{max}} characters.",
    "rules.passwords.login":
      "The password must not be built on your e-mail address or your name: an attacker tries those first. Please choose something unrelated.",
    "rules.passwords.weak":
      "This password is too easy to guess. A few unrelated words, or a longer sentence of your own, make a strong one.",
    "rules.passwords.warning.straightRow": "Straight rows of keys on your keyboard are easy to guess.",
    "rules.passwords.warning.keyPattern": "Short keyboard patterns are easy to guess.",
    "rules.passwords.warning.simpleRepeat": 'Repeated characters like "aaa" are easy to guess.',
    "rules.passwords.warning.extendedRepeat":
      'Repeated character patterns like "abcabcabc" are easy to guess.',
    "rules.passwords.warning.sequences": 'Common character sequences like "abc" are easy to guess.',
    "rules.passwords.warning.recentYears": "Recent years are easy to guess.",
    "rules.passwords.warning.dates": "Dates are easy to guess.",
    "rules.passwords.warning.topTen": "This is a heavily used password.",
    "rules.passwords.warning.topHundred": "This is a frequently used password.",
    "rules.passwords.warning.common": "This is a commonly used password.",
    "rules.passwords.warning.similarToCommon": "This is similar to a commonly used password.",
    "rules.passwords.warning.wordByItself": "Single words are easy to guess.",
    "rules.passwords.warning.namesByThemselves": "Single names or surnames are easy to guess.",
    "rules.passwords.warning.commonNames": "Common names and surnames are easy to guess.",
    "rules.passwords.warning.userInputs": "There should not be any personal or page related data.",
    "rules.passwords.warning.pwned": "Your password was exposed by a data breach on the Internet.",
    "rules.passwords.suggestion.l33t": "Avoid predictable letter substitutions like '@' for 'a'.",
    "rules.passwords.suggestion.reverseWords": "Avoid reversed spellings of common words.",
    "rules.passwords.suggestion.allUppercase": "Capitalize some, but not all letters.",
    "rules.passwords.suggestion.capitalization": "Capitalize more than the first letter.",
    "rules.passwords.suggestion.dates": "Avoid dates and years that are associated with you.",
    "rules.passwords.suggestion.recentYears": "Avoid recent years.",
    "rules.passwords.suggestion.associatedYears": "Avoid years that are associated with you.",
    "rules.passwords.suggestion.sequences": "Avoid common character sequences.",
    "rules.passwords.suggestion.repeated": "Avoid repeated words and characters.",
    "rules.passwords.suggestion.longerKeyboardPattern":
      "Use longer keyboard patterns and change typing direction multiple times.",
    "rules.passwords.suggestion.anotherWord": "Add more words that are less common.",
    "rules.passwords.suggestion.useWords": "Use multiple words, but avoid common phrases.",
    "rules.passwords.suggestion.noNeed":
      "You can create strong passwords without using symbols, numbers, or uppercase letters.",
    "rules.passwords.suggestion.pwned": "If you use this password elsewhere, you should change it.",
  },
  fr: {
    "rules.passwords.ok": "Ce mot de passe est assez difficile à deviner.",
    "rules.passwords.tooLong": "Le mot de passe ne doit pas dépasser {{max}} caractères.",
    "rules.passwords.login":
      "Le mot de passe ne doit pas reprendre votre adresse e-mail ni votre nom\u00a0: ce sont les premiers essais d'un attaquant. Veuillez choisir autre chose.",
    "rules.passwords.weak":
      "Ce mot de passe est trop facile à deviner. Quelques mots sans rapport entre eux, ou une phrase plus longue de votre invention, en font un solide.",
    "rules.passwords.warning.straightRow":
      "Les lignes droites de touches de votre clavier sont faciles à deviner.",
    "rules.passwords.warning.keyPattern": "Des motifs de clavier courts sont faciles à deviner.",
    "rules.passwords.warning.simpleRepeat":
      "Les caractères répétés comme «\u00a0aaa\u00a0» sont faciles à deviner.",
    "rules.passwords.warning.extendedRepeat":
      "Les motifs répétés comme «\u00a0abcabcabc\u00a0» sont faciles à deviner.",
    "rules.passwords.warning.sequences":
      "Des séquences de caractères courantes comme «\u00a0abc\u00a0» sont faciles à deviner.",
    "rules.passwords.warning.recentYears": "Les années récentes sont faciles à deviner.",
    "rules.passwords.warning.dates": "Les dates sont faciles à deviner.",
    "rules.passwords.warning.topTen": "Ce mot de passe est très utilisé.",
    "rules.passwords.warning.topHundred": "Ce mot de passe est fréquemment utilisé.",
    "rules.passwords.warning.common": "Ce mot de passe est couramment utilisé.",
    "rules.passwords.warning.similarToCommon":
      "Ce mot de passe est similaire à un mot de passe couramment utilisé.",
    "rules.passwords.warning.wordByItself": "Les mots simples sont faciles à deviner.",
    "rules.passwords.warning.namesByThemselves": "Des noms ou des prénoms seuls sont faciles à deviner.",
    "rules.passwords.warning.commonNames": "Les noms et prénoms courants sont faciles à deviner.",
    "rules.passwords.warning.userInputs":
      "Le mot de passe ne doit pas comporter de données personnelles ou liées au site.",
    "rules.passwords.warning.pwned":
      "Votre mot de passe a été divulgué suite à une violation de données sur Internet.",
    "rules.passwords.suggestion.l33t":
      "Évitez les substitutions de lettres prévisibles comme «\u00a0@\u00a0» pour «\u00a0a\u00a0».",
    "rules.passwords.suggestion.reverseWords": "Évitez les orthographes inversées des mots courants.",
    "rules.passwords.suggestion.allUppercase": "Mettez quelques lettres en majuscules, mais pas toutes.",
    "rules.passwords.suggestion.capitalization":
      "Utilisez des majuscules, mais pas seulement sur la première lettre.",
    "rules.passwords.suggestion.dates":
      "Évitez les dates et les années qui vous sont associées (date ou année de naissance, par exemple).",
    "rules.passwords.suggestion.recentYears": "Évitez les années récentes.",
    "rules.passwords.suggestion.associatedYears":
      "Évitez les années qui vous sont associées (année de naissance, par exemple).",
    "rules.passwords.suggestion.sequences": "Évitez les séquences de caractères courantes.",
    "rules.passwords.suggestion.repeated": "Évitez les mots et les caractères répétés.",
    "rules.passwords.suggestion.longerKeyboardPattern":
      "Utilisez des motifs de clavier plus longs et changez de sens de frappe plusieurs fois.",
    "rules.passwords.suggestion.anotherWord": "Ajoutez des mots moins courants.",
    "rules.passwords.suggestion.useWords": "Utilisez plusieurs mots, mais évitez les phrases courantes.",
    "rules.passwords.suggestion.noNeed":
      "Vous pouvez créer des mots de passe solides sans symboles, chiffres ni majuscules.",
    "rules.passwords.suggestion.pwned": "Si vous utilisez ce mot de passe ailleurs, vous devriez le changer.",
  },
};
