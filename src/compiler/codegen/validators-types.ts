/**
 * The typed part of `validators.ts` (see validators.ts): the `ValidationError` and `Validator` types that the
 * precompiled validators are exported as. The ajv code follows them, added after formatting (validators-compile.ts).
 * @see ../../../../shared/spec/README.md §5, §6
 */
import { StructureKind, type StatementStructures } from "./ts-morph.js";
import { AJV_OPTIONS } from "./validators-compile.js";

/** Statements of the typed part of `validators.ts`. */
export function validatorTypesStatements(): StatementStructures[] {
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
  ];
}
