/** The queue's size column (SPEC §9): bytes in MB (1024 × 1024) with 2 decimals, e.g. "1.50". */
export function sizeInMb(bytes: number): string {
  return (Math.max(0, bytes) / 1048576).toFixed(2);
}

/** A size in bytes as people read it, in their language: kB below a megabyte, else MB ("1,5 MB"). */
export function readableSize(bytes: number, lang: string): string {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024
    ? `${number.format(bytes / 1024)} kB`
    : `${number.format(bytes / 1024 / 1024)} MB`;
}

const two = (n: number) => String(n).padStart(2, "0");

/**
 * An upload date (Unix seconds) as dd/MM/yyyy HH:mm (SPEC §9), in the given IANA time zone or the
 * runtime's own; "" for a missing or invalid date.
 */
export function formatUploadDate(seconds: unknown, timeZone?: string): string {
  const value = typeof seconds === "string" && seconds.trim() !== "" ? Number(seconds) : seconds;
  if (typeof value !== "number" || !Number.isFinite(value)) return "";
  const date = new Date(value * 1000);
  if (Number.isNaN(date.getTime())) return "";
  if (!timeZone) {
    return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
  }
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} ${part("hour")}:${part("minute")}`;
}
