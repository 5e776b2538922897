/** The text a hidden input carries for a value: strings as they are, anything else as JSON. */
export function serialiseValue(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
