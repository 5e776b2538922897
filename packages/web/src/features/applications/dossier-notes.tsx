import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import type { DossierNote } from "./dossier-api.ts";
import { notesQuery, postNote } from "./dossier-api.ts";
import { formatWhen } from "./dossier-time.ts";
import { DossierNoteGuard } from "./dossier-note-guard.tsx";

/** Staff's internal notes on an application, newest last, and the form to add one; never shown to the candidate. */
export function DossierNotes({ answerId }: { answerId: number }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const notes = useQuery(notesQuery(answerId));
  const [body, setBody] = useState("");
  // Read by the guard's blocker at the moment of leaving, without a new blocker at each key stroke.
  const typed = useRef("");
  typed.current = body;
  const hasUnaddedNote = useCallback(() => typed.current.trim() !== "", []);
  const [invalid, setInvalid] = useState(false);
  const [added, setAdded] = useState(false);
  const add = useMutation({
    mutationFn: (text: string) => postNote(answerId, text),
    onSuccess: (note) => {
      client.setQueryData<DossierNote[]>(notesQuery(answerId).queryKey, (list) => [...(list ?? []), note]);
      setBody("");
      setAdded(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(false);
    if (body.trim() === "") return setInvalid(true);
    add.mutate(body.trim());
  };
  return (
    <section aria-labelledby="dossier-notes-title" className="mb-4">
      <h2 id="dossier-notes-title" className="h4">
        {t("dossier.notes.heading")}
      </h2>
      <p className="small text-body-secondary">{t("dossier.notes.internal")}</p>
      {notes.isPending ? (
        <PageSpinner />
      ) : notes.error ? (
        <Alert variant="danger">{describeError(notes.error, t)}</Alert>
      ) : notes.data.length === 0 ? (
        <p className="small">{t("dossier.notes.none")}</p>
      ) : (
        <ul className="list-unstyled">
          {notes.data.map((note) => (
            <li key={note.id} className="border-start border-3 ps-2 mb-2">
              <p className="mb-1" style={{ whiteSpace: "pre-wrap" }}>
                {note.body}
              </p>
              <p className="small text-body-secondary mb-0">
                {t("dossier.notes.signed", {
                  author: note.author,
                  when: formatWhen(note.created, i18n.language),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <DossierNoteGuard hasUnaddedNote={hasUnaddedNote} />
      <Form noValidate onSubmit={submit}>
        <Form.Group controlId="dossier-note" className="mb-2">
          <Form.Label>{t("dossier.notes.label")}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            value={body}
            isInvalid={invalid}
            aria-describedby={invalid ? "dossier-note-error" : undefined}
            onChange={(event) => {
              setBody(event.target.value);
              setInvalid(false);
            }}
          />
          <Form.Control.Feedback type="invalid" id="dossier-note-error">
            {t("dossier.notes.empty")}
          </Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? t("dossier.notes.adding") : t("dossier.notes.add")}
        </Button>
        <div aria-live="polite" className="mt-2">
          {added && <span className="small text-success">{t("dossier.notes.added")}</span>}
        </div>
        {add.error && (
          <Alert variant="danger" className="mt-2 py-2">
            {describeError(add.error, t)}
          </Alert>
        )}
      </Form>
    </section>
  );
}
