/**
 * JSON Schema of toolc.config.yaml, validated with ajv (compiled once per process).
 * @see ../../../docs/rules.md §1.1
 */

const stringList = { type: "array", items: { type: "string" } } as const;

/**
 * Paths and globs are at most this long: no file system path is longer, and picomatch throws on a pattern
 * over 65,536 characters (`out`, `ignore` and the Markdown folders all become discovery globs).
 */
export const MAX_PATH_CHARS = 4096;
const pathString = { type: "string", minLength: 1, maxLength: MAX_PATH_CHARS } as const;
const severity = { enum: ["error", "warn", "info", "off"] } as const;

const mdParameter = {
  type: "object",
  additionalProperties: false,
  required: ["name"],
  properties: {
    name: { type: "string" },
    type: { enum: ["string", "integer", "number", "boolean"] },
    description: { type: "string" },
    required: { type: "boolean" },
    default: { type: ["string", "number", "boolean", "null"] },
    enum: { type: "array", items: { type: ["string", "number", "boolean"] } },
  },
} as const;

/**
 * A list entry that is either a name or a mapping. `if`/`then`/`else` rather than `anyOf`, so ajv reports only
 * the errors of the branch the value's type selects (an `anyOf` adds a misleading "must be string" to every
 * mistake inside a mapping).
 */
function nameOrMapping<N extends object, M extends object>(name: N, mapping: M) {
  return { if: { type: "string" }, then: name, else: mapping } as const;
}

const mdBuiltin = nameOrMapping(
  {},
  {
    type: "object",
    additionalProperties: false,
    required: ["name"],
    properties: {
      name: { type: "string" },
      permission: { enum: ["auto", "confirm"] },
      description: { type: "string" },
      parameters: { type: "array", items: mdParameter },
    },
  },
);

const coreBuiltin = nameOrMapping(
  {},
  {
    type: "object",
    additionalProperties: false,
    required: ["name"],
    properties: {
      name: { type: "string" },
      risk: { enum: ["low", "medium", "high", "critical"] },
      capability: { type: ["string", "null"] },
      approval_policy: { enum: ["auto", "prompt", "deny"] },
      model_output_policy: { enum: ["content", "current_turn"] },
    },
  },
);

/** The provider profiles toolc knows by name (input-schema-provider); other profiles are given as mappings. */
export const BUILTIN_PROVIDER_PROFILES = ["anthropic-strict", "openai-strict"] as const;

const positiveInt = { type: "integer", minimum: 1 } as const;

/** The schema; `rules` keys are checked separately against the rule registry (for "did you mean"). */
export const CONFIG_SCHEMA = {
  type: "object",
  additionalProperties: false,
  properties: {
    out: pathString,
    ignore: { type: "array", items: { type: "string", maxLength: MAX_PATH_CHARS } },
    rules: { type: "object", additionalProperties: severity },
    markdown: {
      type: "object",
      additionalProperties: false,
      properties: {
        toolsDir: pathString,
        agentsDir: pathString,
        entryAgent: { type: "string", minLength: 1 },
        builtins: { type: "array", items: mdBuiltin },
        reserved: stringList,
      },
    },
    core: {
      type: "object",
      additionalProperties: false,
      properties: { toolsets: { type: "object", additionalProperties: { type: "array", items: coreBuiltin } } },
    },
    mcp: { type: "object", additionalProperties: false, properties: { snapshot: { type: "string" } } },
    secrets: {
      type: "object",
      additionalProperties: false,
      properties: { prefix: { type: "string" }, env: stringList },
    },
    names: { type: "object", additionalProperties: false, properties: { hostPrefixes: stringList } },
    limits: {
      type: "object",
      additionalProperties: false,
      properties: {
        descriptionChars: positiveInt,
        timeoutSeconds: { type: "number", exclusiveMinimum: 0 },
        agentTools: positiveInt,
        yamlAliasNodes: positiveInt,
      },
    },
    providers: {
      type: "array",
      items: nameOrMapping(
        { enum: BUILTIN_PROVIDER_PROFILES },
        {
          type: "object",
          additionalProperties: false,
          required: ["name"],
          properties: {
            name: { type: "string" },
            forbidKeywords: stringList,
            maxDepth: positiveInt,
            requireAllProperties: { type: "boolean" },
          },
        },
      ),
    },
    capabilities: { type: "object", additionalProperties: false, properties: { extra: stringList } },
  },
} as const;
