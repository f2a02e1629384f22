/**
 * `validators.ts`: precompiled input validators (ajv standalone, ESM) for every tool whose input is declared
 * by JSON Schema (`parameters === null`: core, MCP, schema-declared Markdown tools), after the `Validator`
 * types (validators-types.ts). A `.ts` file, not `.js` + `.d.ts`: an app built with `tsc --outDir` and no
 * `allowJs` compiles it like every other generated file and so keeps it. Markdown-parameter tools are
 * validated by the runtime from their parameter list, with the reference's messages, so they need no ajv
 * code. One Ajv instance (draft 2020-12, `strict: false`, `allErrors: true`, ajv-formats) and one
 * `standaloneCode` call over all schemas; each validator is exported under a safe identifier, and
 * `validators` maps catalog tool keys to them. What this file costs an app's `tsc`: measured on the 10,000-tool
 * bench corpus (100 schema-declared tools, 554 KB), parsing and binding it took ≈1.3 s CPU (it is not checked),
 * about half of what an app using one agent's client pays above a bare app (test/bench/client-bench.ts). It
 * grows with the schema-declared tools; one file per tool, with per-agent records, is the way out if it must.
 * @see ../../../../shared/spec/README.md §5, §6
 */
import type { Catalog } from "../../runtime/catalog.js";
import { isNullField } from "../catalog/lazy-entry.js";
import type { GeneratedNames } from "./names.js";
import type { ValidatorEntry } from "./validators-compile.js";

export type { ValidatorEntry } from "./validators-compile.js";

/**
 * The file's second line: ajv's standalone output is untyped JavaScript, so the file is not type-checked
 * (it would fail `noImplicitAny`), while its exports carry explicit types for the app.
 */
export const NO_CHECK_LINE = "// @ts-nocheck -- ajv standalone code (untyped JavaScript); every export is typed explicitly.";

/** The out-relative path of the validators module. */
export const VALIDATORS_FILE = "validators.ts";

/** The validators to generate: schema-declared tools, in sorted key order. */
export function validatorEntries(catalog: Catalog, names: GeneratedNames): ValidatorEntry[] {
  const entries: ValidatorEntry[] = [];
  for (const [key, n] of names.tools) {
    const tool = catalog.tools[key]!;
    // Asked without parsing an unchanged tool's kept catalog line (catalog/lazy-entry.ts).
    if (isNullField(tool, "parameters")) entries.push({ key, exportName: n.validator, schema: tool.inputSchema });
  }
  return entries;
}
