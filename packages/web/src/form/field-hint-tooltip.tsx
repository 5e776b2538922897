import type { RefObject } from "react";
import Overlay from "react-bootstrap/Overlay";
import Tooltip from "react-bootstrap/Tooltip";

/** Offset from the hint button, and the sides tried when there is no room on the right. */
const POPPER = {
  modifiers: [
    { name: "offset", options: { offset: [0, 6] } },
    { name: "flip", options: { fallbackPlacements: ["top", "bottom"] } },
    { name: "preventOverflow", options: { padding: 8 } },
  ],
};

/**
 * The floating tooltip of a field's hint button (field-hint.tsx), placed by Popper to the right of
 * the button. A module of its own: Popper and the overlay weigh about 9 KB gzip, which the form's
 * first render does not need (a phone shows hints as text and never loads it).
 */
export function HintTooltip(props: {
  id: string;
  text: string;
  show: boolean;
  target: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Overlay target={props.target} show={props.show} placement="right" popperConfig={POPPER}>
      {(overlay) => (
        <Tooltip id={`${props.id}-tooltip`} {...overlay}>
          {props.text}
        </Tooltip>
      )}
    </Overlay>
  );
}
