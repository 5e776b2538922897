/**
 * A size in bytes as people read it, in their language, with the runtime's unit names (Intl unit
 * formatting): bytes below a kilobyte ("12 bytes", "12 octets"), whole kilobytes below a megabyte
 * ("850 kB", "850 ko"), else megabytes with one decimal ("1.2 MB", "1,2 Mo"). Never "0.00 MB".
 */
export function readableSize(bytes: number, lang: string): string {
  const size = Math.max(0, Number.isFinite(bytes) ? bytes : 0);
  const format = (value: number, unit: string, unitDisplay: "long" | "short", digits: number) =>
    new Intl.NumberFormat(lang, { style: "unit", unit, unitDisplay, maximumFractionDigits: digits }).format(
      value,
    );
  if (size < 1024) return format(size, "byte", "long", 0);
  const kilobytes = Math.round(size / 1024);
  if (kilobytes < 1024) return format(kilobytes, "kilobyte", "short", 0);
  return format(size / 1024 / 1024, "megabyte", "short", 1);
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
