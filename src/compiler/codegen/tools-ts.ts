/**
 * `prompts/<agent>.tools.ts`: the agent's tools by name (tools-json.ts) as one `as const` constant typed
 * `NativeToolRefs`, so the names stay literal types for the SDK adapters of `toolc/adapters`, which take
 * `nativeToolSet(catalog, refs)` (`prompts/<agent>.tools.json` holds the same data for other languages). The
 * data is a JSON literal kept out of prettier (a slot, see slots.ts): prettier would only re-wrap it.
 */
import { docBlock } from "./jsdoc.js";
import { StructureKind, VariableDeclarationKind, type StatementStructures } from "./ts-morph.js";

/**
 * Statement structures of one `prompts/<agent>.tools.ts` (the header is added by the printer). `literal` is the
 * slot of the whole initializer, `<JSON> as const satisfies NativeToolRefs` (a short slot keeps prettier from
 * breaking the line after `=`).
 */
export function toolRefsStatements(agentName: string, constName: string, literal: string): StatementStructures[] {
  return [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: "toolc/runtime", namedImports: ["NativeToolRefs"] },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        docBlock(
          `The tools \`${agentName}\` enables, in its order, by name (their definitions are in \`catalog.json\`): ` +
            `\`nativeToolSet(catalog, ${constName})\` of \`toolc/adapters\` makes the set its SDK adapters take.`,
        ),
      ],
      declarations: [{ kind: StructureKind.VariableDeclaration, name: constName, initializer: literal }],
    },
  ];
}
