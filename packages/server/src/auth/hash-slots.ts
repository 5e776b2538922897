import os from "node:os";

/**
 * How many argon2 computations run at once in this process. argon2 runs on libuv's thread pool
 * (4 threads by default), which file reads, zlib and DNS share: twenty logins at once would queue
 * every other request's file work behind a second of hashing, and four busy threads on two cores
 * leave the event loop and the database little CPU. One core less than the machine has (at least
 * one) keeps a core for everything else; ARGON2_CONCURRENCY overrides it.
 */
export const HASH_SLOTS = Math.max(
  1,
  Number(process.env.ARGON2_CONCURRENCY) || Math.min(os.availableParallelism() - 1, 3),
);

let busy = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when one of the HASH_SLOTS is free, first come first served. */
export async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else busy++;
  try {
    return await work();
  } finally {
    // Hands the slot straight to the next waiter (busy stays the same) or frees it.
    const next = waiting.shift();
    if (next) next();
    else busy--;
  }
}
