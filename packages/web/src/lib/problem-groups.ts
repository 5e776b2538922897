import type { Locale } from "@portal/domain/i18n/index";
import type { FormSchema } from "@portal/domain/schema/types";
import { formTabPath } from "./form-paths.ts";

/** One failure of a refused validation, placed on its tab and field (the server's `problems`). */
export interface Problem {
  tab: string;
  field?: string;
  text: string;
}

/** The failures of one tab, as the form screen lists them: the tab's title, then each text with its link. */
export interface ProblemGroup {
  tab: string;
  title: string;
  items: { text: string; href: string }[];
}

const isProblem = (p: unknown): p is Problem =>
  typeof p === "object" &&
  p !== null &&
  typeof (p as Problem).tab === "string" &&
  typeof (p as Problem).text === "string" &&
  ((p as Problem).field === undefined || typeof (p as Problem).field === "string");

/** The `problems` of a refusal's body; [] when it has none (an older server, another error). */
export function problemsOf(body: unknown): Problem[] {
  const problems = (body as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems) ? problems.filter(isProblem) : [];
}

/**
 * Groups failures by tab, in the form's tab order, each text linking to its field (a list row's
 * field, `prof_xp.1.from_tof`, links to its list) or, without a field, to its tab.
 */
export function groupProblems(schema: FormSchema, lang: Locale, problems: Problem[]): ProblemGroup[] {
  const order = schema.tabs.map((t) => t.id);
  const rank = (tab: string) => (order.includes(tab) ? order.indexOf(tab) : order.length);
  const tabs = [...new Set(problems.map((p) => p.tab))].sort((a, b) => rank(a) - rank(b));
  return tabs.map((tab) => ({
    tab,
    title: schema.tabs.find((t) => t.id === tab)?.title[lang] ?? tab,
    items: problems
      .filter((p) => p.tab === tab)
      .map((p) => ({ text: p.text, href: formTabPath(schema.id, tab, p.field?.split(".")[0]) })),
  }));
}
