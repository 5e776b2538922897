import { useCallback, useEffect, useState } from "react";
import Button from "react-bootstrap/Button";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { neighbourInView, positionInView } from "./current-view.ts";
import { fetchViewPage } from "./dossier-api.ts";

type Direction = "previous" | "next";

/** True when a key press belongs to what the person is typing (the note field, a search box…). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** The direction a key press asks for: j or Alt+→ the next application, k or Alt+← the previous one. */
function directionOf(event: KeyboardEvent): Direction | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (event.altKey)
    return event.key === "ArrowRight" ? "next" : event.key === "ArrowLeft" ? "previous" : null;
  if (event.shiftKey) return null;
  return event.key === "j" ? "next" : event.key === "k" ? "previous" : null;
}

/**
 * Previous and Next over the workspace's current view (the query string the dossier was opened
 * with, kept from one application to the next), by button or keyboard; where the view ends, says so.
 */
export function DossierNavigation({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [edge, setEdge] = useState<Direction | null>(null);
  const position = positionInView(search, id);

  useEffect(() => setEdge(null), [id]);

  const go = useCallback(
    async (direction: Direction) => {
      const other = await neighbourInView(search, id, direction, fetchViewPage).catch(() => null);
      if (other === null) return setEdge(direction);
      navigate(`/admin/applications/${other}${search}`);
    },
    [id, navigate, search],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const direction = directionOf(event);
      if (!direction || event.defaultPrevented || isTyping(event.target)) return;
      // Alt+← would otherwise also go back in the browser's history.
      event.preventDefault();
      void go(direction);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [go]);

  if (!position) return null;
  return (
    <nav
      aria-label={t("dossier.position", position)}
      className="d-flex flex-wrap align-items-center gap-2 mb-3"
    >
      <Button
        variant="outline-secondary"
        size="sm"
        title={t("dossier.previousTitle")}
        aria-keyshortcuts="k Alt+ArrowLeft"
        disabled={position.position === 1}
        onClick={() => void go("previous")}
      >
        ← {t("dossier.previous")}
      </Button>
      <Button
        variant="outline-secondary"
        size="sm"
        title={t("dossier.nextTitle")}
        aria-keyshortcuts="j Alt+ArrowRight"
        disabled={position.position >= position.total}
        onClick={() => void go("next")}
      >
        {t("dossier.next")} →
      </Button>
      <span className="small text-body-secondary">{t("dossier.position", position)}</span>
      <span className="visually-hidden">{t("dossier.keyboardHint")}</span>
      <span aria-live="polite" className="small">
        {edge === "next" ? t("dossier.last") : edge === "previous" ? t("dossier.first") : null}
      </span>
    </nav>
  );
}
