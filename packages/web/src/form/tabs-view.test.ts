import { describe, expect, it } from "vitest";
import "@portal/domain/engine/compile-validators";
import { evaluate } from "@portal/domain/engine/evaluate";
import { evaluateListItems } from "@portal/domain/engine/evaluate-items";
import { tabFieldIds } from "@portal/domain/engine/schema-index";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { candform } from "@portal/domain/schema/candform";
import { buildTabsView } from "./tabs-view.ts";

const options = { login: "zoe@mail.example" };

/** The badge of a tab whose errors are all shown (after a save attempt), and the messages its fields then show. */
function judge(values: Record<string, unknown>, tab: string) {
  const state = evaluate(candform, values, options);
  const view = buildTabsView(candform, values, state, options, new Set(), new Set([tab]));
  const shown = tabFieldIds(candform, tab).flatMap((id) => {
    const field = state.fields[id];
    if (!field.visible) return [];
    if (candform.fields[id].type !== "array") return field.errors;
    return evaluateListItems(candform, id, values, field.readOnly, options)
      .flatMap((row) => Object.values(row))
      .flatMap((cell) => (cell.visible ? cell.errors : []));
  });
  return { badge: view.tabs.find((t) => t.id === tab)!.shownErrors, shown: shown.map((m) => m.code) };
}

describe("the tab badge", () => {
  it("counts the messages the tab's fields show, each §5 rule's under its field", () => {
    const { badge, shown } = judge(completeApplication({ familyName: "X1", idauthority: "" }), "personal");
    expect(shown).toEqual(["IDENTITY_NAME_CHARACTERS", "IDENTITY_DOCUMENT_MISSING"]);
    expect(badge).toBe(2);
  });

  it("counts the messages a list shows on its rows, the §5 rule's included (it counted fields outside lists: badge 1, 7 shown)", () => {
    const prof_xp = [
      { company: "", from_tod: "01/09/2023", from_tof: "01/01/2023" },
      { company: "ACME", from_tod: "01/07/2022", from_tof: "31/08/2022" },
    ];
    const { badge, shown } = judge(completeApplication({ prof_xp, bacSpecialite2: "MATHS" }), "background");
    expect(shown).toContain("BACKGROUND_EXPERIENCE_DATES");
    expect(shown).toContain("BACKGROUND_BAC_SPECIALITIES");
    expect(shown).toHaveLength(7);
    expect(badge).toBe(7);
  });
});
