/**
 * `types.ts` (the minimal runtime surface generated code depends on) and `index.ts` (named re-exports of
 * every tool, agent and the validators — no `export *`).
 * @see ../../../../shared/spec/README.md §5, §6
 */
import { StructureKind, type ExportDeclarationStructure, type StatementStructures } from "./ts-morph.js";
import type { GeneratedNames } from "./names.js";

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

/** Statements of `index.ts`: explicit named re-exports, tools then agents, in sorted order. */
export function indexFileStatements(names: GeneratedNames): StatementStructures[] {
  const reexport = (module: string, values: string[], types: string[]): ExportDeclarationStructure => ({
    kind: StructureKind.ExportDeclaration,
    moduleSpecifier: `./${module}`,
    namedExports: [...values, ...types.map((t) => `type ${t}`)],
  });
  return [
    { kind: StructureKind.ExportDeclaration, isTypeOnly: true, moduleSpecifier: "./types.js", namedExports: ["AgentCallOptions", "AgentMethod", "CallOptions", "RuntimeLike", "ToolResult"] },
    reexport("validators.js", ["validators"], []),
    ...[...names.tools.values()].map((t) => reexport(t.module, [t.fn, t.meta], [t.input, t.output])),
    ...[...names.agents.values()].map((a) =>
      reexport(a.module, [a.factory, a.agentName, a.toolNames, a.instructions, a.rolePrompt], [a.client]),
    ),
  ];
}
