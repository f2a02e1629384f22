/**
 * Every parsed YAML document of a project, for the lexical rules (`yaml-duplicate-key`,
 * `yaml-boolean-ambiguity`) that apply to all file kinds alike.
 * @see ../../../docs/rules.md §1.3 (lexical rules), §1.6
 */
import { isScalar, type Pair } from "yaml";
import type { YamlDoc } from "../parse/nodes.js";
import type { DefinitionFile, Project } from "../project/types.js";

/** A definition file that parsed into a document. */
export interface ParsedFile extends DefinitionFile {
  doc: YamlDoc;
}

/** Every file of every kind whose YAML parsed: Markdown frontmatter, manifests, fallbacks, tools, pipelines, MCP manifests. */
export function parsedFiles(project: Project): ParsedFile[] {
  const files: DefinitionFile[] = [...project.mdTools, ...project.mdAgents, ...project.fallbacks];
  for (const core of project.cores) {
    files.push(core.manifest, ...core.tools.map((tool) => tool.file));
    if (core.pipelines) files.push(core.pipelines);
    files.push(...core.mcp);
  }
  files.push(...project.packageTools.map((tool) => tool.file));
  return files.filter((file): file is ParsedFile => file.doc !== undefined);
}

/** True for a `<<` merge key: the keys it brings in belong to the anchored mapping, not to this one. */
export function isMergeKey(pair: Pair): boolean {
  return isScalar(pair.key) && typeof pair.key.value === "symbol";
}
