import { useEffect, useState } from "react";
import type { TFunction } from "i18next";
import { extensionOf } from "@portal/domain/uploads/limits";
import type { AnswerHandle } from "../../answer-context.ts";
import { downloadFile } from "./file-api.ts";

/** Extensions shown as a thumbnail: the photos a candidate uploads. */
const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png"];

/** Whether a stored file is a photo worth a thumbnail, by its original name. */
export function isImageFile(name: string): boolean {
  return IMAGE_EXTENSIONS.includes(extensionOf(name));
}

/** Props of FilePreview. */
export interface FilePreviewProps {
  answer: AnswerHandle;
  generatedName: string;
  name: string;
  t: TFunction;
}

/**
 * A small thumbnail of an uploaded photo, so the candidate sees which picture was sent. Downloads
 * need the session's token header, which an `<img src>` cannot send: the file is fetched as a blob
 * and shown through an object URL, revoked when the file changes or the preview goes. Nothing is
 * shown while it loads or when it cannot be read (the download button still works).
 */
export function FilePreview({ answer, generatedName, name, t }: FilePreviewProps) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    downloadFile(answer, generatedName)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [answer, generatedName]);
  if (!url) return null;
  return (
    <img
      src={url}
      alt={t("files.previewOf", { name })}
      className="rounded border object-fit-cover"
      width={64}
      height={64}
      data-file-preview
    />
  );
}
