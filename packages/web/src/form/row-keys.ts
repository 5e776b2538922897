/**
 * Keys that follow the lines of a list rather than their positions, so that what a line's widgets
 * hold (an upload in flight, a refused file's message) stays with that line when others go.
 */
export interface RowKeys {
  /** The key of each row, in order; a row keeps its key for as long as it is in the list. */
  of(rows: readonly unknown[]): number[];
  /** Gives `row`, the edited copy of a line, that line's key. */
  adopt(row: object, key: number): void;
}

let nextKey = 0;

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;

/** The keys of one list's rows (one per repeatable group). */
export function createRowKeys(): RowKeys {
  const keyOf = new WeakMap<object, number>();
  let last: { rows: readonly unknown[]; keys: number[] } = { rows: [], keys: [] };

  return {
    of(rows) {
      if (rows === last.rows) return last.keys;
      const used = new Set<number>();
      const keys: (number | undefined)[] = rows.map((row) => {
        const key = isObject(row) ? keyOf.get(row) : undefined;
        if (key === undefined || used.has(key)) return undefined;
        used.add(key);
        return key;
      });
      // Rows never seen (the server's copy of the list after a save, which may have dropped
      // invalid lines) take the key of the next previous line with the same content, in order.
      const texts = last.rows.map((row) => JSON.stringify(row));
      let from = 0;
      const result = keys.map((known, index) => {
        if (known !== undefined) return known;
        const text = JSON.stringify(rows[index]);
        const match = texts.findIndex((old, n) => n >= from && !used.has(last.keys[n]) && old === text);
        const key = match >= 0 ? last.keys[match] : nextKey++;
        if (match >= 0) from = match + 1;
        used.add(key);
        const row = rows[index];
        if (isObject(row)) keyOf.set(row, key);
        return key;
      });
      last = { rows, keys: result };
      return result;
    },
    adopt(row, key) {
      keyOf.set(row, key);
    },
  };
}
