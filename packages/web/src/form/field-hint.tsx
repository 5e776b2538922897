import { Suspense, lazy, useRef, useState } from "react";
import { useMediaQuery } from "../lib/use-media-query.ts";
import type { FocusEvent, KeyboardEvent } from "react";

/** Below Bootstrap's sm breakpoint a hint is text under the label: an overlay would cover fields. */
export const SMALL_SCREEN = "(max-width: 575.98px)";

// Its own chunk, asked for when a field with a hint shows on a wide screen: by the first hover it is there.
const HintTooltip = lazy(async () => ({ default: (await import("./field-hint-tooltip.tsx")).HintTooltip }));

function useSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN) ?? false;
}

/**
 * When a field's hint shows: while the pointer is over the field or the focus inside it (SPEC §9
 * "shown on hover and focus"), until Escape; the next focus move or hover shows it again. The returned
 * handlers go on the field's frame.
 */
export function useFieldHint(enabled: boolean) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const small = useSmallScreen();
  const frame = enabled
    ? {
        onMouseEnter: () => {
          setHovered(true);
          setDismissed(false);
        },
        onMouseLeave: () => setHovered(false),
        onFocus: () => {
          setFocused(true);
          setDismissed(false);
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        },
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          if (event.key === "Escape" && (hovered || focused) && !dismissed) setDismissed(true);
        },
      }
    : {};
  return { shown: (hovered || focused) && !dismissed, small, frame };
}

/** Props of FieldHint. */
export interface FieldHintProps {
  /** Id of the hint's text, which the field's control names in aria-describedby. */
  id: string;
  text: string;
  shown: boolean;
  small: boolean;
  /** Accessible name of the hint button, e.g. "Help: Family name". */
  buttonLabel: string;
}

/**
 * A field's tooltip (SPEC §9, only when the schema gives one), beside the label rather than over
 * the field: a small help button, reachable with the keyboard, and the tooltip placed to its right
 * (above or below when there is no room), so that it never covers another field's control. Its
 * text is always in the page, visually hidden, for screen readers (the control's description). On a
 * small screen it is plain text under the label, with no overlay at all.
 */
export function FieldHint({ id, text, shown, small, buttonLabel }: FieldHintProps) {
  const button = useRef<HTMLButtonElement>(null);
  if (small)
    return (
      <div id={id} className="form-text mt-0 mb-1">
        {text}
      </div>
    );
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-link btn-sm p-0 ms-1 align-baseline lh-1 text-decoration-none"
        aria-label={buttonLabel}
        aria-describedby={id}
      >
        <InfoIcon />
      </button>
      <span id={id} className="visually-hidden">
        {text}
      </span>
      <Suspense fallback={null}>
        <HintTooltip id={id} text={text} show={shown} target={button} />
      </Suspense>
    </>
  );
}

/** An "i" in a circle, drawn (the ⓘ character is missing from many system fonts, a box instead). */
function InfoIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16" />
      <path d="m8.93 6.588-2.29.287-.082.38.45.083c.294.07.352.176.288.469l-.738 3.468c-.194.897.105 1.319.808 1.319.545 0 1.178-.252 1.465-.598l.088-.416c-.2.176-.492.246-.686.246-.275 0-.375-.193-.304-.533zM9 4.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0" />
    </svg>
  );
}
