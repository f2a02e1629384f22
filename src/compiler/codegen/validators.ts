/**
 * `validators.js` + `validators.d.ts`: precompiled input validators (ajv standalone, ESM) for every tool whose
 * input is declared by JSON Schema (`parameters === null`: core, MCP, schema-declared Markdown tools).
 * Markdown-parameter tools are validated by the runtime from their parameter list, with the reference's
 * messages, so they need no ajv code. One Ajv instance (draft 2020-12, `strict: false`, `allErrors: true`,
 * ajv-formats) and one `standaloneCode` call over all schemas; each validator is exported under a safe
 * identifier, and `validators` maps catalog tool keys to them.
 * @see ../../../../shared/spec/README.md §5, §6
 */
import { StructureKind, VariableDeclarationKind, type StatementStructures } from "ts-morph";
import type { Catalog } from "../../runtime/catalog.js";
import type { GeneratedNames } from "./names.js";
import { AJV_OPTIONS, type ValidatorEntry } from "./validators-compile.js";

export { compileValidators, type ValidatorEntry } from "./validators-compile.js";

/** The validators to generate: schema-declared tools, in sorted key order. */
export function validatorEntries(catalog: Catalog, names: GeneratedNames): ValidatorEntry[] {
  const entries: ValidatorEntry[] = [];
  for (const [key, n] of names.tools) {
    const tool = catalog.tools[key]!;
    if (tool.parameters === null) entries.push({ key, exportName: n.validator, schema: tool.inputSchema });
  }
  return entries;
}

/** Statements of `validators.d.ts`. */
export function validatorsDtsStatements(entries: readonly ValidatorEntry[]): StatementStructures[] {
  return [
    {
      kind: StructureKind.Interface,
      name: "ValidationError",
      isExported: true,
      docs: [{ kind: StructureKind.JSDoc, description: "One ajv error object." }],
      properties: [
        { kind: StructureKind.PropertySignature, name: "instancePath", type: "string" },
        { kind: StructureKind.PropertySignature, name: "schemaPath", type: "string" },
        { kind: StructureKind.PropertySignature, name: "keyword", type: "string" },
        { kind: StructureKind.PropertySignature, name: "params", type: "Record<string, unknown>" },
        { kind: StructureKind.PropertySignature, name: "message", type: "string", hasQuestionToken: true },
      ],
    },
    {
      kind: StructureKind.TypeAlias,
      name: "Validator",
      isExported: true,
      docs: [
        {
          kind: StructureKind.JSDoc,
          description:
            "A precompiled validator: `true` when valid; otherwise `.errors` holds every error " +
            `(ajv draft 2020-12, options ${JSON.stringify(AJV_OPTIONS)}; no coercion, no defaults: the runtime applies those first).`,
        },
      ],
      type: "((data: unknown) => boolean) & { errors?: ValidationError[] | null }",
    },
    ...entries.map(
      (e): StatementStructures => ({
        kind: StructureKind.VariableStatement,
        isExported: true,
        hasDeclareKeyword: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: [{ kind: StructureKind.JSDoc, description: `Input validator of \`${e.key}\`.` }],
        declarations: [{ kind: StructureKind.VariableDeclaration, name: e.exportName, type: "Validator" }],
      }),
    ),
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      hasDeclareKeyword: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [{ kind: StructureKind.JSDoc, description: "Precompiled validators keyed by catalog tool key (schema-declared tools only)." }],
      declarations: [{ kind: StructureKind.VariableDeclaration, name: "validators", type: "Readonly<Record<string, Validator>>" }],
    },
  ];
}
