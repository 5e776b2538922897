import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";
import { JuryCheckboxes } from "./jury-checkboxes.tsx";
import { RoleRadios } from "./role-radios.tsx";
import type { StaffInvitation, StaffMember } from "./staff-api.ts";
import { inviteStaff, staffQuery } from "./staff-api.ts";

type Role = StaffInvitation["role"];
type Locale = "en" | "fr";

/**
 * "Invite a staff member": e-mail, role, the juries of a reviewer and the language of the
 * invitation. The server sends the e-mail; the list is read again once it answers.
 */
export function InviteForm({
  juries,
  onInvited,
  onFailed,
}: {
  juries: { id: string; label: string }[];
  onInvited(member: StaffMember): void;
  onFailed(error: unknown): void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [login, setLogin] = useState("");
  const [role, setRole] = useState<Role>("reviewer");
  const [chosen, setChosen] = useState<string[]>([]);
  const [locale, setLocale] = useState<Locale>(i18n.language === "fr" ? "fr" : "en");
  const [tried, setTried] = useState(false);
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: staffQuery.queryKey });
      setLogin("");
      setChosen([]);
      setTried(false);
      onInvited(member);
    },
    onError: onFailed,
  });
  const reviewer = role === "reviewer";
  const missingJury = reviewer && chosen.length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (missingJury) return;
    invite.mutate({ login: login.trim().toLowerCase(), role, juries: reviewer ? chosen : [], locale });
  }

  return (
    <Card as="section" aria-labelledby="invite-title" className="mb-4">
      <Card.Body>
        <h2 id="invite-title" className="h5">
          {t("staffPage.invite")}
        </h2>
        <p className="text-body-secondary small">{t("staffPage.inviteHelp")}</p>
        <Form onSubmit={submit} style={{ maxWidth: "32rem" }}>
          <Form.Group className="mb-3" controlId="invite-login">
            <Form.Label>{t("staffPage.login")}</Form.Label>
            <Form.Control
              type="email"
              required
              autoComplete="off"
              value={login}
              onChange={(event) => setLogin(event.target.value)}
            />
          </Form.Group>
          <RoleRadios idPrefix="invite" role={role} onChange={setRole} />
          {reviewer && (
            <JuryCheckboxes
              idPrefix="invite"
              juries={juries}
              chosen={chosen}
              onChange={setChosen}
              invalid={tried && missingJury}
            />
          )}
          <Form.Group className="mb-3" controlId="invite-locale">
            <Form.Label>{t("staffPage.language")}</Form.Label>
            <Form.Select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
              <option value="en">{t("staffPage.language.en")}</option>
              <option value="fr">{t("staffPage.language.fr")}</option>
            </Form.Select>
          </Form.Group>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
            {t("staffPage.sendInvitation")}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
