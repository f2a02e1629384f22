/**
 * Sets an own, enumerable data property — also for the key `__proto__`, which a plain assignment would turn
 * into a prototype change (a parameter may be named `__proto__`). Other keys are assigned plainly: defining
 * every property made objects slow to build and to serialise (measured: a quarter of catalog.json's time).
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
