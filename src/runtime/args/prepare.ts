/**
 * The argument half of the call pipeline: coerce → defaults → validate.
 * Markdown-parameter tools are validated with the reference's own messages; tools declared by JSON
 * Schema use the precompiled ajv validator (the runtime never compiles a schema).
 * @see ../../../../shared/spec/README.md §6
 */
import type { CatalogTool } from "../catalog.js";
import type { InputValidator } from "../types.js";
import { describeAjvErrors } from "./ajv-errors.js";
import { coerceArgs } from "./coerce.js";
import { applyDefaults } from "./defaults.js";
import { isPlainObject } from "./own.js";
import { DEFAULT_MAX_PATTERN_INPUT_CHARS, patternGate } from "./pattern-gate.js";
import { validateParameters } from "./validate.js";

/** Prepared arguments, or the first error. */
export type Prepared = { args: Record<string, unknown>; error?: undefined } | { error: string };

/**
 * Runs coercion, defaults and validation for one call. Never mutates `input`. `maxPatternInputChars`
 * bounds the strings a schema with patterns is tested on (see ./pattern-gate.ts).
 */
export function prepareArgs(
  tool: CatalogTool,
  key: string,
  input: unknown,
  validators: Readonly<Record<string, InputValidator>>,
  maxPatternInputChars = DEFAULT_MAX_PATTERN_INPUT_CHARS,
): Prepared {
  if (input === undefined || input === null) input = {};
  if (!isPlainObject(input)) return { error: "Invalid arguments: expected an object of named parameters" };
  const args = coerceArgs(tool, input);
  applyDefaults(tool, args);
  if (tool.parameters) {
    const error = validateParameters(tool.parameters, args);
    return error ? { error } : { args };
  }
  const validate = Object.prototype.hasOwnProperty.call(validators, key) ? validators[key] : undefined;
  if (!validate) {
    // Fail closed: running unchecked input is worse than refusing; the fix is to regenerate.
    return { error: `Tool '${tool.name}' has no precompiled input validator; run \`toolc compile\` to regenerate` };
  }
  const refused = patternGate(tool.name, tool.inputSchema, args, maxPatternInputChars);
  if (refused) return { error: refused };
  return validate(args) ? { args } : { error: describeAjvErrors(validate.errors, args) };
}
