import { useRef, useState } from "react";
import { lazyComponent } from "../../lib/lazy-component.tsx";
import type { ConfirmQuestion } from "./button-actions.ts";

// Downloaded the first time a question is asked, with Bootstrap's modal (as the leave-tab dialog).
const ConfirmDialog = lazyComponent(
  async () => (await import("./confirm-dialog.tsx")).ConfirmDialog,
).Component;

/**
 * A confirmation asked in a modal dialog: `confirm(question)` shows it and resolves with the
 * answer (false when dismissed); `dialog` is the element to render (nothing before the first question).
 */
export function useConfirm() {
  const [question, setQuestion] = useState<ConfirmQuestion>();
  const [shown, setShown] = useState(false);
  const pending = useRef<(confirmed: boolean) => void>(undefined);
  const confirm = (next: ConfirmQuestion) =>
    new Promise<boolean>((resolve) => {
      pending.current?.(false);
      pending.current = resolve;
      setQuestion(next);
      setShown(true);
    });
  const answer = (confirmed: boolean) => {
    setShown(false);
    const resolve = pending.current;
    pending.current = undefined;
    resolve?.(confirmed);
  };
  // Once asked, the dialog stays mounted, hidden: its closing animation and focus return run.
  const dialog = question ? <ConfirmDialog show={shown} question={question} onAnswer={answer} /> : null;
  return { confirm, dialog };
}
