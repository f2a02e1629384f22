/**
 * Keeps pattern validation bounded. ajv's validators test `pattern` / `patternProperties` with V8's
 * backtracking engine, synchronously, before the tool's deadline starts: one catastrophic pattern lets
 * a 30-character argument block the event loop for minutes. So, for a tool whose schema has patterns:
 * - a pattern that can backtrack exponentially (the compiler's `pattern-unsafe`) is never run: the call
 *   fails before validation (a catalog compiled with errors ignored, or written by hand, can hold one);
 * - every argument string a pattern may test (a value under `pattern`, a key under `patternProperties` /
 *   `propertyNames`; ./pattern-inputs.ts) must be at most `limits.maxPatternInputChars` long, which
 *   bounds the polynomial patterns the analysis lets through.
 * @see ../../../README.md "Generated code and the runtime"
 */
import type { JsonSchema } from "../catalog.js";
import { DEFAULT_LIMITS } from "../limits.js";
import { firstUnsafePattern, schemaPatterns, type UnsafePattern } from "../regex/schema-patterns.js";
import { hasLongPatternInput } from "./pattern-inputs.js";

/** Default of `limits.maxPatternInputChars`. */
export const DEFAULT_MAX_PATTERN_INPUT_CHARS: number = DEFAULT_LIMITS.maxPatternInputChars;

interface PatternFacts {
  hasPatterns: boolean;
  unsafe: UnsafePattern | undefined;
}

const factsCache = new WeakMap<JsonSchema, PatternFacts>();

/** Per schema, once (catalog data is immutable). */
function factsOf(schema: JsonSchema): PatternFacts {
  let facts = factsCache.get(schema);
  if (!facts) {
    facts = { hasPatterns: schemaPatterns(schema).length > 0, unsafe: firstUnsafePattern(schema) };
    factsCache.set(schema, facts);
  }
  return facts;
}

/** `null` when the validator of `schema` may run on `args`, otherwise the call's error. */
export function patternGate(toolName: string, schema: JsonSchema, args: Record<string, unknown>, maxChars: number): string | null {
  const facts = factsOf(schema);
  if (!facts.hasPatterns) return null;
  if (facts.unsafe) {
    const why = facts.unsafe.hazard === "exponential" ? "can backtrack exponentially" : "is too complex to prove safe";
    return `Tool '${toolName}' cannot be validated: its input schema's pattern \`${facts.unsafe.pattern}\` ${why} (pattern-unsafe); fix the pattern and run \`toolc compile\``;
  }
  if (!hasLongPatternInput(schema, args, maxChars)) return null;
  return `Invalid arguments: a string of more than ${maxChars} characters where the input schema tests a pattern (limits.maxPatternInputChars)`;
}
