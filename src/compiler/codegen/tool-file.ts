/**
 * `tools/<tool>.ts`: the input interface (JSDoc from descriptions, optional members for non-required
 * parameters, literal unions for enums, nested and named types from `input_schema`), the output type, the
 * tool's metadata constant and its typed call `fn(runtime, input, options?)`.
 * @see ../../../../shared/spec/README.md §5
 */
import { StructureKind, VariableDeclarationKind, type StatementStructures } from "./ts-morph.js";
import type { CatalogTool } from "../../runtime/catalog.js";
import { NameRegistry, type ToolNames } from "./names.js";
import { docBlock } from "./jsdoc.js";
import { callDoc } from "./doc-comment.js";
import { inputTypes } from "./schema-to-type.js";
import { isHostTool } from "../../runtime/host-tools.js";
import { codeString, typeSchemaOf } from "./schema-helpers.js";

/** Names the tool file imports from `../types.js`. */
const TOOL_IMPORTS = ["CallOptions", "RuntimeLike", "ToolResult"];

/**
 * Statement structures of one tool file (the header is added by the printer); `doc`: the placeholder to print as the
 * call's JSDoc in the place of the tool's description (slots.ts `doc`), filled in once formatted.
 */
export function toolFileStatements(tool: CatalogTool, names: ToolNames, doc?: string): StatementStructures[] {
  const registry = new NameRegistry(false, [...TOOL_IMPORTS, names.input, names.output, names.fn, names.meta]);
  const input = inputTypes(typeSchemaOf(tool), names.input, names.pascal, registry, `Input of the \`${tool.name}\` tool.`);
  const meta: Record<string, string | boolean> = { key: names.key, name: tool.name, kind: tool.kind };
  // Builtins and MCP tools: the host runs them (`createRuntime({ builtins })`); say so where the metadata is read.
  if (isHostTool(tool)) meta.hostExecuted = true;
  if (tool.permission) meta.permission = tool.permission;
  if (tool.risk) meta.risk = tool.risk;
  if (tool.approvalPolicy) meta.approvalPolicy = tool.approvalPolicy;
  return [
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      moduleSpecifier: "../types.js",
      namedImports: TOOL_IMPORTS,
    },
    ...input.statements,
    {
      kind: StructureKind.TypeAlias,
      name: names.output,
      isExported: true,
      docs: [{ kind: StructureKind.JSDoc, description: "The text a successful call returns (`ToolResult.data`)." }],
      type: "string",
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [docBlock(`Catalog metadata of \`${tool.name}\` (from \`${tool.provenance}\`).`)],
      declarations: [{ kind: StructureKind.VariableDeclaration, name: names.meta, initializer: `${objectLiteral(meta)} as const` }],
    },
    {
      kind: StructureKind.Function,
      name: names.fn,
      isExported: true,
      docs: [docBlock(doc ?? callDoc(tool))],
      parameters: [
        { kind: StructureKind.Parameter, name: "runtime", type: "RuntimeLike" },
        { kind: StructureKind.Parameter, name: "input", type: names.input, initializer: input.optionalInput ? "{}" : undefined },
        { kind: StructureKind.Parameter, name: "options", type: "CallOptions", hasQuestionToken: true },
      ],
      returnType: "Promise<ToolResult>",
      statements: [`return runtime.call(${codeString(names.key)}, input, options);`],
    },
  ];
}


/** A one-line object literal of string values (prettier breaks it only when it does not fit). */
function objectLiteral(values: Record<string, string | boolean>): string {
  return `{ ${Object.entries(values).map(([k, v]) => `${k}: ${typeof v === "string" ? codeString(v) : JSON.stringify(v)}`).join(", ")} }`;
}
