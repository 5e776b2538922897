/**
 * CPU time (user + system) of the local PostgreSQL server's processes, read from /proc: what a
 * benchmark's database side costs per request, beside the server's own CPU. Linux only, and only a
 * server on this machine (null elsewhere, or when no postgres process is found).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Microseconds of CPU the postgres processes running now have used (exited backends are not counted). */
export function postgresCpuMicros(): number | null {
  if (!fs.existsSync("/proc/self/stat")) return null;
  let ticks = 0;
  let found = false;
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // gone since the listing
    }
    // "pid (comm) state ppid …": comm may hold spaces, so fields are counted after its ")".
    const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    if (comm !== "postgres") continue;
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    found = true;
  }
  return found ? (ticks * 1_000_000) / ticksPerSecond : null;
}
