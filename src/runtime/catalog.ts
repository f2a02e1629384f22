/**
 * The resolved catalog as written to `catalog.json` by the compiler and read by the runtime.
 * This file is the contract between `src/compiler/codegen` (writer) and `src/runtime` (reader):
 * plain JSON data, no functions, no source positions, no secret values (`{{VAR}}` stays a template).
 * @see ../../../shared/spec/README.md §2, §5, §6
 */

/** JSON Schema object, kept opaque here: ajv-generated validators check it. */
export type JsonSchema = { [key: string]: unknown };

/** Where a tool comes from. */
export type ToolKind = "http" | "authored" | "builtin" | "mcp";

/** Markdown permission values. */
export type MdPermission = "auto" | "confirm";

/** Core approval policies, weakest first. */
export type ApprovalPolicy = "auto" | "prompt" | "deny";

/** Core risk levels, lowest first. */
export type Risk = "low" | "medium" | "high" | "critical";

/** A Markdown `parameters` entry as written (already checked by the compiler). */
export interface CatalogParameter {
  name: string;
  type: "string" | "integer" | "number" | "boolean";
  description: string;
  required: boolean;
  /** `null` means "no default" (a YAML null or absent). */
  default: string | number | boolean | null;
  /** `null` means "no enum". */
  enum: Array<string | number | boolean> | null;
}

/** The HTTP part of a Markdown tool. Templates such as `{{API_KEY}}` are kept verbatim. */
export interface CatalogHttp {
  endpoint: string;
  /** Upper-cased. */
  method: string;
  headers: Record<string, string>;
  /** Seconds; one deadline for the whole exchange. */
  timeout: number;
  /** `null` when absent or empty. */
  responseExtract: string | null;
}

/** The authored (core `tool.yaml`) part of a tool. Paths are relative to the project root, `/`-separated. */
export interface CatalogAuthored {
  /** The tool directory, e.g. `agents/assistant/agent/tools/echo`. */
  dir: string;
  /** The core root the tool belongs to (`null` for a package tool checked without a core). */
  coreRoot: string | null;
  /** As written, normalised: `module:execute` when absent. */
  entrypoint: string;
  /** Resolved module file, e.g. `agents/assistant/agent/tools/echo/module.js`; `null` when not found. */
  modulePath: string | null;
  /** Function name to call. */
  functionName: string;
  language: "javascript" | "python" | "typescript" | "unknown";
  /** The plural `capabilities` list of tool.yaml: what `ctx.capability.require` may ask for. */
  capabilities: string[];
  /** The dispatch capability (`capability`, or `tool.call:<name>` when absent). */
  capability: string;
  /**
   * Optional (added for the runtime): `false` when tool.yaml has no `capability` key. The reference
   * then applies no dispatch gate; when this field is absent the runtime gates on `capability` (fail closed).
   */
  capabilityDeclared?: boolean;
  /** Capabilities the core grants (`capabilities.defaults` keys plus the slot grants for this tool). */
  granted: string[];
}

/** One tool of the catalog. */
export interface CatalogTool {
  name: string;
  kind: ToolKind;
  /** e.g. `http:config/tools/stock.md`, `authored:agent/tools/echo`, `builtin:web_search`. */
  provenance: string;
  /** What the model reads: for Markdown tools description + blank line + body. */
  description: string;
  /** Input as JSON Schema (Markdown `parameters` converted). */
  inputSchema: JsonSchema;
  /** Markdown tools and Markdown builtins: the parameter list in declaration order (drives prompts and coercion). */
  parameters: CatalogParameter[] | null;
  /** Markdown tools: their own permission. */
  permission: MdPermission | null;
  /** Core tools: their own risk and approval policy (after defaults). */
  risk: Risk | null;
  approvalPolicy: ApprovalPolicy | null;
  http: CatalogHttp | null;
  authored: CatalogAuthored | null;
  /**
   * Optional: `true` for builtin and MCP tools. The host application executes them (`createRuntime({ builtins })`);
   * every emitted shape says so too.
   */
  hostExecuted?: boolean;
  /**
   * Optional: JSON pointers (into `inputSchema`) of the properties a strict provider profile made required and
   * nullable. The runtime reads `null` there as "absent" before defaults and validation; a property that was
   * nullable already is not listed, so its `null` stays a value.
   */
  nullableAbsent?: string[];
}

/** How one agent may use one tool. */
export interface AgentToolGrant {
  /** Key of the tool in `Catalog.tools` (equal to the tool name unless two cores define the same name). */
  ref: string;
  /**
   * Effective decision: `auto` runs, `confirm`/`prompt` ask the approver, `deny` never runs.
   * Markdown: the agent's value (or the tool's). Core: after metadata and approval tightening.
   */
  permission: MdPermission | ApprovalPolicy;
  /** Core tools: effective risk. */
  risk: Risk | null;
}

/** One agent: a Markdown agent file, or a core (`agent.yaml`). */
export interface CatalogAgent {
  name: string;
  format: "markdown" | "core";
  /** `md-agent:<file>` or `core:<core root>`. */
  source: string;
  description: string;
  /** Markdown: the body (role prompt). Core: `""`. */
  rolePrompt: string;
  internal: boolean;
  /** Tool name → grant, in the order the agent lists them (Markdown frontmatter order; core: sorted). */
  tools: Record<string, AgentToolGrant>;
  /**
   * Optional: the keys of `tools` in the agent's order. `catalog.json` sorts every object's keys, so codegen
   * writes this list there; readers should use `toolOrder ?? Object.keys(tools)` for prompt order.
   */
  toolOrder?: string[];
}

/**
 * The whole resolved catalog. Keys of `tools` and `agents` are sorted. A tool's key is its name; when
 * two cores author a tool of the same name, the key is `<core agent id>/<name>` for each of them.
 */
export interface Catalog {
  version: 1;
  /** Markdown entry agent name (`markdown.entryAgent`). */
  entryAgent: string;
  tools: Record<string, CatalogTool>;
  agents: Record<string, CatalogAgent>;
  /** Optional: the strict provider profiles the emitted tool definitions were transformed for (config `providers`). */
  strictProviders?: StrictProvider[];
}

/** Provider profiles whose emitted definitions are transformed (not only linted). */
export type StrictProvider = "openai-strict" | "anthropic-strict";
