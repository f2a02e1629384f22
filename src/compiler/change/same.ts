/**
 * Value equality for catalog parts: two JSON values are the same when their canonical forms (object keys
 * sorted, schema `properties` in declared order) are equal.
 */
import { sortedJson } from "../catalog/sorted-json.js";

/** The canonical JSON text of `value` (what equality and hashes are computed on). */
export function canonicalJson(value: unknown): string {
  return sortedJson(value);
}

/** Whether `a` and `b` are the same JSON value, ignoring object key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  return a === b || canonicalJson(a) === canonicalJson(b);
}
