/**
 * Python-style rendering of values inside validation messages. The reference's messages embed Python
 * list reprs (`['US', 'HK', 'SH']`); models and apps already match on that wording, so we keep it.
 * @see ../../../../shared/reference/markdown-tools-reference.md §3.2
 */

/** `'text'` the way Python's `repr()` quotes a string. */
export function pyStr(value: string): string {
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  const escaped = value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/\t/g, "\\t");
  return quote + (quote === "'" ? escaped.replace(/'/g, "\\'") : escaped) + quote;
}

/** Python `repr()` of a JSON-like value (`True`, `None`, `'s'`, `[1, 2]`). */
export function pyRepr(value: unknown): string {
  if (typeof value === "string") return pyStr(value);
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (Array.isArray(value)) return pyList(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Python `repr()` of a list. */
export function pyList(values: readonly unknown[]): string {
  return `[${values.map(pyRepr).join(", ")}]`;
}

/** A value as Python's `str()` would print it inside `'…'` in a message. */
export function pyText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return pyRepr(value);
}
