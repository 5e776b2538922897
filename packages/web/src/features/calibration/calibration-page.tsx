import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Form from "react-bootstrap/Form";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { DEFAULT_LEANING } from "@portal/domain/review/calibration";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { calibrationJuriesQuery, calibrationQuery, type ReviewerCalibration } from "./calibration-api.ts";

const MARKER = {
  harsh: "danger",
  lenient: "warning",
  even: "success",
  unknown: "secondary",
} as const;

/** A reviewer's leaning in words: "Scores 14 points below the other readers on the same 12 applications." */
export function leaningInWords(r: ReviewerCalibration, t: TFunction, lang: string): string {
  if (r.difference === null) return t("ranking.calibration.alone");
  const points = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(Math.abs(r.difference));
  if (r.leaning === "harsh") return t("ranking.calibration.below", { points, count: r.shared });
  if (r.leaning === "lenient") return t("ranking.calibration.above", { points, count: r.shared });
  return t("ranking.calibration.level", { count: r.shared });
}

/**
 * Route /admin/calibration (issue #38): for a jury's administrator, each reviewer's mean and spread
 * against the other readers of the same applications, with a harsh, lenient or even marker explained
 * in words, so that a harsh or lenient reader is seen before decisions.
 */
export function CalibrationPage() {
  const { t, i18n } = useTranslation();
  const administrator = useSession()?.admin === true;
  const selectId = useId();
  const juries = useQuery({ ...calibrationJuriesQuery, enabled: administrator });
  const [jury, setJury] = useState("");
  const calibration = useQuery({ ...calibrationQuery(jury), enabled: administrator && jury !== "" });
  if (!administrator) return <Alert variant="warning">{t("ranking.calibration.adminOnly")}</Alert>;
  const number = (n: number | null) =>
    n === null ? "–" : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(n);
  return (
    <section aria-labelledby="calibration-title">
      <h1 id="calibration-title" className="h3 mb-3">
        {t("ranking.calibration.title")}
      </h1>
      <p className="text-body-secondary">
        {t("ranking.calibration.intro", { threshold: calibration.data?.threshold ?? DEFAULT_LEANING })}
      </p>
      {juries.isPending ? (
        <PageSpinner label={t("ranking.calibration.title")} />
      ) : juries.error ? (
        <Alert variant="danger">{describeError(juries.error, t)}</Alert>
      ) : (
        <Form.Group controlId={selectId} className="mb-3" style={{ maxWidth: "30rem" }}>
          <Form.Label>{t("ranking.calibration.jury")}</Form.Label>
          <Form.Select value={jury} onChange={(event) => setJury(event.target.value)}>
            <option value="">{t("ranking.calibration.chooseJury")}</option>
            {juries.data.map((j) => (
              <option key={j.id_jury} value={j.id_jury}>
                {j.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {jury !== "" &&
        (calibration.isPending ? (
          <PageSpinner label={t("ranking.calibration.title")} />
        ) : calibration.error ? (
          <Alert variant="danger">{describeError(calibration.error, t)}</Alert>
        ) : calibration.data.reviewers.length === 0 ? (
          <Alert variant="info">{t("ranking.calibration.empty")}</Alert>
        ) : (
          <div className="table-responsive">
            <Table hover size="sm" className="align-middle">
              <thead>
                <tr>
                  <th scope="col">{t("ranking.calibration.reviewer")}</th>
                  <th scope="col">{t("ranking.calibration.leaning")}</th>
                  <th scope="col" className="text-end">
                    {t("ranking.calibration.reviews")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("ranking.calibration.mean")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("ranking.calibration.deviation")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("ranking.calibration.shared")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("ranking.calibration.sharedMean")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("ranking.calibration.othersMean")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("ranking.calibration.difference")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {calibration.data.reviewers.map((r) => (
                  <tr key={r.reviewer}>
                    <th scope="row" className="fw-normal">
                      {r.reviewer}
                    </th>
                    <td>
                      <Badge bg={MARKER[r.leaning]} text={r.leaning === "lenient" ? "dark" : undefined}>
                        {t(`ranking.calibration.${r.leaning}`)}
                      </Badge>
                      <div className="small text-body-secondary">{leaningInWords(r, t, i18n.language)}</div>
                    </td>
                    <td className="text-end">{r.reviews}</td>
                    <td className="text-end">{number(r.mean)}</td>
                    <td className="text-end">{number(r.deviation)}</td>
                    <td className="text-end">{r.shared}</td>
                    <td className="text-end">{number(r.sharedMean)}</td>
                    <td className="text-end">{number(r.othersMean)}</td>
                    <td className="text-end">{number(r.difference)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        ))}
    </section>
  );
}
