import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { insertAtCursor } from "./insert-at-cursor.ts";
import { TemplatePreview } from "./template-preview.tsx";
import type { MailTemplate, TemplateLocale } from "./templates-api.ts";
import {
  previewTemplate,
  resetTemplate,
  saveTemplate,
  sendTestTemplate,
  templatesQuery,
} from "./templates-api.ts";

/**
 * One language of a template: subject and body, the template's placeholders as buttons that insert
 * `{{name}}` where the cursor was in the field last used, Save, Reset to default (when customised),
 * Preview and Send me a test. Each action's outcome (or the server's refusal, such as an unknown
 * placeholder) shows below the buttons.
 */
export function LocaleEditor({ template, locale }: { template: MailTemplate; locale: TemplateLocale }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stored = template[locale];
  const [draft, setDraft] = useState({ subject: stored.subject, body: stored.body });
  const [outcome, setOutcome] = useState<{ variant: "success" | "danger"; text: string }>();
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<"subject" | "body">("body");
  const id = `template-${template.key}-${locale}`;

  const done = (text: string) => setOutcome({ variant: "success", text });
  const failed = (error: unknown) => setOutcome({ variant: "danger", text: describeError(error, t) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey });
  const save = useMutation({
    mutationFn: () => saveTemplate(template.key, locale, draft),
    onSuccess: async () => {
      await refresh();
      done(t("templatesPage.saved"));
    },
    onError: failed,
  });
  const reset = useMutation({
    mutationFn: () => resetTemplate(template.key, locale),
    onSuccess: async (saved) => {
      setDraft({ subject: saved[locale].subject, body: saved[locale].body });
      await refresh();
      done(t("templatesPage.resetDone"));
    },
    onError: failed,
  });
  const preview = useMutation({
    mutationFn: () => previewTemplate(template.key, locale, draft),
    onSuccess: () => setOutcome(undefined),
    onError: failed,
  });
  const test = useMutation({
    mutationFn: () => sendTestTemplate(template.key, locale, draft),
    onSuccess: (to) => done(t("templatesPage.sentTo", { to })),
    onError: failed,
  });
  const busy = save.isPending || reset.isPending || preview.isPending || test.isPending;

  function insert(name: string) {
    const field = lastField.current;
    const element = field === "subject" ? subjectRef.current : bodyRef.current;
    const value = draft[field];
    const start = element?.selectionStart ?? value.length;
    const next = insertAtCursor(value, start, element?.selectionEnd ?? start, `{{${name}}}`);
    setDraft((current) => ({ ...current, [field]: next.text }));
    // Back to the field with the cursor after the placeholder, once React has written the value.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <p>
        <Badge bg={stored.customised ? "info" : "secondary"} text={stored.customised ? "dark" : undefined}>
          {t(stored.customised ? "templatesPage.customised" : "templatesPage.default")}
        </Badge>
      </p>
      <Form.Group className="mb-3" controlId={`${id}-subject`}>
        <Form.Label>{t("templatesPage.subject")}</Form.Label>
        <Form.Control
          ref={subjectRef}
          value={draft.subject}
          onFocus={() => (lastField.current = "subject")}
          onChange={(event) => setDraft((current) => ({ ...current, subject: event.target.value }))}
        />
      </Form.Group>
      <Form.Group className="mb-2" controlId={`${id}-body`}>
        <Form.Label>{t("templatesPage.body")}</Form.Label>
        <Form.Control
          as="textarea"
          rows={12}
          ref={bodyRef}
          value={draft.body}
          onFocus={() => (lastField.current = "body")}
          onChange={(event) => setDraft((current) => ({ ...current, body: event.target.value }))}
        />
      </Form.Group>
      <div role="group" aria-label={t("templatesPage.placeholders")} className="d-flex flex-wrap gap-2 mb-3">
        <span className="small text-body-secondary w-100">{t("templatesPage.placeholders")}</span>
        {template.placeholders.map((name) => (
          <Button
            key={name}
            size="sm"
            variant="outline-secondary"
            aria-label={t("templatesPage.insert", { placeholder: `{{${name}}}` })}
            onClick={() => insert(name)}
          >
            {`{{${name}}}`}
          </Button>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {t("templatesPage.save")}
        </Button>
        <Button variant="outline-primary" disabled={busy} onClick={() => preview.mutate()}>
          {t("templatesPage.preview")}
        </Button>
        <Button variant="outline-primary" disabled={busy} onClick={() => test.mutate()}>
          {t("templatesPage.test")}
        </Button>
        {stored.customised && (
          <Button variant="outline-danger" disabled={busy} onClick={() => reset.mutate()}>
            {t("templatesPage.reset")}
          </Button>
        )}
      </div>
      <div role="status" className="mt-3">
        {outcome && (
          <Alert variant={outcome.variant} className="mb-0">
            {outcome.text}
          </Alert>
        )}
      </div>
      {preview.data && !preview.isPending && <TemplatePreview preview={preview.data} />}
    </Form>
  );
}
