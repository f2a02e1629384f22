/**
 * Every parsed YAML document of a project, for the lexical rules (`yaml-duplicate-key`,
 * `yaml-boolean-ambiguity`) that apply to all file kinds alike.
 * @see ../../../../docs/rules.md §1.3 (lexical rules), §1.6
 */
import { isMap, isPair, isScalar, isSeq, type Pair, type Scalar, type YAMLMap } from "yaml";
import type { YamlDoc } from "../../parse/nodes.js";
import type { DefinitionFile, Project } from "../../project/types.js";

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

/** Every mapping and every scalar (keys included) of a document, in document order. */
export interface DocumentNodes {
  maps: YAMLMap[];
  scalars: Scalar[];
}

const NODES = Symbol("toolc.documentNodes");

/**
 * The mappings and scalars of `doc`, collected in one iterative walk and cached: both lexical rules need
 * them for every file, and the package's generic `visit` cost them more than the checks themselves.
 */
export function documentNodes(doc: YamlDoc): DocumentNodes {
  const holder = doc as YamlDoc & { [NODES]?: DocumentNodes };
  if (holder[NODES]) return holder[NODES];
  const nodes: DocumentNodes = { maps: [], scalars: [] };
  const stack: unknown[] = [doc.doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isScalar(node)) nodes.scalars.push(node);
    else if (isMap(node)) {
      nodes.maps.push(node);
      for (let i = node.items.length - 1; i >= 0; i--) {
        const item = node.items[i];
        if (isPair(item)) stack.push(item.value, item.key);
      }
    } else if (isSeq(node)) for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i]);
  }
  holder[NODES] = nodes;
  return nodes;
}
