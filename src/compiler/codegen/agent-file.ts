/**
 * `agents/<agent>.ts`: a client typed to exactly the tools the agent enables (calling any other tool, a
 * misspelt parameter or a wrong enum literal is a type error), the enabled tool names, the agent's
 * `<tool_instructions>` block and role prompt as string constants.
 * @see ../../../../shared/spec/README.md §5, §7
 */
import {
  StructureKind,
  VariableDeclarationKind,
  Writers,
  type CodeBlockWriter,
  type ImportDeclarationStructure,
  type PropertySignatureStructure,
  type StatementStructures,
} from "./ts-morph.js";
import type { ClientMethod } from "./agent-tools.js";
import type { PromptLiterals } from "./code-jobs.js";
import type { AgentNames } from "./names.js";
import { docBlock } from "./jsdoc.js";
import { codeString } from "./schema-helpers.js";

/** Statement structures of one agent file (the header is added by the printer). */
export function agentFileStatements(agentName: string, tools: readonly ClientMethod[], names: AgentNames, literals: PromptLiterals): StatementStructures[] {
  const methods: PropertySignatureStructure[] = tools.map((t) => ({
    kind: StructureKind.PropertySignature,
    name: t.method,
    docs: [docBlock(t.doc)],
    type: t.optional ? `AgentMethod<${t.input}, true>` : `AgentMethod<${t.input}>`,
  }));
  const imports: ImportDeclarationStructure[] = [
    tools.length > 0
      ? { kind: StructureKind.ImportDeclaration, moduleSpecifier: "../types.js", namedImports: ["agentCall", "type AgentMethod", "type RuntimeLike"] }
      : { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: "../types.js", namedImports: ["RuntimeLike"] },
    ...tools.map(
      (t): ImportDeclarationStructure => ({
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: `../${t.module}`,
        namedImports: [t.input],
      }),
    ),
  ];
  const constant = (name: string, doc: string, initializer: string): StatementStructures => ({
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [docBlock(doc)],
    declarations: [{ kind: StructureKind.VariableDeclaration, name, initializer }],
  });
  // One line per tool: `agentCall` (types.ts) builds the methods, which keeps agent files small to print and format.
  const clientObject = Object.fromEntries(tools.map((t) => [t.method, `call(${codeString(t.name)})`]));
  return [
    ...imports,
    constant(names.agentName, `The agent's name, passed as \`options.agent\` on every call of its client.`, `${codeString(agentName)} as const`),
    constant(
      names.toolNames,
      `The tools \`${agentName}\` enables, in its order.`,
      `[${tools.map((t) => codeString(t.name)).join(", ")}] as const`,
    ),
    constant(
      names.instructions,
      `The \`<tool_instructions>\` block of \`${agentName}\` (the same bytes as \`prompts/${names.stem}.md\`).`,
      literals.instructions,
    ),
    constant(names.rolePrompt, `The role prompt of \`${agentName}\` (its Markdown body; empty for a core).`, literals.rolePrompt),
    {
      kind: StructureKind.Interface,
      name: names.client,
      isExported: true,
      docs: [docBlock(`The tools \`${agentName}\` may call, and nothing else.`)],
      properties: methods,
    },
    {
      kind: StructureKind.Function,
      name: names.factory,
      isExported: true,
      docs: [docBlock(`Creates the typed client of \`${agentName}\`: every call runs through \`runtime.call\` scoped to this agent.`)],
      parameters: [{ kind: StructureKind.Parameter, name: tools.length > 0 ? "runtime" : "_runtime", type: "RuntimeLike" }],
      returnType: names.client,
      statements: [
        ...(tools.length > 0 ? [`const call = agentCall(runtime, ${names.agentName});`] : []),
        (writer: CodeBlockWriter) => {
          writer.write("return ");
          Writers.object(clientObject)(writer);
          writer.write(";");
        },
      ],
    },
  ];
}
