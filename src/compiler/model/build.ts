/**
 * Builds the {@link Model} from a loaded project and its structural check: one pass over every parsed document,
 * after which nothing downstream reads YAML nodes for values.
 * @see ./README.md
 */
import path from "node:path";
import type * as P from "../project/types.js";
import type { StructureResult } from "../structure/types.js";
import { AGENT_YAML, FALLBACK_YAML, MCP_MANIFEST, MD_AGENT, MD_TOOL, PIPELINES, TOOL_YAML } from "../structure/shapes.js";
import type { ObjectShape } from "../structure/shape.js";
import type { Fields } from "./field.js";
import type { AgentYamlFields, MdAgentFields, MdToolFields, ToolYamlFields } from "./fields.js";
import { readObject } from "./read.js";
import type { Core, CoreTool, Definition, MarkdownDefinition, Model } from "./types.js";

/** The model of `project`; values flagged in `structure` are left out. */
export function buildModel(project: P.Project, structure: StructureResult): Model {
  const flagged = structure.flagged;
  const cores = project.cores.map((core) => coreOf(core, flagged));
  const packageTools = project.packageTools.map((tool) => toolOf(tool, undefined, flagged));
  return {
    root: project.root,
    config: project.config,
    sources: project.sources,
    mdTools: project.mdTools.flatMap((file) => markdownOf<MdToolFields>(file, MD_TOOL, flagged).map((d) => ({ ...d, kind: "md-tool" as const }))),
    mdAgents: project.mdAgents.flatMap((file) => markdownOf<MdAgentFields>(file, MD_AGENT, flagged).map((d) => ({ ...d, kind: "md-agent" as const }))),
    markdownTexts: [...project.mdTools, ...project.mdAgents].flatMap((file) => (file.source && file.split ? [{ path: file.path, source: file.source, split: file.split }] : [])),
    mdAgentPaths: project.mdAgents.map((file) => file.path),
    cores,
    fallbacks: project.fallbacks.flatMap((file) => definitionOf(file, FALLBACK_YAML, flagged)),
    packageTools,
    coreTools: [...cores.flatMap((core) => core.tools), ...packageTools],
  };
}

function coreOf(core: P.Core, flagged: ReadonlySet<object>): Core {
  const manifest = definitionOf<AgentYamlFields>(core.manifest, AGENT_YAML, flagged)[0];
  const model: Core & { tools: CoreTool[] } = {
    root: core.root,
    path: core.manifest.path,
    ...(manifest ? { manifest } : {}),
    ...(core.id !== undefined ? { id: core.id } : {}),
    surfaceRoot: core.surfaceRoot,
    ...(core.toolsRoot !== undefined ? { toolsRoot: core.toolsRoot } : {}),
    tools: [],
    toolDirsWithoutYaml: core.toolDirsWithoutYaml,
    escapingToolDirs: core.escapingToolDirs,
    ...(core.pipelines ? { pipelinesPath: core.pipelines.path } : {}),
    ...optional("pipelines", core.pipelines && definitionOf(core.pipelines, PIPELINES, flagged)[0]),
    mcpPaths: core.mcp.map((file) => file.path),
    mcp: core.mcp.flatMap((file) => definitionOf(file, MCP_MANIFEST, flagged)),
    slots: core.slots,
  };
  model.tools.push(...core.tools.map((tool) => toolOf(tool, model, flagged)));
  return model;
}

function toolOf(tool: P.CoreTool, core: Core | undefined, flagged: ReadonlySet<object>): CoreTool {
  const yaml = definitionOf<ToolYamlFields>(tool.file, TOOL_YAML, flagged)[0];
  return { kind: "core-tool", id: tool.id, dir: tool.dir, path: tool.yamlPath, ...(yaml ? { yaml } : {}), ...(core ? { core } : {}), codeFiles: tool.codeFiles };
}

/** The definition of a parsed YAML file, as a zero- or one-element list (for `flatMap`). */
function definitionOf<F extends Fields>(file: P.DefinitionFile, shape: ObjectShape, flagged: ReadonlySet<object>): Definition<F>[] {
  if (!file.doc || !file.source) return [];
  const fields = readObject<F>({ doc: file.doc, source: file.source, flagged }, file.doc.root, shape);
  return [{ path: file.path, source: file.source, fields }];
}

function markdownOf<F extends Fields & { name?: { value: string } }>(file: P.MarkdownFile, shape: ObjectShape, flagged: ReadonlySet<object>): MarkdownDefinition<F>[] {
  if (!file.split) return [];
  const [definition] = definitionOf<F>(file, shape, flagged);
  if (!definition) return [];
  const split = file.split;
  const stem = path.posix.basename(file.path, ".md");
  const rest = definition.source.text.slice(split.bodyStart);
  const bodyStart = split.bodyStart + (rest.length - rest.trimStart().length);
  const body = { value: split.body, span: { file: file.path, start: bodyStart, end: bodyStart + split.body.length }, verbatimAt: bodyStart };
  return [{ ...definition, stem, label: definition.fields.name?.value ?? stem, body, contentStart: split.contentStart }];
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
