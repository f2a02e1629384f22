/**
 * Where a tool, a parameter, an agent or an agent's permission for a tool is defined in a loaded project.
 * The one module of `toolc breaking` and `toolc.lock` that reads definition files: every other part works
 * on catalog data. (It reads the raw YAML documents of the project; when a typed model of the project
 * exists, this module is what switches to it.)
 */
import type { BuiltCatalog } from "../catalog/index.js";
import { itemsOf, nodeSpan, pairOf, stringValue, valueOf, type YamlDoc } from "../parse/nodes.js";
import type { Project } from "../project/types.js";
import { directorySpan, type Span } from "../source/text.js";
import type { Place } from "./types.js";

/** Finds places in one project: its parsed documents and which file each catalog tool and agent came from. */
export interface Locator {
  /** The span of `place`, or undefined when the project does not define it (e.g. a removed tool). */
  find(place: Place): Span | undefined;
  /** Where something without a definition of its own is reported: the tools (or agents) folder. */
  folder(kind: "tool" | "agent"): Span;
}

/** A locator over `project`, whose catalog `built` was built from it. */
export function locator(project: Project, built: BuiltCatalog): Locator {
  const docs = documentsOf(project);
  const docOf = (key: string): YamlDoc | undefined => {
    const file = built.sources[key]?.[0];
    return file === undefined ? undefined : docs.get(file);
  };
  const find = (place: Place): Span | undefined => {
    switch (place.kind) {
      case "tool":
        return toolSpan(docOf(place.tool), place.field);
      case "parameter":
        return parameterSpan(docOf(place.tool), place.pointer) ?? toolSpan(docOf(place.tool));
      case "agent":
        return agentSpan(docOf(place.agent));
      case "grant":
        return grantSpan(docOf(place.agent), place.tool) ?? find({ kind: "tool", tool: built.catalog.agents[place.agent]?.tools[place.tool]?.ref ?? place.tool });
    }
  };
  const folder = (kind: "tool" | "agent"): Span => {
    const markdown = project.config.markdown;
    // A project of cores only has no Markdown folders: its first core's folder stands for it.
    const core = project.mdTools.length + project.mdAgents.length === 0 ? project.cores[0] : undefined;
    return directorySpan(core ? core.root || "." : kind === "tool" ? markdown.toolsDir : markdown.agentsDir);
  };
  return { find, folder };
}

/** Every parsed definition document by project-relative path. */
function documentsOf(project: Project): Map<string, YamlDoc> {
  const docs = new Map<string, YamlDoc>();
  const files = [...project.mdTools, ...project.mdAgents, ...project.packageTools.map((t) => t.file)];
  for (const core of project.cores) files.push(core.manifest, ...core.tools.map((t) => t.file));
  for (const file of files) if (file.doc) docs.set(file.path, file.doc);
  return docs;
}

/** The key of `pair` (the line a reader looks for), or its value when the key has no range. */
function keySpan(doc: YamlDoc, map: unknown, key: string): Span | undefined {
  const pair = pairOf(doc, map, key);
  return pair ? nodeSpan(doc, pair.key ?? pair.value) : undefined;
}

/** A tool's `field` key, else its `name` (Markdown) or first key (tool.yaml, whose folder is the name). */
function toolSpan(doc: YamlDoc | undefined, field?: string): Span | undefined {
  if (!doc) return undefined;
  const own = field === undefined ? undefined : keySpan(doc, doc.root, field);
  const first = doc.root.items[0];
  return own ?? keySpan(doc, doc.root, "name") ?? (first ? nodeSpan(doc, first.key) : nodeSpan(doc, doc.root));
}

/**
 * A parameter by schema path. Markdown `parameters` lists are searched by name (`properties.<name>`, then
 * a key of the entry); `input_schema` is walked key by key. The deepest node found wins.
 */
function parameterSpan(doc: YamlDoc | undefined, pointer: readonly string[]): Span | undefined {
  if (!doc) return undefined;
  const list = valueOf(doc, doc.root, "parameters");
  if (list !== undefined) {
    if (pointer[0] !== "properties" || pointer[1] === undefined) return keySpan(doc, doc.root, "parameters");
    const entry = itemsOf(doc, list).find((item) => stringValue(doc, valueOf(doc, item, "name")) === pointer[1]);
    if (!entry) return keySpan(doc, doc.root, "parameters");
    return (pointer[2] !== undefined ? keySpan(doc, entry, pointer[2]) : undefined) ?? nodeSpan(doc, entry);
  }
  let map: unknown = valueOf(doc, doc.root, "input_schema");
  let found = keySpan(doc, doc.root, "input_schema");
  for (const segment of pointer) {
    const span = keySpan(doc, map, segment);
    if (!span) break;
    found = span;
    map = valueOf(doc, map, segment);
  }
  return found;
}

/** An agent's `name` (Markdown) or `agent.id` (core). */
function agentSpan(doc: YamlDoc | undefined): Span | undefined {
  if (!doc) return undefined;
  return keySpan(doc, doc.root, "name") ?? keySpan(doc, valueOf(doc, doc.root, "agent"), "id") ?? nodeSpan(doc, doc.root);
}

/** Markdown: the agent's `tools.<tool>` entry. Core: a `tools.metadata.<tool>` or `approval.tools.<tool>` override. */
function grantSpan(doc: YamlDoc | undefined, tool: string): Span | undefined {
  if (!doc) return undefined;
  const tools = valueOf(doc, doc.root, "tools");
  return keySpan(doc, tools, tool) ?? keySpan(doc, valueOf(doc, tools, "metadata"), tool) ?? keySpan(doc, valueOf(doc, valueOf(doc, doc.root, "approval"), "tools"), tool);
}
