import { formatEuros } from "@portal/domain/workflow/amounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { archiveWaiverCode, waiverCodesQuery, type WaiverCodes } from "./waiver-codes-api.ts";

/** A code's last day (YYYY-MM-DD, where the office is) in the reader's language: "30 Jun 2026", "30 juin 2026". */
function day(value: string, language: string): string {
  const [year, month, date] = value.split("-").map(Number) as [number, number, number];
  const tag = language.toLowerCase().startsWith("fr") ? "fr-FR" : "en-GB";
  return new Intl.DateTimeFormat(tag, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, date)));
}

/**
 * The waiver codes in a table: the code and its state, the payment, what it takes off, the
 * programme, its uses out of its maximum, its last day, who created it, and Archive or Restore.
 */
export function WaiverCodeList({ data }: { data: WaiverCodes }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const archive = useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) => archiveWaiverCode(id, archived),
    onSuccess: () => client.invalidateQueries({ queryKey: waiverCodesQuery.queryKey }),
  });
  const fr = i18n.language.startsWith("fr");
  const programmeName = (code: string | null) => {
    if (code === null) return t("waiverCodes.anyProgramme");
    const found = data.programmes.find((p) => p.code === code);
    return found ? (fr ? found.labelFr : found.labelEn) : code;
  };
  if (data.codes.length === 0) return <p className="text-body-secondary">{t("waiverCodes.none")}</p>;
  return (
    <>
      {archive.error && <Alert variant="danger">{describeError(archive.error, t)}</Alert>}
      <div className="table-responsive">
        <Table size="sm" className="align-middle">
          <caption className="caption-top">{t("waiverCodes.current")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("waiverCodes.code")}</th>
              <th scope="col">{t("waiverCodes.nature")}</th>
              <th scope="col">{t("waiverCodes.off")}</th>
              <th scope="col">{t("waiverCodes.programme")}</th>
              <th scope="col">{t("waiverCodes.uses")}</th>
              <th scope="col">{t("waiverCodes.expires")}</th>
              <th scope="col">{t("waiverCodes.createdBy")}</th>
              <th scope="col">{t("waiverCodes.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {data.codes.map((code) => (
              <tr key={code.id} className={code.archived ? "text-body-secondary" : undefined}>
                <th scope="row">
                  <code className="text-body text-nowrap">{code.code}</code>{" "}
                  {code.archived && <Badge bg="secondary">{t("waiverCodes.archived")}</Badge>}
                  {!code.archived && code.expired && (
                    <Badge bg="warning" text="dark">
                      {t("waiverCodes.expired")}
                    </Badge>
                  )}
                </th>
                <td>{t(`dossierActions.payments.nature.${code.nature}`)}</td>
                <td className="text-nowrap">
                  {code.percentOff !== null
                    ? `${code.percentOff} %`
                    : formatEuros(code.amountOff ?? 0, i18n.language)}
                </td>
                <td>{programmeName(code.programme)}</td>
                <td className="text-nowrap">
                  {code.maxUses === null
                    ? t("waiverCodes.usesNoLimit", { uses: code.uses })
                    : t("waiverCodes.usesOf", { uses: code.uses, max: code.maxUses })}
                </td>
                <td className="text-nowrap">
                  {code.validUntil ? day(code.validUntil, i18n.language) : t("waiverCodes.never")}
                </td>
                <td className="text-break">{code.createdBy}</td>
                <td>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={archive.isPending}
                    aria-label={t(code.archived ? "waiverCodes.restore" : "waiverCodes.archive", {
                      code: code.code,
                    })}
                    onClick={() => archive.mutate({ id: code.id, archived: !code.archived })}
                  >
                    {t(code.archived ? "waiverCodes.restoreShort" : "waiverCodes.archiveShort")}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}
