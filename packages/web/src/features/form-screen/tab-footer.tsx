import { createContext, useContext } from "react";
import type { ComponentType } from "react";
import { DraftStatusText } from "./draft-status.tsx";
import type { DraftStatus } from "./use-tab-drafts.ts";
import { SaveButton } from "./save-button.tsx";

/** What a tab's footer shows that changes while the form stays the same (saving, the draft's status). */
export interface TabFooterState {
  /** What the journey adds under a tab's fields and buttons (result, payments, spinner). */
  TabExtra?: ComponentType<{ tab: string }>;
  saving: boolean;
  onSave(tab: string): void;
  /** The open tab, whose footer shows its draft's status (none for an administrator). */
  active?: string;
  draftStatus?: DraftStatus;
}

/**
 * Given by the form screen above its FormRenderer: a change here renders the footers again, not
 * the whole form (the renderer is memoized and its `renderFooter` keeps its identity).
 */
export const TabFooterContext = createContext<TabFooterState>({ saving: false, onSave: () => undefined });

/** Under a tab's fields: what the journey adds, then the draft's status and "Save and continue". */
export function TabFooter({ tab }: { tab: string }) {
  const { TabExtra, saving, onSave, active, draftStatus } = useContext(TabFooterContext);
  return (
    <>
      {TabExtra && <TabExtra tab={tab} />}
      <SaveButton
        tab={tab}
        saving={saving}
        onSave={onSave}
        aside={draftStatus && tab === active && <DraftStatusText status={draftStatus} />}
      />
    </>
  );
}
