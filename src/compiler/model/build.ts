/**
 * Builds the {@link Model} from a loaded project and its structural check: one pass over every parsed document,
 * after which nothing downstream reads YAML nodes for values.
 * @see ./README.md
 */
import path from "node:path";
import type { FrontmatterSplit } from "../parse/frontmatter.js";
import type * as P from "../project/types.js";
import type { SourceText } from "../source/text.js";
import type { StructureResult } from "../structure/types.js";
import { AGENT_YAML, FALLBACK_YAML, MCP_MANIFEST, MD_AGENT, MD_TOOL, PIPELINES, TOOL_YAML } from "../structure/shapes.js";
import type { ObjectShape } from "../structure/shape.js";
import type { Fields } from "./field.js";
import type { AgentYamlFields, MdAgentFields, MdToolFields, ToolYamlFields } from "./fields.js";
import { readObject } from "./read.js";
import type { Core, CoreTool, Definition, MarkdownDefinition, MdAgent, MdTool, Model } from "./types.js";

/** A Markdown file's definition as {@link buildModel} makes it, read before the rest (lint/early.ts). */
export interface EarlyDefinition {
  readonly definition?: MdTool | MdAgent;
}

/**
 * The model of `project`; values flagged in `structure` are left out. The Markdown files in `early` were read
 * as they were parsed, and give their definitions from there.
 */
export function buildModel(project: P.Project, structure: StructureResult, early?: ReadonlyMap<string, EarlyDefinition>): Model {
  const flagged = structure.flagged;
  const cores = project.cores.map((core) => coreOf(core, flagged));
  const packageTools = project.packageTools.map((tool) => toolOf(tool, undefined, flagged));
  return {
    root: project.root,
    config: project.config,
    sources: project.sources,
    ...(project.cacheVersion !== undefined ? { cacheVersion: project.cacheVersion } : {}),
    mdToolPaths: project.mdTools.map((file) => file.path),
    mdTools: markdownDefinitions<MdTool>(project.mdTools, flagged, early),
    mdAgents: markdownDefinitions<MdAgent>(project.mdAgents, flagged, early),
    markdownTexts: [...project.mdTools, ...project.mdAgents].flatMap((file) => (file.source && file.split ? [{ path: file.path, source: file.source, split: file.split }] : [])),
    mdAgentPaths: project.mdAgents.map((file) => file.path),
    cores,
    fallbacks: project.fallbacks.flatMap((file) => definitionOf(file, FALLBACK_YAML, flagged)),
    packageTools,
    coreTools: [...cores.flatMap((core) => core.tools), ...packageTools],
  };
}

/** The definition of a Markdown tool or agent file, by its kind; undefined when its frontmatter did not parse. */
export function markdownModel(file: P.MarkdownFile, flagged: ReadonlySet<object>): MdTool | MdAgent | undefined {
  if (file.kind === "md-tool") {
    const [definition] = markdownOf<MdToolFields>(file, MD_TOOL, flagged);
    return definition && { ...definition, kind: "md-tool" };
  }
  const [definition] = markdownOf<MdAgentFields>(file, MD_AGENT, flagged);
  return definition && { ...definition, kind: "md-agent" };
}

/** The definitions of the Markdown `files` that parsed (all of one kind), from `early` where it has them. */
function markdownDefinitions<T extends MdTool | MdAgent>(files: readonly P.MarkdownFile[], flagged: ReadonlySet<object>, early?: ReadonlyMap<string, EarlyDefinition>): T[] {
  return files.flatMap((file) => {
    const read = early?.get(file.path);
    const definition = read ? read.definition : markdownModel(file, flagged);
    return definition ? [definition as T] : [];
  });
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
  const { stem, body, contentStart, closing } = markdownFrame({ path: file.path, source: definition.source, split: file.split });
  return [{ ...definition, stem, label: definition.fields.name?.value ?? stem, body, contentStart, closing }];
}

/** What a Markdown definition takes from its file's frontmatter split rather than its YAML: stem, body, delimiters. */
export function markdownFrame(file: { readonly path: string; readonly source: SourceText; readonly split: FrontmatterSplit }): Pick<MarkdownDefinition<Fields>, "stem" | "body" | "contentStart" | "closing"> {
  const split = file.split;
  const stem = path.posix.basename(file.path, ".md");
  const rest = file.source.text.slice(split.bodyStart);
  const bodyStart = split.bodyStart + (rest.length - rest.trimStart().length);
  const body = { value: split.body, span: { file: file.path, start: bodyStart, end: bodyStart + split.body.length }, verbatimAt: bodyStart };
  const closing = { file: file.path, start: split.closeStart, end: split.closeEnd };
  return { stem, body, contentStart: split.contentStart, closing };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
