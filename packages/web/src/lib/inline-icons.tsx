/**
 * Bootstrap's icons of the top bar's menu button and of a select, drawn as SVG elements of the page
 * instead of Bootstrap's SVG background images: Chromium builds a document of its own for each
 * SVG image, 5 to 17 ms of the main thread apiece on a phone's first screen, before Lighthouse's
 * fourfold slowdown (issue #13). The same paths, strokes and colours (app.css).
 */

/** The three bars of the top bar's menu button (Navbar.Toggle's own icon otherwise). */
export function MenuIcon() {
  return (
    <svg className="menu-icon" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
      <path d="M4 7h22M4 15h22M4 23h22" />
    </svg>
  );
}

/** A select's arrow, over a `.drawn-chevron` select (which then has no background image). */
export function ChevronIcon() {
  return (
    <svg className="select-chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="m2 5 6 6 6-6" />
    </svg>
  );
}
