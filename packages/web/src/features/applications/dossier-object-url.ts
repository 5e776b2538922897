import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { fetchDossierFile } from "./dossier-api.ts";

/** An object URL for a blob while it is shown, released when the blob changes or the page leaves. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/**
 * One file of an application fetched with the staff member's token (a plain link would carry no
 * token), as an object URL the page can show; its blob too, for downloading it.
 */
export function useDossierFile(answerId: number, generatedName: string | undefined) {
  const file = useQuery({
    queryKey: ["dossier", answerId, "file", generatedName] as const,
    queryFn: () => fetchDossierFile(answerId, generatedName!),
    enabled: !!generatedName,
    staleTime: Infinity,
  });
  return {
    blob: file.data,
    url: useObjectUrl(file.data),
    pending: file.isPending && !!generatedName,
    error: file.error,
  };
}
