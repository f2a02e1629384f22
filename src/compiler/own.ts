/**
 * Own-property lookups for records keyed by user text. A YAML key or value such as `constructor`,
 * `toString` or `__proto__` must never find `Object.prototype`'s members (a function where a shape, a hint
 * or a grant was expected).
 */

/** `record[key]` when `key` is the record's own property, else `undefined`. */
export function ownValue<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Sets an own, enumerable data property — also for the key `__proto__`, which a plain assignment would turn
 * into a prototype change (a tool, agent, header or parameter may be named `__proto__`). Other keys are
 * assigned plainly: defining every property made objects slow to build and to serialise.
 */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
