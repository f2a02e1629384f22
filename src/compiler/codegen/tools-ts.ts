/**
 * `prompts/<agent>.tools.ts`: the agent's tools as one `as const` constant typed `NativeToolSet`, so tool names
 * and `type: "function"` stay literal types for the SDK adapters of `toolc/adapters` (`prompts/<agent>.tools.json`
 * stays for other languages). The data is a JSON literal kept out of prettier (a slot, see slots.ts): prettier
 * would only re-wrap it, at the cost of formatting every schema again.
 */
import { docBlock } from "./jsdoc.js";
import { StructureKind, VariableDeclarationKind, type StatementStructures } from "./ts-morph.js";

/**
 * Statement structures of one `prompts/<agent>.tools.ts` (the header is added by the printer). `literal` is the
 * slot of the whole initializer, `<JSON> as const satisfies NativeToolSet` (a short slot keeps prettier from
 * breaking the line after `=`).
 */
export function nativeToolsStatements(agentName: string, constName: string, literal: string): StatementStructures[] {
  return [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: "toolc/runtime", namedImports: ["NativeToolSet"] },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [docBlock(`The tools \`${agentName}\` enables, in its order, for the SDK adapters of \`toolc/adapters\` (e.g. \`openaiChatTools(${constName})\`).`)],
      declarations: [{ kind: StructureKind.VariableDeclaration, name: constName, initializer: literal }],
    },
  ];
}
