/**
 * Input validators compiled in-process for the commands that run tools (`call`, `serve`): they work
 * from the sources, not from a generated `validators.js`, so there is nothing to keep up to date.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import type { Catalog } from "../runtime/catalog.js";
import type { InputValidator } from "../runtime/types.js";

/** Validators for the given catalog tool keys (unknown keys are skipped; the runtime reports them). */
export function compileValidators(catalog: Catalog, keys: Iterable<string>): Record<string, InputValidator> {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validators: Record<string, InputValidator> = {};
  for (const key of keys) {
    const schema = catalog.tools[key]?.inputSchema;
    if (schema) validators[key] = ajv.compile(schema) as InputValidator;
  }
  return validators;
}
