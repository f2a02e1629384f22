/**
 * `validators.d.ts`: the types of the precompiled validators in `validators.js` (see validators.ts).
 * @see ../../../../shared/spec/README.md §5, §6
 */
import { StructureKind, VariableDeclarationKind, type StatementStructures } from "./ts-morph.js";
import { docBlock } from "./jsdoc.js";
import { AJV_OPTIONS, type ValidatorEntry } from "./validators-compile.js";

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
        docs: [docBlock(`Input validator of \`${e.key}\`.`)],
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
