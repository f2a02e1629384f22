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
  type MethodSignatureStructure,
  type StatementStructures,
} from "ts-morph";
import type { Catalog, CatalogAgent, CatalogTool } from "../../runtime/catalog.js";
import { camelCase, NameRegistry, type AgentNames, type GeneratedNames, type ToolNames } from "./names.js";
import { templateLiteral, type TextSlots } from "./printer.js";
import { escapeDoc } from "./jsdoc.js";
import { acceptsEmptyInput } from "./schema-to-type.js";
import { typeSchemaOf } from "./tool-file.js";

/** One enabled tool of an agent: the name the agent (and its model) uses, the client method, the catalog tool. */
export interface AgentTool {
  name: string;
  /** The client method: the camelCased agent-local name, unique within the client. */
  method: string;
  tool: CatalogTool;
  names: ToolNames;
}

/** The agent's tools in its own order (`toolOrder`, else `tools` insertion order); unknown refs are skipped. */
export function agentTools(agent: CatalogAgent, catalog: Catalog, names: GeneratedNames): AgentTool[] {
  const order = agent.toolOrder ?? Object.keys(agent.tools);
  const methods = new NameRegistry();
  const out: AgentTool[] = [];
  for (const name of order) {
    const grant = agent.tools[name];
    const tool = grant ? catalog.tools[grant.ref] : undefined;
    const toolNames = grant ? names.tools.get(grant.ref) : undefined;
    if (!tool || !toolNames) continue;
    out.push({ name, method: methods.allocate(camelCase(name)), tool, names: toolNames });
  }
  return out;
}

/**
 * Statement structures of one agent file (the header is added by the printer). `literal` turns the prompt
 * texts into template-literal expressions (a {@link TextSlots} placeholder when formatting in bulk).
 */
export function agentFileStatements(
  agent: CatalogAgent,
  tools: AgentTool[],
  names: AgentNames,
  instructions: string,
  literal: (text: string) => string = templateLiteral,
): StatementStructures[] {
  const methods: MethodSignatureStructure[] = tools.map((t) => ({
    kind: StructureKind.MethodSignature,
    name: t.method,
    docs: [{ kind: StructureKind.JSDoc, description: escapeDoc(methodDoc(t)) }],
    parameters: [
      { kind: StructureKind.Parameter, name: "input", type: t.names.input, hasQuestionToken: optionalInput(t) },
      { kind: StructureKind.Parameter, name: "options", type: "AgentCallOptions", hasQuestionToken: true },
    ],
    returnType: "Promise<ToolResult>",
  }));
  const typeImports = tools.length > 0 ? ["AgentCallOptions", "RuntimeLike", "ToolResult"] : ["RuntimeLike"];
  const imports: ImportDeclarationStructure[] = [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: "../types.js", namedImports: typeImports },
    ...tools.map(
      (t): ImportDeclarationStructure => ({
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: `../${t.names.module}`,
        namedImports: [t.names.input],
      }),
    ),
  ];
  const constant = (name: string, doc: string, initializer: string): StatementStructures => ({
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [{ kind: StructureKind.JSDoc, description: escapeDoc(doc) }],
    declarations: [{ kind: StructureKind.VariableDeclaration, name, initializer }],
  });
  const clientObject = Object.fromEntries(
    tools.map((t) => [
      t.method,
      `(input, options) => runtime.call(${JSON.stringify(t.name)}, ${optionalInput(t) ? "input ?? {}" : "input"}, { ...options, agent: ${names.agentName} })`,
    ]),
  );
  return [
    ...imports,
    constant(names.agentName, `The agent's name, passed as \`options.agent\` on every call of its client.`, `${JSON.stringify(agent.name)} as const`),
    constant(
      names.toolNames,
      `The tools \`${agent.name}\` enables, in its order.`,
      `[${tools.map((t) => JSON.stringify(t.name)).join(", ")}] as const`,
    ),
    constant(
      names.instructions,
      `The \`<tool_instructions>\` block of \`${agent.name}\` (the same bytes as \`prompts/${names.stem}.md\`).`,
      literal(instructions),
    ),
    constant(names.rolePrompt, `The role prompt of \`${agent.name}\` (its Markdown body; empty for a core).`, literal(agent.rolePrompt)),
    {
      kind: StructureKind.Interface,
      name: names.client,
      isExported: true,
      docs: [{ kind: StructureKind.JSDoc, description: `The tools \`${agent.name}\` may call, and nothing else.` }],
      methods,
    },
    {
      kind: StructureKind.Function,
      name: names.factory,
      isExported: true,
      docs: [{ kind: StructureKind.JSDoc, description: `Creates the typed client of \`${agent.name}\`: every call runs through \`runtime.call\` scoped to this agent.` }],
      parameters: [{ kind: StructureKind.Parameter, name: tools.length > 0 ? "runtime" : "_runtime", type: "RuntimeLike" }],
      returnType: names.client,
      statements: [
        (writer: CodeBlockWriter) => {
          writer.write("return ");
          Writers.object(clientObject)(writer);
          writer.write(";");
        },
      ],
    },
  ];
}

/** Whether the tool's input may be omitted (an object with no required property). */
function optionalInput(t: AgentTool): boolean {
  return acceptsEmptyInput(typeSchemaOf(t.tool));
}

/** The method's JSDoc: the tool's name and the first line of its description (the tool file has the rest). */
function methodDoc(t: AgentTool): string {
  const first = t.tool.description.trim().split("\n")[0]!.trim();
  return first ? `\`${t.name}\`: ${first}` : `\`${t.name}\``;
}
