/**
 * The typed fields of each definition file kind, one interface per shape table of `structure/shapes.ts` (rules.md §4).
 * Property names are the YAML keys as written in the files, so a rule reads `tool.fields.input_schema` for the key the
 * user wrote `input_schema:`. A field is absent when the key is not written, or when a structural rule (`field-type`,
 * `invalid-value`, `missing-field`, `unknown-field`, `value-no-op`) flagged its value. Values compared
 * case-insensitively by the reference (`risk`, `approval_policy`, approval policies) hold the canonical lower-case form.
 * `test/compiler/model/fields.test.ts` checks that every interface lists exactly its shape's keys.
 */
import type { Entries, Field, Fields, Tree } from "./field.js";

/** A Markdown `parameters` entry. */
export interface ParameterFields extends Fields {
  readonly name?: Field<string>;
  readonly type?: Field<string>;
  readonly description?: Field<string>;
  readonly required?: Tree;
  readonly default?: Tree;
  readonly enum?: Tree;
}

/** Markdown tool frontmatter. */
export interface MdToolFields extends Fields {
  readonly name?: Field<string>;
  readonly description?: Field<string>;
  readonly type?: Field<string>;
  readonly permission?: Field<string>;
  readonly endpoint?: Field<string>;
  readonly method?: Field<string>;
  readonly headers?: Field<Entries<Field<string>>>;
  readonly timeout?: Field<number>;
  readonly response_extract?: Field<string | null>;
  readonly parameters?: Field<readonly ParameterFields[]>;
  readonly input_schema?: Tree;
}

/** Markdown agent frontmatter. */
export interface MdAgentFields extends Fields {
  readonly name?: Field<string>;
  readonly description?: Field<string>;
  readonly tools?: Field<Entries<Field<string>>>;
  readonly model?: Field<string>;
  readonly max_tool_rounds?: Field<number>;
  readonly internal?: Field<boolean>;
}

/** `tool.yaml`. */
export interface ToolYamlFields extends Fields {
  readonly entrypoint?: Field<string | null>;
  readonly description?: Field<string>;
  readonly input_schema?: Tree;
  readonly risk?: Field<string>;
  readonly capability?: Field<string | null>;
  readonly approval_policy?: Field<string>;
  readonly display_policy?: Field<string>;
  readonly model_output_policy?: Field<string>;
  readonly capabilities?: Field<readonly Field<string>[]>;
}

/** A `tools.metadata.<id>` entry of `agent.yaml`. */
export interface MetadataFields extends Fields {
  readonly risk?: Field<string>;
  readonly capability?: Field<string>;
  readonly approval_policy?: Field<string>;
  readonly model_output_policy?: Field<string>;
  readonly display_policy?: Field<string>;
  readonly enabled?: Field<boolean>;
}

/** `approval` of a core or of the global fallback. */
export interface ApprovalFields extends Fields {
  readonly default?: Field<string | null>;
  readonly tools?: Field<Entries<Field<string>>>;
  readonly capabilities?: Field<Entries<Field<string>>>;
  readonly risks?: Field<Entries<Field<string>>>;
}

/** `agent` of `agent.yaml`. */
export interface AgentIdFields extends Fields {
  readonly id?: Field<string>;
  readonly summary?: Field<string>;
}

/** `runtime` of `agent.yaml`. */
export interface RuntimeFields extends Fields {
  readonly surface_root?: Field<string>;
  readonly max_model_steps?: Field<number>;
  readonly workspace?: Field<string | null>;
}

/** `tools` of `agent.yaml`. */
export interface CoreToolsFields extends Fields {
  readonly toolsets?: Field<readonly Field<string>[]>;
  readonly metadata?: Field<Entries<MetadataFields>>;
}

/** `dependencies` of `agent.yaml`. */
export interface DependenciesFields extends Fields {
  readonly mode?: Field<string>;
  readonly allow_additional_dependencies?: Field<boolean>;
}

/** A core's `agent.yaml`. */
export interface AgentYamlFields extends Fields {
  readonly schema_version?: Tree;
  readonly agent?: Field<AgentIdFields>;
  readonly runtime?: Field<RuntimeFields>;
  readonly model?: Tree;
  readonly ui?: Tree;
  readonly channels?: Tree;
  readonly slots?: Field<Entries<Field<string>>>;
  readonly tools?: Field<CoreToolsFields>;
  readonly approval?: Field<ApprovalFields>;
  readonly capabilities?: Tree;
  readonly dependencies?: Field<DependenciesFields>;
}

/** The global fallback `agent.yaml`. */
export interface FallbackFields extends Fields {
  readonly model?: Tree;
  readonly ui?: Tree;
  readonly approval?: Field<ApprovalFields>;
}

/** A serial group, or a serial and a parallel group, of `pipelines.yaml`. */
export interface PipelineGroupFields extends Fields {
  readonly serial?: Field<readonly Field<string>[]>;
  readonly parallel?: Field<readonly Field<string>[]>;
}

/** `pipelines.yaml`; `tools` is read as written (its entries are checked against tool ids by their own rule). */
export interface PipelinesFields extends Fields {
  readonly schema_version?: Field<number>;
  readonly bootstrap?: Field<PipelineGroupFields>;
  readonly input?: Field<PipelineGroupFields>;
  readonly output?: Field<PipelineGroupFields>;
  readonly tools?: Tree;
}

/** `tools` of an MCP server manifest. */
export interface McpToolsFields extends Fields {
  readonly include?: Field<readonly Field<string>[]>;
  readonly exclude?: Field<readonly Field<string>[]>;
}

/** An MCP server manifest. */
export interface McpFields extends Fields {
  readonly enabled?: Field<boolean>;
  readonly transport?: Field<string>;
  readonly command?: Field<string | null>;
  readonly args?: Field<readonly Tree[]>;
  readonly env?: Field<Entries<Field<string>>>;
  readonly cwd?: Field<string | null>;
  readonly url?: Field<string | null>;
  readonly headers?: Field<Entries<Field<string>>>;
  readonly tools?: Field<McpToolsFields>;
  readonly risk?: Field<string>;
  readonly approval_policy?: Field<string>;
  readonly capability?: Field<string | null>;
  readonly connect_timeout_seconds?: Field<number>;
  readonly timeout_seconds?: Field<number>;
  readonly supports_parallel_tool_calls?: Field<boolean>;
}
