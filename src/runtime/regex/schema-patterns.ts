/**
 * The regular expressions a JSON Schema makes its validator run: `pattern` values and `patternProperties`
 * keys at any depth. Values that are data, not schemas (`enum`, `const`, `default`, `examples`), are not
 * entered. Shared by the runtime's validation gate and the compiler's checks that test values against
 * patterns, so both skip exactly the patterns `pattern-unsafe` reports.
 */
import { backtrackingHazard, type BacktrackingHazard } from "./backtracking.js";

/** A pattern of a schema that must not run, and why. */
export interface UnsafePattern {
  pattern: string;
  hazard: BacktrackingHazard;
}

const DATA_KEYWORDS = new Set(["enum", "const", "default", "examples"]);
const MAX_DEPTH = 256;

/** Every pattern of `schema`, in document order (duplicates kept). */
export function schemaPatterns(schema: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, depth: number) => {
    if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    for (const [keyword, child] of Object.entries(value)) {
      if (DATA_KEYWORDS.has(keyword)) continue;
      if (keyword === "pattern" && typeof child === "string") found.push(child);
      else if (keyword === "patternProperties" && typeof child === "object" && child !== null && !Array.isArray(child)) found.push(...Object.keys(child));
      walk(child, depth + 1);
    }
  };
  walk(schema, 0);
  return found;
}

/** The first pattern of `schema` that can backtrack catastrophically, or `undefined`. */
export function firstUnsafePattern(schema: unknown): UnsafePattern | undefined {
  for (const pattern of schemaPatterns(schema)) {
    const hazard = backtrackingHazard(pattern);
    if (hazard) return { pattern, hazard };
  }
  return undefined;
}
