import { APPLICATION_TABS, REGISTRATION_TABS } from "@portal/domain/schema/candform";

/** The three reports of SPEC §7 "Reports", named as in their paths. */
export type ReportKind = "application_file" | "scholapplication_file" | "regapplication_file";

/** What each report holds and how it is downloaded. */
export interface ReportKindInfo {
  kind: ReportKind;
  /** Tabs reported, in order. */
  tabs: string[];
  /** File name prefix: `<prefix>-<login>.pdf`. */
  filePrefix: string;
}

/** Every report kind: application tabs, the scholarship tab, registration tabs. */
export const REPORT_KINDS: Record<ReportKind, ReportKindInfo> = {
  application_file: { kind: "application_file", tabs: APPLICATION_TABS, filePrefix: "application" },
  scholapplication_file: { kind: "scholapplication_file", tabs: ["bourses"], filePrefix: "scholarship" },
  regapplication_file: { kind: "regapplication_file", tabs: REGISTRATION_TABS, filePrefix: "registration" },
};

/** The download name of a report: `application-<login>.pdf` and so on. */
export function reportFileName(kind: ReportKind, login: string): string {
  return `${REPORT_KINDS[kind].filePrefix}-${login}.pdf`;
}
