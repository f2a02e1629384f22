/**
 * The schemas of rules.md §4, one table per file kind.
 * @see ../../../docs/rules.md §4
 */
import { any, b, i, l, m, n, open, s, type FieldShape, type ObjectShape } from "./shape.js";

const RISKS = ["low", "medium", "high", "critical"] as const;
const APPROVALS = ["auto", "prompt", "deny"] as const;
const DISPLAY = ["summary", "full", "quiet"] as const;
const MODEL_OUTPUT = ["content", "current_turn"] as const;

const positive = (value: unknown) => (typeof value === "number" && value > 0 ? undefined : "> 0");

/** A Markdown `parameters` entry. `required`, `default`, `enum` belong to their own rules. */
export const PARAMETER: ObjectShape = {
  name: "a parameter entry",
  unknown: "ignores",
  keys: {
    name: s({ required: true }),
    type: s({ allowed: ["string", "integer", "number", "boolean"] }),
    description: s(),
    required: any(),
    default: any(),
    enum: any(),
  },
};

/** Markdown tool frontmatter. */
export const MD_TOOL: ObjectShape = {
  name: "tool frontmatter",
  unknown: "ignores",
  keys: {
    name: s({ required: true }),
    description: s(),
    type: s({ allowed: ["http"] }),
    permission: s({ allowed: ["auto", "confirm"] }),
    endpoint: s({ required: true }),
    method: s(),
    headers: open(s({ typeReason: "the HTTP client rejects it on every call" }), { stringKeys: true }),
    timeout: n({ typeReason: "the HTTP client rejects it on every call", example: "30" }),
    response_extract: s({ nullable: true }),
    parameters: l(m(PARAMETER), { example: "[{name: q, type: string}]" }),
    input_schema: open(),
  },
};

/** Markdown agent frontmatter. */
export const MD_AGENT: ObjectShape = {
  name: "agent frontmatter",
  unknown: "ignores",
  valueHints: {
    enabled: "this format takes `auto` or `confirm`",
    disabled: "this format takes `auto` or `confirm`",
  },
  keys: {
    name: s({ required: true }),
    description: s(),
    tools: open(s({ allowed: ["auto", "confirm"] }), { stringKeys: true, example: "{web_search: auto}" }),
    model: s(),
    max_tool_rounds: i({ range: (v) => (typeof v === "number" && v >= 0 ? undefined : "≥ 0") }),
    internal: b(),
  },
};

/** `tool.yaml`. */
export const TOOL_YAML: ObjectShape = {
  name: "`tool.yaml`",
  unknown: "rejects",
  unknownHints: {
    enabled: "use `tools.metadata.<id>.enabled: false` in `agent.yaml`",
    timeout_seconds: "`timeout_seconds` is a `slot.yaml` key",
    failure_policy: "`failure_policy` is a `slot.yaml` key",
    history_policy: "`history_policy` is a `slot.yaml` key",
    default_placement: "`default_placement` is a `slot.yaml` key",
  },
  valueHints: { hidden: "use `tools.metadata.<id>.enabled: false`" },
  keys: {
    entrypoint: s({ nullable: true }),
    description: s(),
    // The host replaces a falsy schema with `{}` [CORE §1.2]; a non-empty list still goes to `field-type`.
    input_schema: open(undefined, { nullable: true, noop: { kinds: ["empty-list", "blank", "false", "zero"], default: "empty object schema" } }),
    risk: s({ allowed: RISKS, ci: true, noop: { kinds: ["null", "blank"], default: "`medium`" } }),
    capability: s({ nullable: true }),
    approval_policy: s({ allowed: APPROVALS, ci: true, noop: { kinds: ["null", "blank"], default: "`prompt`" } }),
    display_policy: s({ allowed: DISPLAY }),
    model_output_policy: s({ allowed: MODEL_OUTPUT }),
    capabilities: l(s(), {
      typeReason: (actual) => (actual === "string" ? "a string is split into single characters" : undefined),
      noop: { kinds: ["null", "blank", "empty-mapping"], default: "`[]`" },
      example: "[network.fetch]",
    }),
  },
};

const METADATA_ENTRY: ObjectShape = {
  name: "a `tools.metadata` entry",
  unknown: "rejects",
  valueHints: { hidden: "use `tools.metadata.<id>.enabled: false`" },
  keys: {
    risk: s({ allowed: RISKS, ci: true }),
    capability: s(),
    approval_policy: s({ allowed: APPROVALS, ci: true }),
    model_output_policy: s({ allowed: MODEL_OUTPUT }),
    display_policy: s({ allowed: DISPLAY }),
    enabled: b(),
  },
};

const policy = () => s({ allowed: APPROVALS, ci: true });

/** `approval` of a core or of the global fallback. */
export const APPROVAL: FieldShape = m({
  name: "`approval`",
  unknown: "rejects",
  keys: {
    default: s({ nullable: true, allowed: APPROVALS, ci: true }),
    tools: open(policy()),
    capabilities: open(policy()),
    risks: open(policy(), { allowedKeys: RISKS }),
  },
});

const UI: FieldShape = open(undefined);

/** A core's `agent.yaml`. */
export const AGENT_YAML: ObjectShape = {
  name: "`agent.yaml`",
  unknown: "rejects",
  keys: {
    schema_version: any(),
    agent: m({ name: "`agent`", unknown: "rejects", keys: { id: s({ required: true }), summary: s() } }),
    runtime: m({
      name: "`runtime`",
      unknown: "rejects",
      keys: {
        surface_root: s(),
        // pydantic's lax mode converts `"90"` to 90 [CORE §2.1].
        max_model_steps: i({ integerString: true, range: (v) => (typeof v === "number" && v >= 1 && v <= 90 ? undefined : "1–90") }),
        workspace: s({ nullable: true, range: (v) => (typeof v === "string" && v.trim() === "" ? "null or a non-blank string" : undefined) }),
      },
    }),
    model: any(),
    ui: UI,
    channels: any(),
    slots: open(s(), { stringKeys: true }),
    tools: m({
      name: "`tools`",
      unknown: "rejects",
      unknownHints: { allow_builtin: "use `tools.toolsets`" },
      keys: { toolsets: l(s(), { example: "[coding]" }), metadata: open(m(METADATA_ENTRY)) },
    }),
    approval: APPROVAL,
    capabilities: open(undefined),
    dependencies: m({ name: "`dependencies`", unknown: "ignores", keys: { mode: s(), allow_additional_dependencies: b() } }),
  },
};

/** The global fallback `agent.yaml`. */
export const FALLBACK_YAML: ObjectShape = {
  name: "the global fallback `agent.yaml`",
  unknown: "rejects",
  keys: { model: any(), ui: UI, approval: APPROVAL },
};

const group = () => l(s());

/** `pipelines.yaml` (group entries are checked against slot ids separately). */
export const PIPELINES: ObjectShape = {
  name: "`pipelines.yaml`",
  unknown: "rejects",
  skip: ["tools"],
  keys: {
    schema_version: i({ range: (v) => (v === 1 ? undefined : "`1`") }),
    bootstrap: m({ name: "`bootstrap`", unknown: "rejects", unknownHints: { parallel: "bootstrap is serial-only" }, keys: { serial: group() } }),
    input: m({ name: "`input`", unknown: "rejects", keys: { serial: group(), parallel: group() } }),
    output: m({ name: "`output`", unknown: "rejects", keys: { serial: group(), parallel: group() } }),
  },
};

/** An MCP server manifest (`command`/`url` requirements depend on `transport` and are checked separately). */
export const MCP_MANIFEST: ObjectShape = {
  name: "the MCP manifest",
  unknown: "rejects",
  keys: {
    enabled: b(),
    transport: s({ allowed: ["stdio", "streamable_http"] }),
    command: s({ nullable: true }),
    args: l(),
    env: open(s(), { stringKeys: true }),
    cwd: s({ nullable: true }),
    url: s({ nullable: true, range: (v) => (typeof v === "string" && !/^https?:\/\//.test(v) ? "a URL starting with `http://` or `https://`" : undefined) }),
    headers: open(s(), { stringKeys: true }),
    tools: m({ name: "`tools`", unknown: "rejects", keys: { include: l(s()), exclude: l(s()) } }),
    risk: s({ allowed: RISKS }),
    approval_policy: s({ allowed: APPROVALS }),
    capability: s({ nullable: true }),
    connect_timeout_seconds: n({ range: positive }),
    timeout_seconds: n({ range: positive }),
    supports_parallel_tool_calls: b(),
  },
};
