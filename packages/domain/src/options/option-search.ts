/** A choice as the search sees it: its stored value and the label shown. */
export interface SearchableOption {
  value: string;
  label: string;
}

/** Other names an option is known by, per stored value (country-aliases.ts). */
export type OptionAliases = Readonly<Record<string, readonly string[]>>;

/**
 * Text as the search compares it: accents dropped ("Côte" → "cote"), lower case, and every run of
 * punctuation or spaces made one space ("Côte-d'Ivoire" → "cote d ivoire").
 */
export function searchable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** How well one name fits the typed text: 0 the whole name, 1 its start, 2 a word's start, 3 inside it. */
function nameRank(name: string, query: string): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (` ${name}`.includes(` ${query}`)) return 2;
  if (name.includes(query)) return 3;
  return null;
}

/**
 * How well an option fits the typed text, lower is better, null when it does not: the label, an
 * alias ("UK", "Holland") or the option's code (its stored value: "MS SAS", "GB") equal to it, then
 * the label starting with it ("Indi" → India), then a word of the label, of an alias or of the code
 * starting with it ("Indi" → British Indian Ocean Territory, "SAS" → MS SAS), then the text anywhere
 * in the label or an alias. Accents and punctuation are ignored.
 */
export function optionRank(
  option: SearchableOption,
  typed: string,
  aliases: readonly string[] = [],
): number | null {
  const query = searchable(typed);
  if (query === "") return 0;
  const ranks = [nameRank(searchable(option.label), query)];
  for (const alias of aliases) {
    const rank = nameRank(searchable(alias), query);
    // An alias is a whole other name: equal counts as much as the label, a start a little less.
    ranks.push(rank === null ? null : rank === 0 ? 0 : Math.max(rank, 2));
  }
  // People type a code they know ("MS SAS" from the brochure) whether or not the label shows it; a
  // code is typed from its start, so a text inside it ("AS") is no match (it would list most codes).
  // A one-letter code is the form's own flag (O for yes, M for male), which nobody types: "o" is
  // not "Yes".
  const codeText = searchable(option.value);
  const code = codeText.length > 1 ? nameRank(codeText, query) : null;
  ranks.push(code === null || code === 3 ? null : code === 0 ? 0 : 2);
  const found = ranks.filter((rank): rank is number => rank !== null);
  return found.length > 0 ? Math.min(...found) : null;
}

/**
 * The options that fit the typed text, best first (optionRank); options that fit as well keep
 * their order (the lookup's alphabetical order). An empty text keeps every option in order.
 */
export function searchOptions<O extends SearchableOption>(
  options: readonly O[],
  typed: string,
  aliases: OptionAliases = {},
): O[] {
  if (searchable(typed) === "") return [...options];
  return options
    .map((option, index) => ({ option, index, rank: optionRank(option, typed, aliases[option.value]) }))
    .filter((entry): entry is { option: O; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option);
}
