/**
 * Property helpers that are safe for any key: model-supplied names such as `__proto__` must become
 * ordinary own properties, never touch the prototype.
 */

/** Plain-object check (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Defines `key` as an ordinary own, enumerable property. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // Plain assignment is much faster; only `__proto__` would hit the prototype setter.
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** `Object.hasOwn` for records. */
export function hasOwn(target: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(target, key);
}
