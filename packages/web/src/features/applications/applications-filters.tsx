import { useEffect, useId, useRef, useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Col from "react-bootstrap/Col";
import Form from "react-bootstrap/Form";
import Row from "react-bootstrap/Row";
import { useTranslation } from "react-i18next";
import { ADMISSION_DECISIONS } from "@portal/domain/workflow/results";
import { STAGES } from "@portal/domain/workflow/stage";
import { DOCUMENT_STATUSES } from "@portal/domain/workflow/application-facts";
import { DEFAULT_DISAGREEMENT } from "@portal/domain/review/standing";
import { cx } from "../../form/localize.ts";
import type { ApplicationsPage } from "./applications-api.ts";
import type { FacetLabels, Programme } from "./applications-labels.ts";
import { PROGRAMME_TYPE_CODES } from "./applications-labels.ts";
import type { FilterKey, WorkspaceView } from "./applications-view.ts";

/** The counts per value of each facet, over the view without that facet's own filter. */
type Counts = ApplicationsPage["counts"];
type Facet = keyof Counts & keyof FacetLabels;

/** The values each facet offers even when the current view counts none of them. */
const KNOWN_VALUES: Record<Facet, readonly string[]> = {
  typeformation: PROGRAMME_TYPE_CODES,
  jury: [],
  stage: STAGES,
  admis: ADMISSION_DECISIONS,
  eu: ["true", "false"],
  scholarship: ["true", "false"],
  documents: DOCUMENT_STATUSES,
};

/** The facets shown as selects with counts, in the order of the table's columns. */
const FACETS: Facet[] = ["typeformation", "jury", "stage", "documents", "admis", "eu", "scholarship"];

/**
 * Filters the listing takes without counting them (issue #11): the documents review, the payment
 * status and the hand-off to the student system, each value a comma list the server reads as "any of".
 */
const STATUS_FILTERS = {
  review: ["to_check", "requested", "overdue"],
  payment: ["paid", "partly", "unpaid", "overpaid"],
  // The hand-off to the student information system (issue #39): who is left to send.
  sis: ["not_exported", "exported"],
} as const;

/** The date ranges: last activity and creation, each from / to. */
const DATES: FilterKey[] = ["updatedFrom", "updatedTo", "createdFrom", "createdTo"];

/** How long the search waits after the last keystroke before it changes the view. */
export const SEARCH_DELAY_MS = 300;

/**
 * The workspace's filters: a search box (applied once typing pauses), one select per facet whose
 * options carry their counts ("Admitted (12)"), the programme chosen (of the selected type), date
 * ranges, and Clear filters. On a phone they fold behind a Filters button.
 */
export function ApplicationsFilters({
  view,
  onChange,
  counts,
  labels,
  programmes,
}: {
  view: WorkspaceView;
  onChange(view: WorkspaceView): void;
  counts: Counts | undefined;
  labels: FacetLabels;
  programmes: readonly Programme[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const set = (key: FilterKey, value: string) => {
    const filters = { ...view.filters, [key]: value || undefined };
    // A choice belongs to one programme type: another type makes it meaningless.
    if (key === "typeformation") delete filters.choice;
    onChange({ ...view, filters });
  };
  // The campaign is chosen above the filters (campaign-selector.tsx): Clear filters keeps it.
  const { campaign, ...filtersSet } = view.filters;
  const active = Object.keys(filtersSet).length > 0;
  // The search box stays in view when the others fold: the badge counts the folded ones.
  const folded = Object.keys(filtersSet).filter((key) => key !== "q").length;
  const choices = programmes.filter(
    (p) => !view.filters.typeformation || p.type === view.filters.typeformation,
  );

  const select = (key: FilterKey, options: { value: string; text: string }[]) => (
    <Form.Group as={Col} xs={12} sm={6} lg={3} controlId={`${id}-${key}`} key={key}>
      <Form.Label className="small mb-1">{t(`workspace.filter.${key}`)}</Form.Label>
      <Form.Select
        size="sm"
        value={view.filters[key] ?? ""}
        onChange={(event) => set(key, event.target.value)}
      >
        <option value="">{t("workspace.any")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
  const facetOptions = (facet: Facet) => {
    const counted = counts?.[facet] ?? {};
    const values = [...new Set([...KNOWN_VALUES[facet], ...Object.keys(counted), view.filters[facet] ?? ""])];
    return values
      .filter((value) => value !== "")
      .map((value) => {
        // A link may choose several values at once (the dashboard's "awaiting review"): named and counted together.
        const parts = value.split(",");
        const label = parts.map((part) => labels[facet](part)).join(", ");
        const count = parts.reduce((sum, part) => sum + (counted[part] ?? 0), 0);
        return { value, text: counts ? t("workspace.option", { label, count }) : label };
      });
  };

  return (
    <Form
      role="search"
      aria-label={t("workspace.filters")}
      className="mb-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <Row className="g-2">
        <SearchBox value={view.filters.q ?? ""} onSearch={(q) => set("q", q)} />
        <Col xs={12} className="d-md-none">
          <Button
            variant="outline-secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={`${id}-filters`}
            aria-label={folded > 0 ? t("workspace.filtersActive", { count: folded }) : undefined}
            onClick={() => setOpen(!open)}
          >
            {t("workspace.filters")}
            {folded > 0 && (
              <Badge bg="primary" pill className="ms-2">
                {folded}
              </Badge>
            )}
          </Button>
        </Col>
      </Row>
      {/* On a phone the selects and dates fold away; from md up they always show. */}
      <div id={`${id}-filters`} className={cx("collapse d-md-block mt-2", open && "show")}>
        <Row className="g-2">
          {select("typeformation", facetOptions("typeformation"))}
          {select(
            "choice",
            choices.map((p) => ({ value: p.value, text: p.label })),
          )}
          {FACETS.filter((facet) => facet !== "typeformation").map((facet) =>
            select(facet, facetOptions(facet)),
          )}
          {(["review", "payment", "sis"] as const).map((key) =>
            select(
              key,
              STATUS_FILTERS[key].map((value) => ({ value, text: t(`workspace.${key}.${value}`) })),
            ),
          )}
          <Form.Group as={Col} xs={12} sm={6} lg={3} controlId={`${id}-programme`}>
            <Form.Label className="small mb-1">{t("ranking.filter.programme")}</Form.Label>
            <Form.Select
              size="sm"
              value={view.filters.programme ?? ""}
              onChange={(event) => set("programme", event.target.value)}
            >
              <option value="">{t("ranking.filter.allProgrammes")}</option>
              {programmes.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group as={Col} xs={6} lg={3} controlId={`${id}-minScore`}>
            <Form.Label className="small mb-1">{t("ranking.filter.minScore")}</Form.Label>
            <Form.Control
              type="number"
              size="sm"
              min={0}
              max={100}
              step={1}
              value={view.filters.minScore ?? ""}
              onChange={(event) => set("minScore", event.target.value)}
            />
          </Form.Group>
          <Form.Group as={Col} xs={6} lg={3} className="d-flex align-items-end" controlId={`${id}-disagree`}>
            <Form.Check
              type="checkbox"
              label={t("ranking.filter.disagree")}
              title={t("ranking.filter.disagreeHelp", { threshold: DEFAULT_DISAGREEMENT })}
              checked={Boolean(view.filters.disagree)}
              onChange={(event) => set("disagree", event.target.checked ? "true" : "")}
            />
          </Form.Group>
          {DATES.map((key) => (
            <Form.Group as={Col} xs={6} lg={3} controlId={`${id}-${key}`} key={key}>
              <Form.Label className="small mb-1">{t(`workspace.filter.${key}`)}</Form.Label>
              <Form.Control
                type="date"
                size="sm"
                value={view.filters[key] ?? ""}
                onChange={(event) => set(key, event.target.value)}
              />
            </Form.Group>
          ))}
        </Row>
      </div>
      <Button
        variant="link"
        size="sm"
        className="px-0 mt-2"
        disabled={!active}
        onClick={() => onChange({ ...view, filters: campaign ? { campaign } : {} })}
      >
        {t("workspace.clear")}
      </Button>
    </Form>
  );
}

/**
 * The search box: what is typed shows at once, the view changes once typing pauses; a view changed
 * elsewhere (Back, Clear filters) puts its own search text back in the box.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  // What this box last sent: the view coming back with it must not overwrite what was typed since.
  const sent = useRef(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    if (value !== sent.current) setText(value);
    sent.current = value;
  }, [value]);
  useEffect(() => {
    const q = text.trim();
    if (q === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = q;
      search.current(q);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Form.Group as={Col} xs={12} lg={6} controlId={id}>
      <Form.Label className="small mb-1">{t("workspace.search")}</Form.Label>
      <Form.Control
        type="search"
        size="sm"
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <Form.Text id={`${id}-hint`} className="small">
        {t("workspace.searchHint")}
      </Form.Text>
    </Form.Group>
  );
}
