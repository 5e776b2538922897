import { createContext, useContext } from "react";
import { requestOpensField } from "@portal/domain/workflow/document-requests";

/**
 * The file fields the admissions office asked the candidate for (open document requests): they
 * keep a file picker although their tab is read-only, and a finished upload to one tells the form
 * screen, which refetches the requests (the server resolved the one for this field).
 */
export interface RequestedUploads {
  fields: readonly string[];
  onUploaded(path: string): void;
}

/** Provided by the form screen around the renderer; none outside it. */
export const RequestedUploadsContext = createContext<RequestedUploads>({
  fields: [],
  onUploaded: () => undefined,
});

/** Whether the file field at this form name was requested (the same rule the server applies). */
export function useUploadRequested(path: string): { requested: boolean; onUploaded(path: string): void } {
  const context = useContext(RequestedUploadsContext);
  return {
    requested: requestOpensField(path, context.fields),
    onUploaded: context.onUploaded,
  };
}
