/**
 * `validators.js` (its types: validators-dts.ts): precompiled input validators (ajv standalone, ESM) for every tool whose
 * input is declared by JSON Schema (`parameters === null`: core, MCP, schema-declared Markdown tools).
 * Markdown-parameter tools are validated by the runtime from their parameter list, with the reference's
 * messages, so they need no ajv code. One Ajv instance (draft 2020-12, `strict: false`, `allErrors: true`,
 * ajv-formats) and one `standaloneCode` call over all schemas; each validator is exported under a safe
 * identifier, and `validators` maps catalog tool keys to them.
 * @see ../../../../shared/spec/README.md §5, §6
 */
import type { Catalog } from "../../runtime/catalog.js";
import type { GeneratedNames } from "./names.js";
import type { ValidatorEntry } from "./validators-compile.js";

export type { ValidatorEntry } from "./validators-compile.js";

/** The validators to generate: schema-declared tools, in sorted key order. */
export function validatorEntries(catalog: Catalog, names: GeneratedNames): ValidatorEntry[] {
  const entries: ValidatorEntry[] = [];
  for (const [key, n] of names.tools) {
    const tool = catalog.tools[key]!;
    if (tool.parameters === null) entries.push({ key, exportName: n.validator, schema: tool.inputSchema });
  }
  return entries;
}
