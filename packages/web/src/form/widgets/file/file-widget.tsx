import { useCallback, useMemo } from "react";
import type { ChangeEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Form from "react-bootstrap/Form";
import { parseFileValue } from "@portal/domain/rules/values";
import { acceptAttribute, fileLimits } from "@portal/domain/uploads/limits";
import { useAnswer } from "../../answer-context.ts";
import { useFormText } from "../../form-text.ts";
import { cx } from "../../localize.ts";
import { useFormStore } from "../../use-form-store.ts";
import { useUploadRequested } from "../../requested-uploads.ts";
import type { WidgetProps } from "../widget-props.ts";
import { siblingValues } from "./file-value.ts";
import { FilePreview, isImageFile } from "./file-preview.tsx";
import { QueueTable } from "./queue-table.tsx";
import { UploadedFile } from "./uploaded-file.tsx";
import { useFileActions } from "./use-file-actions.ts";

/**
 * The file widget (SPEC §4, §5 "File widget", §9): an uploaded file shows its name, upload date
 * (a photo also its thumbnail), a download button and (unless read-only) a remove button; otherwise
 * a file picker (accept from the schema) with the queue table while the queue holds a file. One file, uploaded as soon as picked,
 * to {ws}/{formid}/answer/{id}/file with `_path` = the field path and the list item's other values.
 */
export function FileWidget(props: WidgetProps) {
  const { id, name, field, value, readOnly, invalid, describedBy } = props;
  const { t, lang } = useFormText();
  const answer = useAnswer();
  const store = useFormStore();
  const limits = useMemo(() => fileLimits(field), [field]);
  const stored = parseFileValue(value);
  const siblings = useCallback(
    () => siblingValues(store.schema, name, (fieldId) => store.getValue(fieldId)),
    [store, name],
  );
  // A file the office asked for stays uploadable on a read-only tab (a replacement, never a removal).
  const { requested, onUploaded } = useUploadRequested(name);
  const onChange = useCallback(
    (next: unknown) => {
      props.onChange(next);
      if (requested && next) onUploaded(name);
    },
    [props.onChange, requested, onUploaded, name],
  );
  const actions = useFileActions({ answer, path: name, limits, t, onChange, siblings });
  const { queue } = actions;
  // The field's own description usually states the limits already; else the widget says them
  // (under an id of its own: `-hint` is the field's tooltip).
  const hintId = field.description && answer ? undefined : `${id}-limits`;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) actions.pick(file);
  };

  const picker = (pickerId: string) => (
    <>
      <Form.Control
        id={pickerId}
        type="file"
        name={name}
        className={field.inputClass}
        isInvalid={invalid}
        accept={acceptAttribute(limits)}
        disabled={!answer}
        aria-invalid={invalid || undefined}
        aria-describedby={cx(hintId, describedBy)}
        onChange={onPick}
      />
      {hintId && (
        <div id={hintId} className="form-text">
          {answer
            ? t("files.hint", {
                formats: limits.accept.join(", "),
                mb: Math.round((limits.maxFileSize / 1048576) * 10) / 10,
              })
            : t("files.noAnswer")}
        </div>
      )}
      {queue.items.length > 0 && (
        <QueueTable
          items={queue.items}
          lang={lang}
          t={t}
          onRetry={(item) => void actions.retry(item)}
          onChooseAnother={() => document.getElementById(pickerId)?.click()}
          onCancel={actions.cancel}
          onDrop={actions.drop}
        />
      )}
    </>
  );

  return (
    <div data-widget="file" data-path={name}>
      {queue.alert && (
        <Alert variant="danger" dismissible onClose={actions.dismiss} closeLabel={t("files.close")}>
          {t(queue.alert.key, queue.alert.params)}
        </Alert>
      )}
      {queue.failure && (
        <Alert variant="danger" dismissible onClose={actions.dismiss} closeLabel={t("files.close")}>
          {queue.failure}
        </Alert>
      )}
      {stored ? (
        <UploadedFile
          id={id}
          name={stored.name}
          uploadDate={stored.upload_date}
          readOnly={readOnly}
          busy={actions.removing}
          describedBy={describedBy}
          t={t}
          preview={
            answer && stored.generated_name && isImageFile(stored.name) ? (
              <FilePreview answer={answer} generatedName={stored.generated_name} name={stored.name} t={t} />
            ) : undefined
          }
          onDownload={
            answer && stored.generated_name
              ? () => void actions.download(stored.generated_name!, stored.name)
              : undefined
          }
          onRemove={() => void actions.remove(stored.generated_name)}
        />
      ) : readOnly && !requested ? (
        <div id={id} className="form-control-plaintext text-body-secondary" aria-describedby={describedBy}>
          {t("files.noFile")}
        </div>
      ) : (
        picker(id)
      )}
      {stored && readOnly && requested && (
        <div className="mt-2" data-testid="requested-replacement">
          <label htmlFor={`${id}-replace`} className="form-label">
            {t("candidateNotices.replaceFile")}
          </label>
          {picker(`${id}-replace`)}
        </div>
      )}
    </div>
  );
}
