/**
 * The project model: every definition file that was read, grouped by kind, with parsed documents and
 * the core structure (tools root, slots, pipelines, MCP manifests). Rules and the catalog read this.
 * @see ../../../docs/rules.md §1.6
 */
import type { ToolcConfig } from "../config/types.js";
import type { Finding } from "../diagnostics/finding.js";
import type { FrontmatterSplit } from "../parse/frontmatter.js";
import type { YamlDoc } from "../parse/nodes.js";
import type { SourceText } from "../source/text.js";

/** File kinds of rules.md §1.6. */
export type FileKind = "md-tool" | "md-agent" | "core-manifest" | "core-tool" | "pipelines" | "mcp-manifest";

/** A read definition file. `doc` is undefined when a parse-level rule held (the file is gated). */
export interface DefinitionFile {
  kind: FileKind;
  path: string;
  source?: SourceText;
  doc?: YamlDoc;
}

/** A Markdown tool or agent file. */
export interface MarkdownFile extends DefinitionFile {
  kind: "md-tool" | "md-agent";
  split?: FrontmatterSplit;
}

/** A slot of a core (`<surface_root>/{bootstrap,input,output}/<id>/slot.yaml`). */
export interface Slot {
  phase: "bootstrap" | "input" | "output";
  id: string;
  /** Project-relative path of its `slot.yaml`. */
  slotYaml: string;
}

/** One authored tool directory (`<tools root>/<id>/` or a package `<id>/tool.yaml`). */
export interface CoreTool {
  id: string;
  /** Project-relative directory. */
  dir: string;
  /** Project-relative `tool.yaml` path. */
  yamlPath: string;
  file: DefinitionFile;
  /** The owning core, or undefined for a package tool checked without core context. */
  core?: Core;
  /** Project-relative paths of `.py`/`.js`/`.mjs`/`.ts` files under the tool directory. */
  codeFiles: string[];
}

/** A tools-root child directory that has no `tool.yaml`. */
export interface ToolDirWithoutYaml {
  dir: string;
  /** Set when it holds a legacy `slot.yaml`. */
  slotYaml?: string;
  /** Set when `tool.yaml` exists but is a directory. */
  yamlIsDirectory?: boolean;
}

/** An Agent Core: an `agent.yaml` and everything it points at. */
export interface Core {
  /** Project-relative core root directory (`""` for the project root itself). */
  root: string;
  manifest: DefinitionFile;
  /** `agent.id` when it is a string. */
  id?: string;
  /** Project-relative surface root. */
  surfaceRoot: string;
  /** Project-relative tools root (`slots.tools`), when declared, inside the core and a directory. */
  toolsRoot?: string;
  tools: CoreTool[];
  toolDirsWithoutYaml: ToolDirWithoutYaml[];
  /** Child directories of the tools root that are symlinks resolving outside the core. */
  escapingToolDirs: string[];
  pipelines?: DefinitionFile;
  mcp: DefinitionFile[];
  slots: Slot[];
}

/** Everything discovery and parsing produced. */
export interface Project {
  /** Absolute project root. */
  root: string;
  config: ToolcConfig;
  /** Every file read, by project-relative path (for positions and source lines). */
  sources: Map<string, SourceText>;
  mdTools: MarkdownFile[];
  mdAgents: MarkdownFile[];
  cores: Core[];
  /** Global fallback `agent.yaml` files (only `model`, `ui`, `approval`). */
  fallbacks: DefinitionFile[];
  /** `tool.yaml` tools outside every core's tools root. */
  packageTools: CoreTool[];
  /** Findings from reading and parsing (parse-level rules, bom, unreadable files). */
  findings: Finding[];
  /** Number of definition files considered (for the summary line). */
  fileCount: number;
  /** The toolc version when caches may be used (unset with `--no-cache` / `TOOLC_CACHE=off`). */
  cacheVersion?: string;
}
