import { describeError } from "../../lib/api-error.ts";
import type { WorkflowAction } from "./action-context.ts";
import { whileBusy } from "./busy-store.ts";
import type { ReportKind } from "./workflow-api.ts";
import { fetchReport } from "./workflow-api.ts";

/** Saves a blob as a file: an object URL clicked through a temporary `<a download>`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; let the browser read the URL before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const PREFIXES: Record<ReportKind, string> = {
  application_file: "application",
  scholapplication_file: "scholarship",
  regapplication_file: "registration",
};

/** The file name of a report, as the server names it: application-<login>.pdf, scholarship-…, registration-…. */
export function reportFileName(report: ReportKind, login: string): string {
  return `${PREFIXES[report]}-${login}.pdf`;
}

/**
 * A download button (SPEC §7 "Reports"): asks for the PDF of the stored answer and saves it,
 * with a spinner while the server generates it; a failure shows the server's message as a danger.
 */
export function reportAction(report: ReportKind): WorkflowAction {
  return async ({ login, t }) =>
    whileBusy("workflowUi.generating", async () => {
      try {
        const blob = await fetchReport(report, login);
        const file = reportFileName(report, login);
        saveBlob(blob, file);
        return { success: t("workflowUi.downloaded", { file }) };
      } catch (error) {
        return { danger: describeError(error, t) };
      }
    });
}
