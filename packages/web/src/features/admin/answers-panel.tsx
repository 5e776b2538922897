import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import Badge from "react-bootstrap/Badge";
import Form from "react-bootstrap/Form";
import Nav from "react-bootstrap/Nav";
import Spinner from "react-bootstrap/Spinner";
import Tab from "react-bootstrap/Tab";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { answersQuery } from "./answers-api.ts";
import { AnswerList } from "./answer-list.tsx";
import { PersonalDataActions } from "./personal-data-actions.tsx";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";

/** Props of the side panel: the form, the answer open now, and what opening another one does. */
export interface AnswersPanelProps {
  formId: string;
  activeLogin?: string;
  onOpen(login: string): void;
  /** Answer fields listed besides last modified and created (none by default). */
  fields?: string[];
}

const NO_FIELDS: string[] = [];

/** Waits until typing pauses before searching. */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The administrators' side panel (SPEC §2, §6): tabs listing answers, one entry per candidate
 * labelled by user id and login with last modified and created, the open one highlighted, the tab
 * heading with the count; a search box and "Load more" paging.
 */
export function AnswersPanel({ formId, activeLogin, onOpen, fields = NO_FIELDS }: AnswersPanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  // The previous list stays while a search runs, so the panel does not flash empty.
  const listing = useInfiniteQuery({ ...answersQuery(formId, fields, q), placeholderData: keepPreviousData });
  const items = listing.data?.pages.flatMap((page) => page.items) ?? [];
  const total = listing.data?.pages[0]?.total;
  return (
    <Tab.Container id="admin-answers" defaultActiveKey="all">
      <Nav variant="tabs" className="mb-2">
        <Nav.Item>
          <Nav.Link eventKey="all">
            {t("admin.answers")}{" "}
            {total !== undefined && (
              <Badge bg="secondary" pill aria-label={t("admin.count", { shown: items.length, total })}>
                {total}
              </Badge>
            )}
          </Nav.Link>
        </Nav.Item>
      </Nav>
      <Tab.Content>
        <Tab.Pane eventKey="all">
          <Form.Control
            type="search"
            size="sm"
            className="mb-2"
            placeholder={t("admin.search")}
            aria-label={t("admin.search")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {listing.isPending && <Spinner animation="border" size="sm" role="status" />}
          {listing.error && (
            <Alert variant="danger" className="py-1 small">
              {describeError(listing.error, t)}
            </Alert>
          )}
          {listing.data && items.length === 0 && (
            <p className="small text-body-secondary">{t("admin.none")}</p>
          )}
          <AnswerList items={items} fields={fields} activeLogin={activeLogin} onOpen={onOpen} />
          {listing.hasNextPage && (
            <Button
              variant="outline-secondary"
              size="sm"
              className="w-100 mt-2"
              disabled={listing.isFetchingNextPage}
              onClick={() => void listing.fetchNextPage()}
            >
              {listing.isFetchingNextPage ? t("select.loading") : t("admin.loadMore")}
            </Button>
          )}
        </Tab.Pane>
      </Tab.Content>
      <PersonalDataActions login={activeLogin} onGone={() => onOpen("")} />
    </Tab.Container>
  );
}
