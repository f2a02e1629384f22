/**
 * The definition model: every definition file of a project, read once after the structural check into typed
 * {@link Field}s. Rules, the catalog and code generation read this; raw YAML stays with the parser and the few
 * lexical rules (duplicate keys, boolean spelling) that are about the text itself.
 * @see ./README.md
 */
import type { ToolcConfig } from "../config/types.js";
import type { FrontmatterSplit } from "../parse/frontmatter.js";
import type { Slot, ToolDirWithoutYaml } from "../project/types.js";
import type { SourceText } from "../source/text.js";
import type { Field } from "./field.js";
import type { AgentYamlFields, FallbackFields, McpFields, MdAgentFields, MdToolFields, PipelinesFields, ToolYamlFields } from "./fields.js";

/** A definition file whose YAML parsed: its path, its text, and its fields. */
export interface Definition<F> {
  /** Project-relative, `/`-separated path. */
  readonly path: string;
  readonly source: SourceText;
  readonly fields: F;
}

/** A Markdown tool or agent file whose frontmatter parsed. */
export interface MarkdownDefinition<F> extends Definition<F> {
  /** The file name without `.md`. */
  readonly stem: string;
  /** `name` when usable, else the file stem: the name to use in messages. */
  readonly label: string;
  /** The body after the frontmatter, trimmed as the reference trims it (empty: no body); the span is the trimmed text, always verbatim. */
  readonly body: Field<string>;
  /** Absolute offset of the opening `---` (after a BOM). */
  readonly contentStart: number;
}

/**
 * A Markdown tool or agent file whose frontmatter delimiters were found, whether or not its YAML parsed: for the
 * rules that read the frontmatter as text (a `---` that the reference loader would take as the closing line).
 */
export interface MarkdownText {
  /** Project-relative, `/`-separated path. */
  readonly path: string;
  readonly source: SourceText;
  readonly split: FrontmatterSplit;
}

/** A Markdown HTTP tool. */
export type MdTool = MarkdownDefinition<MdToolFields> & { readonly kind: "md-tool" };

/** A Markdown agent. */
export type MdAgent = MarkdownDefinition<MdAgentFields> & { readonly kind: "md-agent" };

/** An authored tool directory (`<tools root>/<id>/` of a core, or a package `<id>/tool.yaml`). */
export interface CoreTool {
  readonly kind: "core-tool";
  /** The directory name. */
  readonly id: string;
  /** Project-relative directory. */
  readonly dir: string;
  /** Project-relative `tool.yaml` path (whether or not it parsed). */
  readonly path: string;
  /** The parsed `tool.yaml`; undefined when a parse-level rule gated it. */
  readonly yaml?: Definition<ToolYamlFields>;
  /** The owning core; undefined for a package tool checked without core context. */
  readonly core?: Core;
  /** Project-relative paths of `.py`/`.js`/`.mjs`/`.ts` files under the directory. */
  readonly codeFiles: readonly string[];
}

/** An Agent Core: an `agent.yaml` and everything it points at. */
export interface Core {
  /** Project-relative core root (`""` for the project root itself). */
  readonly root: string;
  /** Project-relative `agent.yaml` path (whether or not it parsed). */
  readonly path: string;
  /** The parsed `agent.yaml`; undefined when a parse-level rule gated it. */
  readonly manifest?: Definition<AgentYamlFields>;
  /** `agent.id` when it is a usable string. */
  readonly id?: string;
  /** Project-relative surface root. */
  readonly surfaceRoot: string;
  /** Project-relative tools root (`slots.tools`), when declared, inside the core and a directory. */
  readonly toolsRoot?: string;
  readonly tools: readonly CoreTool[];
  readonly toolDirsWithoutYaml: readonly ToolDirWithoutYaml[];
  /** Child directories of the tools root that are symlinks resolving outside the core. */
  readonly escapingToolDirs: readonly string[];
  /** Project-relative `pipelines.yaml` path when the file exists. */
  readonly pipelinesPath?: string;
  readonly pipelines?: Definition<PipelinesFields>;
  /** Every MCP manifest file of the core, parsed or not. */
  readonly mcpPaths: readonly string[];
  readonly mcp: readonly Definition<McpFields>[];
  readonly slots: readonly Slot[];
}

/** The whole project as rules, the catalog and code generation see it. */
export interface Model {
  /** Absolute project root. */
  readonly root: string;
  readonly config: ToolcConfig;
  /** Every file read, by project-relative path. */
  readonly sources: ReadonlyMap<string, SourceText>;
  /** Markdown tools whose frontmatter parsed, sorted by path. */
  readonly mdTools: readonly MdTool[];
  /** Markdown agents whose frontmatter parsed, sorted by path. */
  readonly mdAgents: readonly MdAgent[];
  /** Markdown tools, then Markdown agents, whose frontmatter was split (parsed or not). */
  readonly markdownTexts: readonly MarkdownText[];
  /** Every Markdown agent file, parsed or not, sorted by path. */
  readonly mdAgentPaths: readonly string[];
  readonly cores: readonly Core[];
  /** Global fallback `agent.yaml` files that parsed (only `model`, `ui`, `approval`). */
  readonly fallbacks: readonly Definition<FallbackFields>[];
  /** `tool.yaml` tools outside every core's tools root. */
  readonly packageTools: readonly CoreTool[];
  /** Every authored tool: each core's tools in core order, then the package tools. */
  readonly coreTools: readonly CoreTool[];
}
