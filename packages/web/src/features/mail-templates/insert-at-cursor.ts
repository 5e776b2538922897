/**
 * The text with `insert` put in place of the selection [start, end) (at the cursor when they are
 * equal), and where the cursor goes next: just after what was inserted.
 */
export function insertAtCursor(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), cursor: from + insert.length };
}
