/** The keys of an object a computation read, or "all" when it listed them (a spread, Object.keys). */
export type Reads = ReadonlySet<string> | "all";

/**
 * Runs a pure computation on `values`, recording which of its keys it read. Whatever the
 * computation does, its result depends on those keys' values only: run again on values that differ
 * only in other keys, it reads the same values, takes the same branches and gives the same result.
 * Nested objects are read through their key (a change inside one is a change of its key's value).
 */
export function withRecordedReads<T extends object, R>(
  values: T,
  compute: (values: T) => R,
): { result: R; reads: Reads } {
  const read = new Set<string>();
  let listed = false;
  const note = (key: string | symbol) => {
    if (typeof key === "string") read.add(key);
  };
  const recording = new Proxy(values, {
    get(target, key, receiver) {
      note(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      note(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      note(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      listed = true;
      return Reflect.ownKeys(target);
    },
  });
  const result = compute(recording);
  return { result, reads: listed ? "all" : read };
}

/** True when none of `changed` is a key the computation read. */
export function unaffectedBy(reads: Reads, changed: readonly string[]): boolean {
  return reads !== "all" && !changed.some((key) => reads.has(key));
}
