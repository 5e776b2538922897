/**
 * The ZIP of the workspace's dossiers (issue #39): one folder per application holding its
 * application file as PDF and the documents the candidate uploaded. Shared by the server, which
 * writes it, and the browser, which counts the dossiers as they arrive to show the progress.
 */

/** At most this many dossiers in one ZIP: beyond, the office narrows the view (a campaign, a jury). */
export const DOSSIER_ZIP_MAX = 5000;

/** The name of each folder's application file; its entry opens each dossier in the stream. */
export const DOSSIER_PDF_NAME = "application.pdf";

/** The response header announcing how many dossiers the ZIP holds, known before its first byte. */
export const DOSSIER_COUNT_HEADER = "x-dossier-count";
