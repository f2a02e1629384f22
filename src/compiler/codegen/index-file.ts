/**
 * `types.ts` (the minimal runtime surface generated code depends on) and `index.ts` (named re-exports of the
 * shared types and the validators — no `export *` — and the lazy way to every agent and tool).
 * @see ../../../../shared/spec/README.md §5, §6
 */
import { StructureKind, VariableDeclarationKind, type StatementStructures } from "./ts-morph.js";

/**
 * Statements of `types.ts`: `ToolResult` from `toolc/runtime`, structural `RuntimeLike` and call options,
 * and what agent clients are built from (`AgentMethod`, `agentCall`).
 */
export function typesFileStatements(): StatementStructures[] {
  return [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: "toolc/runtime", namedImports: ["ToolResult"] },
    { kind: StructureKind.ExportDeclaration, isTypeOnly: true, namedExports: ["ToolResult"] },
    {
      kind: StructureKind.Interface,
      name: "CallOptions",
      isExported: true,
      docs: [{ kind: StructureKind.JSDoc, description: "Per-call options, passed to `runtime.call` unchanged." }],
      properties: [
        { kind: StructureKind.PropertySignature, name: "agent", type: "string", hasQuestionToken: true, docs: ["Scope the call to this agent: only its tools, with its permissions."] },
        { kind: StructureKind.PropertySignature, name: "signal", type: "AbortSignal", hasQuestionToken: true, docs: ["Cancels the call."] },
      ],
    },
    {
      kind: StructureKind.TypeAlias,
      name: "AgentCallOptions",
      isExported: true,
      docs: [{ kind: StructureKind.JSDoc, description: "Options of an agent client's methods: the agent is fixed by the client." }],
      type: 'Omit<CallOptions, "agent">',
    },
    {
      kind: StructureKind.Interface,
      name: "RuntimeLike",
      isExported: true,
      docs: [
        {
          kind: StructureKind.JSDoc,
          description: "The part of a toolc runtime (`createRuntime` from `toolc/runtime`) that generated clients use.",
        },
      ],
      methods: [
        {
          kind: StructureKind.MethodSignature,
          name: "call",
          parameters: [
            { kind: StructureKind.Parameter, name: "name", type: "string" },
            { kind: StructureKind.Parameter, name: "args", type: "object" },
            { kind: StructureKind.Parameter, name: "options", type: "CallOptions", hasQuestionToken: true },
          ],
          returnType: "Promise<ToolResult>",
        },
      ],
    },
    {
      kind: StructureKind.TypeAlias,
      name: "AgentMethod",
      isExported: true,
      docs: [{ kind: StructureKind.JSDoc, description: "A method of an agent client: calls one tool with its typed input (which may be omitted when `OptionalInput` is true)." }],
      typeParameters: ["Input", { name: "OptionalInput", constraint: "boolean", default: "false" }],
      type: "OptionalInput extends true ? (input?: Input, options?: AgentCallOptions) => Promise<ToolResult> : (input: Input, options?: AgentCallOptions) => Promise<ToolResult>",
    },
    {
      kind: StructureKind.Function,
      name: "agentCall",
      isExported: true,
      docs: [
        {
          kind: StructureKind.JSDoc,
          description: "Builds the methods of one agent's client: `agentCall(runtime, agent)(tool)` calls `tool` through `runtime.call`, scoped to `agent` (an omitted input is sent as `{}`).",
        },
      ],
      parameters: [
        { kind: StructureKind.Parameter, name: "runtime", type: "RuntimeLike" },
        { kind: StructureKind.Parameter, name: "agent", type: "string" },
      ],
      returnType: "(tool: string) => (input?: object, options?: AgentCallOptions) => Promise<ToolResult>",
      statements: ["return (tool) => (input, options) => runtime.call(tool, input ?? {}, { ...options, agent });"],
    },
  ];
}

/**
 * Statements of `index.ts`: the shared types and the validators, re-exported, and a lazy way to every agent and
 * tool — `agentModules` / `toolModules` (name → module, relative to this file) and `loadAgent` / `loadTool`,
 * which import one module when called. `index.ts` imports no agent or tool module: re-exporting every tool and
 * agent made a consumer's `tsc --noEmit` over an app that imports the index check the whole 10,000-tool client
 * (820,709 lines, 646 MB, 10.8× a bare app's time; test/bench/client-bench.ts) and Node take 4.3 s to import it.
 * An app imports the agents it uses from `agents/<agent>.js`, which brings in only those agents' tools.
 * `literals` are the slots of the two maps (plan.ts).
 */
export function indexFileStatements(literals: IndexLiterals): StatementStructures[] {
  const constant = (name: string, doc: string, initializer: string): StatementStructures => ({
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [{ kind: StructureKind.JSDoc, description: doc }],
    declarations: [{ kind: StructureKind.VariableDeclaration, name, initializer }],
  });
  const loader = (name: string, param: string, type: string, map: string, doc: string): StatementStructures => ({
    kind: StructureKind.Function,
    name,
    isExported: true,
    docs: [{ kind: StructureKind.JSDoc, description: doc }],
    parameters: [{ kind: StructureKind.Parameter, name: param, type }],
    returnType: "Promise<Readonly<Record<string, unknown>>>",
    statements: [`return import(${map}[${param}]);`],
  });
  const alias = (name: string, doc: string, type: string): StatementStructures => ({
    kind: StructureKind.TypeAlias,
    name,
    isExported: true,
    docs: [{ kind: StructureKind.JSDoc, description: doc }],
    type,
  });
  return [
    { kind: StructureKind.ExportDeclaration, isTypeOnly: true, moduleSpecifier: "./types.js", namedExports: ["AgentCallOptions", "AgentMethod", "CallOptions", "RuntimeLike", "ToolResult"] },
    { kind: StructureKind.ExportDeclaration, moduleSpecifier: "./validators.js", namedExports: ["validators"] },
    constant("agentModules", "Each agent's client module, relative to this file: import the agents an app uses from their module (`agents/<agent>.js`), or with {@link loadAgent}.", literals.agentModules),
    constant("toolModules", "Each tool's module by catalog key, relative to this file: import a tool's typed call from its module (`tools/<tool>.js`), or with {@link loadTool}.", literals.toolModules),
    alias("AgentName", "The name of a generated agent.", "keyof typeof agentModules"),
    alias("ToolKey", "The catalog key of a generated tool.", "keyof typeof toolModules"),
    loader("loadAgent", "name", "AgentName", "agentModules", "Imports the client module of agent `name` when called, and nothing else. Typed loosely: import the module itself for its types."),
    loader("loadTool", "key", "ToolKey", "toolModules", "Imports the module of the tool `key` when called, and nothing else. Typed loosely: import the module itself for its types."),
  ];
}

/** The two maps of `index.ts` as TypeScript expressions (slot placeholders, see slots.ts). */
export interface IndexLiterals {
  agentModules: string;
  toolModules: string;
}
