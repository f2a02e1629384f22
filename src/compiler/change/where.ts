/**
 * Where a tool, a parameter, an agent or an agent's permission for a tool is defined in a checked project:
 * the spans the typed model recorded for each key (model/), so `toolc breaking` and `toolc.lock` point at
 * the line a reader looks for without reading the YAML again.
 */
import type { BuiltCatalog } from "../catalog/index.js";
import type { Entries, Tree } from "../model/field.js";
import type { AgentYamlFields, MdAgentFields, MdToolFields, ParameterFields, ToolYamlFields } from "../model/fields.js";
import type { Model } from "../model/types.js";
import { directorySpan, type Span } from "../source/text.js";
import type { Place } from "./types.js";

/** Finds places in one project: its model and which file each catalog tool and agent came from. */
export interface Locator {
  /** The span of `place`, or undefined when the project does not define it (e.g. a removed tool). */
  find(place: Place): Span | undefined;
  /** Where something without a definition of its own is reported: the tools (or agents) folder. */
  folder(kind: "tool" | "agent"): Span;
}

/** A definition file's fields, by the shape of the file. */
type Located =
  | { kind: "md-tool"; fields: MdToolFields }
  | { kind: "md-agent"; fields: MdAgentFields }
  | { kind: "tool-yaml"; fields: ToolYamlFields }
  | { kind: "agent-yaml"; fields: AgentYamlFields };

/** A locator over the project of `model`, whose catalog `built` was built from it. */
export function locator(model: Model, built: BuiltCatalog): Locator {
  const definitions = definitionsOf(model);
  const fieldsOf = (key: string): Located | undefined => {
    const file = built.sources[key]?.[0];
    return file === undefined ? undefined : definitions.get(file);
  };
  const find = (place: Place): Span | undefined => {
    switch (place.kind) {
      case "tool":
        return toolSpan(fieldsOf(place.tool), place.field);
      case "parameter":
        return parameterSpan(fieldsOf(place.tool), place.pointer) ?? toolSpan(fieldsOf(place.tool));
      case "agent":
        return agentSpan(fieldsOf(place.agent));
      case "grant":
        return grantSpan(fieldsOf(place.agent), place.tool) ?? find({ kind: "tool", tool: built.catalog.agents[place.agent]?.tools[place.tool]?.ref ?? place.tool });
    }
  };
  const folder = (kind: "tool" | "agent"): Span => {
    const markdown = model.config.markdown;
    // A project of cores only has no Markdown folders: its first core's folder stands for it.
    const core = model.mdToolPaths.length + model.mdAgentPaths.length === 0 ? model.cores[0] : undefined;
    return directorySpan(core ? core.root || "." : kind === "tool" ? markdown.toolsDir : markdown.agentsDir);
  };
  return { find, folder };
}

/** The fields of every definition file by project-relative path. */
function definitionsOf(model: Model): Map<string, Located> {
  const definitions = new Map<string, Located>();
  for (const tool of model.mdTools) definitions.set(tool.path, { kind: "md-tool", fields: tool.fields });
  for (const agent of model.mdAgents) definitions.set(agent.path, { kind: "md-agent", fields: agent.fields });
  for (const tool of model.coreTools) if (tool.yaml) definitions.set(tool.yaml.path, { kind: "tool-yaml", fields: tool.yaml.fields });
  for (const core of model.cores) if (core.manifest) definitions.set(core.manifest.path, { kind: "agent-yaml", fields: core.manifest.fields });
  return definitions;
}

/** A tool's `field` key, else its `name` (Markdown) or first key (tool.yaml, whose folder is the name). */
function toolSpan(located: Located | undefined, field?: string): Span | undefined {
  if (!located) return undefined;
  const { fields } = located;
  const own = field === undefined ? undefined : fields.keySpans.get(field);
  return own ?? fields.keySpans.get("name") ?? fields.keySpans.values().next().value ?? fields.span;
}

/**
 * A parameter by schema path. Markdown `parameters` lists are searched by name (`properties.<name>`, then
 * a key of the entry); `input_schema` is walked key by key. The deepest key found wins.
 */
function parameterSpan(located: Located | undefined, pointer: readonly string[]): Span | undefined {
  if (located?.kind !== "md-tool" && located?.kind !== "tool-yaml") return undefined;
  const { fields } = located;
  const listKey = fields.keySpans.get("parameters");
  if (listKey) {
    if (pointer[0] !== "properties" || pointer[1] === undefined) return listKey;
    const list = located.kind === "md-tool" ? located.fields.parameters?.value : undefined;
    const entry: ParameterFields | undefined = list?.find((item) => item.name?.value === pointer[1]);
    if (!entry) return listKey;
    return (pointer[2] !== undefined ? entry.keySpans.get(pointer[2]) : undefined) ?? entry.span;
  }
  let node: Tree | undefined = fields.input_schema;
  let found = fields.keySpans.get("input_schema");
  for (const segment of pointer) {
    const entry = node?.entries?.get(segment);
    if (!entry) break;
    found = entry.key.span;
    node = entry.value;
  }
  return found;
}

/** An agent's `name` (Markdown) or `agent.id` (core). */
function agentSpan(located: Located | undefined): Span | undefined {
  if (!located) return undefined;
  const id = located.kind === "agent-yaml" ? located.fields.agent?.value.keySpans.get("id") : undefined;
  return located.fields.keySpans.get("name") ?? id ?? located.fields.span;
}

/** Markdown: the agent's `tools.<tool>` entry. Core: a `tools.metadata.<tool>` or `approval.tools.<tool>` override. */
function grantSpan(located: Located | undefined, tool: string): Span | undefined {
  if (located?.kind === "md-agent") return keyOf(located.fields.tools?.value, tool);
  if (located?.kind !== "agent-yaml") return undefined;
  const { fields } = located;
  return keyOf(fields.tools?.value.metadata?.value, tool) ?? keyOf(fields.approval?.value.tools?.value, tool);
}

function keyOf(entries: Entries<unknown> | undefined, key: string): Span | undefined {
  return entries?.get(key)?.key.span;
}
