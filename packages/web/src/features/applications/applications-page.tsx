import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { ErrorBoundary } from "../../lib/error-boundary.tsx";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { isAdministratorSession, isStaffSession, sessionMay } from "../../lib/staff-session.ts";
import { useLang } from "../../form/localize.ts";
import type { ApplicationRow } from "./applications-api.ts";
import { applicationsQuery } from "./applications-api.ts";
import { applicationColumns, displayName, isRankingView } from "./applications-columns.tsx";
import { ApplicationsBulkActions } from "./applications-bulk-actions.tsx";
import { ApplicationsExport } from "./applications-export.tsx";
import { ApplicationsFilters } from "./applications-filters.tsx";
import { CampaignSelector } from "./campaign-selector.tsx";
import { facetLabels, useJuryLabels, useProgrammes } from "./applications-labels.ts";
import { selectedCount, selectionOf, useRowSelection } from "./applications-selection.tsx";
import { ApplicationsTable } from "./applications-table.tsx";
import { apiQueryOf, sortedBy, useWorkspaceView } from "./applications-view.ts";
import { filtersSelection } from "./bulk-api.ts";
import { rememberView } from "./current-view.ts";
import { DossierZipDownload, type DossierZipTarget } from "./dossier-zip-download.tsx";
import { ScoresExport } from "./scores-export.tsx";
import { SisExportButton } from "./sis-export-dialog.tsx";

/**
 * Route /admin/applications: the admissions staff's workspace. The applications of the view
 * (filters, search and sort, all in the URL so that a link reproduces it) in a table sorted and
 * filtered by the server, with the counts of each filter value, Load more, and an export of the view.
 * Each name opens the dossier, carrying the view so that the dossier moves to the next one.
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!isStaffSession(session)) return <Alert variant="warning">{t("workspace.staffOnly")}</Alert>;
  return (
    <section aria-labelledby="applications-title">
      <ErrorBoundary>
        <Workspace />
      </ErrorBoundary>
    </section>
  );
}

function Workspace() {
  const { t } = useTranslation();
  const lang = useLang();
  const { view, search, setView } = useWorkspaceView();
  const heading = (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      <h1 id="applications-title" className="h3 mb-0 me-auto">
        {t("workspace.title")}
      </h1>
      <CampaignSelector
        value={view.filters.campaign}
        onChange={(campaign) =>
          setView({ ...view, filters: { ...view.filters, campaign: campaign || undefined } })
        }
      />
    </div>
  );
  const query = useMemo(() => apiQueryOf(view), [view]);
  // The previous view stays on screen while the next one loads, so a filter change does not blank the table.
  const listing = useInfiniteQuery({ ...applicationsQuery(query), placeholderData: keepPreviousData });
  const programmes = useProgrammes(lang);
  const juries = useJuryLabels(lang);
  const labels = useMemo(() => facetLabels(t, lang, programmes, juries), [t, lang, programmes, juries]);
  const [exported, setExported] = useState<string>();
  const [handedOff, setHandedOff] = useState<string>();
  // After Load more, the keyboard goes on at the first row added (the button may be gone).
  const [focusRow, setFocusRow] = useState<number>();
  const tableRef = useRef<HTMLDivElement>(null);

  const pages = listing.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const first = pages?.[0];
  const last = pages?.[pages.length - 1];
  const dossierSearch = search ? `?${search}` : "";
  const selection = useRowSelection(query, rows);
  // Changes in bulk and reminders are an administrator's (the domain's staff rights): a reviewer's
  // workspace selects nothing.
  const session = useSession();
  const bulk = sessionMay(session, "decide");
  // The hand-off exports the rows ticked, else the whole view (issue #39).
  const ticked = selection.all || selection.ids.size > 0;

  // The dossier page moves through what the workspace has shown: every load updates the view it
  // knows. Not while the previous view's rows stand in for the next one's: they are not its rows.
  const shown = listing.isPlaceholderData ? undefined : last;
  const remember = useCallback(() => {
    if (shown)
      rememberView(
        dossierSearch,
        rows.map((row) => row.id),
        shown.next,
        shown.total,
      );
  }, [rows, shown, dossierSearch]);
  useEffect(remember, [remember]);

  useEffect(() => {
    if (focusRow === undefined || rows.length <= focusRow) return;
    tableRef.current?.querySelectorAll<HTMLElement>("tbody th a")[focusRow]?.focus();
    setFocusRow(undefined);
  }, [focusRow, rows]);

  // The rows ticked, when some are; otherwise the whole view (a reviewer ticks none).
  const dossierTarget = (total: number): DossierZipTarget => {
    const ticked = bulk && (selection.all || selection.ids.size > 0);
    return ticked
      ? { selection: selectionOf(selection, query), count: selectedCount(selection, total), ticked }
      : { selection: filtersSelection(query), count: total, ticked };
  };

  const ranking = isRankingView(view);
  const columns = useMemo(() => {
    // The login under the name, cut to the column's width (whole in its tooltip): as a column of
    // its own, a campaign's long addresses pushed the last columns off a 1366 px screen.
    const name = (row: ApplicationRow) => (
      <>
        <Link to={`/admin/applications/${row.id}${dossierSearch}`} onClick={remember}>
          {displayName(row, t)}
        </Link>
        <div className="text-body-secondary text-truncate" style={{ maxWidth: "13rem" }} title={row.login}>
          {row.login}
        </div>
      </>
    );
    return applicationColumns(t, lang, labels, name, ranking);
  }, [t, lang, labels, remember, dossierSearch, ranking]);

  return (
    <>
      {heading}
      <ApplicationsFilters
        view={view}
        onChange={setView}
        counts={first?.counts}
        labels={labels}
        programmes={programmes}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <p className="mb-0 me-auto" role="status">
          {first && (
            <>
              <strong>{t("workspace.total", { count: first.total })}</strong>
              {rows.length < first.total && (
                <span className="text-body-secondary"> · {t("workspace.shown", { shown: rows.length })}</span>
              )}
            </>
          )}
        </p>
        {first && <ApplicationsExport query={query} total={first.total} onDone={setExported} />}
        {first && <ScoresExport query={query} admin={isAdministratorSession(session)} onDone={setExported} />}
        {first && isAdministratorSession(session) && (
          <SisExportButton
            selection={ticked ? selectionOf(selection, query) : filtersSelection(query)}
            count={ticked ? selectedCount(selection, first.total) : first.total}
            selected={ticked}
            onDone={setHandedOff}
          />
        )}
        {first && (
          <DossierZipDownload
            target={() => dossierTarget(first.total)}
            reviewer={!isAdministratorSession(session)}
            onDone={setExported}
          />
        )}
        {bulk && (
          <ApplicationsBulkActions
            query={query}
            selection={selection}
            shown={rows.length}
            total={first?.total ?? 0}
            juries={juries}
          />
        )}
      </div>
      {exported && (
        <Alert
          variant="success"
          dismissible
          closeLabel={t("common.close")}
          onClose={() => setExported(undefined)}
        >
          {t("workspace.export.done", { file: exported })}
        </Alert>
      )}
      {handedOff && (
        <Alert
          variant="success"
          dismissible
          closeLabel={t("common.close")}
          onClose={() => setHandedOff(undefined)}
        >
          {handedOff}
        </Alert>
      )}
      {listing.isPending ? (
        <PageSpinner label={t("workspace.loading")} />
      ) : listing.error && !first ? (
        <Alert variant="danger">{describeError(listing.error, t)}</Alert>
      ) : rows.length === 0 ? (
        <p>{t("workspace.none")}</p>
      ) : (
        <>
          <div ref={tableRef}>
            <ApplicationsTable
              rows={rows}
              columns={columns}
              view={view}
              onSort={(column) => setView(sortedBy(view, column))}
              selection={bulk ? selection : undefined}
            />
          </div>
          {listing.error && <Alert variant="danger">{describeError(listing.error, t)}</Alert>}
          {listing.hasNextPage && (
            <Button
              variant="outline-secondary"
              className="mt-3"
              disabled={listing.isFetchingNextPage}
              onClick={() => {
                setFocusRow(rows.length);
                void listing.fetchNextPage();
              }}
            >
              {listing.isFetchingNextPage && (
                <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
              )}
              {t("workspace.loadMore")}
            </Button>
          )}
        </>
      )}
    </>
  );
}
