/**
 * The `yaml-alias-limit` check: counts the nodes that expanding every alias would produce, each alias
 * at the full size of its target, with a memo so the count itself stays linear in the document size.
 * @see ../../../docs/rules.md §5 yaml-alias-limit
 */
import { isAlias, isMap, isPair, isSeq, type Alias, type Node } from "yaml";
import type { Finding } from "../diagnostics/finding.js";
import { MAX_YAML_DEPTH } from "./cst-scan.js";
import type { YamlDoc } from "./nodes.js";

class AliasLimitExceeded {
  constructor(
    readonly alias: Alias,
    readonly reason: "size" | "cycle" | "depth",
  ) {}
}

/**
 * Returns a finding when alias expansion exceeds `limit` nodes, an alias contains itself, or expanding
 * aliases nests values deeper than {@link MAX_YAML_DEPTH} (the text alone cannot: cst-scan.ts bounds it).
 */
export function countAliasExpansion(ydoc: YamlDoc, limit: number): Finding | undefined {
  const root = ydoc.doc.contents;
  if (!root || !hasAlias(ydoc)) return undefined;
  const sizes = new Map<Node, number>();
  // Expanded height of each counted node in collection levels (as cst-scan.ts counts depth), so that a
  // memoised target reused deeper is still bounded.
  const heights = new Map<Node, number>();
  const active = new Set<Node>();
  let total = 0;
  let height = 0;
  // `depth` is the node's level once aliases are expanded; `via` the alias being expanded, to blame.
  const size = (node: unknown, depth: number, via: Alias | undefined): number => {
    height = 0;
    if (node === null || node === undefined) return 1;
    if (isAlias(node)) {
      const target = node.resolve(ydoc.doc) as Node | undefined;
      if (!target) return 1;
      if (active.has(target)) throw new AliasLimitExceeded(node, "cycle");
      const n = size(target, depth, node);
      total += n;
      if (total > limit) throw new AliasLimitExceeded(node, "size");
      return n;
    }
    const cached = sizes.get(node as Node);
    if (cached !== undefined) {
      height = heights.get(node as Node)!;
      if (via && depth + height - 1 > MAX_YAML_DEPTH) throw new AliasLimitExceeded(via, "depth");
      return cached;
    }
    const collection = isMap(node) || isSeq(node);
    if (via && collection && depth > MAX_YAML_DEPTH) throw new AliasLimitExceeded(via, "depth");
    active.add(node as Node);
    let n = 1;
    let below = 0;
    const child = (item: unknown) => {
      n += size(item, depth + 1, via);
      below = Math.max(below, height);
    };
    if (collection) {
      for (const item of node.items) isPair(item) ? (child(item.key), child(item.value)) : child(item);
    }
    active.delete(node as Node);
    sizes.set(node as Node, n);
    heights.set(node as Node, (height = collection ? below + 1 : 0));
    return n;
  };
  try {
    size(root, 1, undefined);
    return undefined;
  } catch (error) {
    if (!(error instanceof AliasLimitExceeded)) throw error;
    return aliasFinding(ydoc, error, limit);
  }
}

function hasAlias(ydoc: YamlDoc): boolean {
  let found = false;
  const walk = (node: unknown): void => {
    if (found || node === null || node === undefined) return;
    if (isAlias(node)) found = true;
    else if (isMap(node) || isSeq(node)) for (const item of node.items) isPair(item) ? (walk(item.key), walk(item.value)) : walk(item);
  };
  walk(ydoc.doc.contents);
  return found;
}

function aliasFinding(ydoc: YamlDoc, error: AliasLimitExceeded, limit: number): Finding {
  const range = error.alias.range ?? [0, 0];
  const cycle = error.reason === "cycle" ? ` (alias \`*${error.alias.source}\` contains itself)` : "";
  const message =
    error.reason === "depth"
      ? `anchors and aliases nest values more than ${MAX_YAML_DEPTH} levels deep: refusing to expand them`
      : `anchors and aliases expand to more than ${limit} nodes${cycle}: refusing to expand them`;
  return {
    rule: "yaml-alias-limit",
    at: { file: ydoc.file, start: ydoc.offset + range[0], end: ydoc.offset + range[1] },
    message,
    hint: "write the values out instead of using anchors and aliases",
  };
}
