/**
 * Sets an own, enumerable data property — also for the key `__proto__`, which a plain assignment would turn
 * into a prototype change (a parameter may be named `__proto__`).
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
