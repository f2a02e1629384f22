/**
 * The `yaml-alias-limit` check: counts the nodes that expanding every alias would produce, each alias
 * at the full size of its target, with a memo so the count itself stays linear in the document size.
 * @see ../../../docs/rules.md §5 yaml-alias-limit
 */
import { isAlias, isMap, isPair, isSeq, type Alias, type Node } from "yaml";
import type { Finding } from "../diagnostics/finding.js";
import type { YamlDoc } from "./nodes.js";

class AliasLimitExceeded {
  constructor(
    readonly alias: Alias,
    readonly cyclic: boolean,
  ) {}
}

/** Returns a finding when alias expansion exceeds `limit` nodes or an alias contains itself. */
export function countAliasExpansion(ydoc: YamlDoc, limit: number): Finding | undefined {
  const root = ydoc.doc.contents;
  if (!root || !hasAlias(ydoc)) return undefined;
  const sizes = new Map<Node, number>();
  const active = new Set<Node>();
  let total = 0;
  const size = (node: unknown): number => {
    if (node === null || node === undefined) return 1;
    if (isAlias(node)) {
      const target = node.resolve(ydoc.doc) as Node | undefined;
      if (!target) return 1;
      if (active.has(target)) throw new AliasLimitExceeded(node, true);
      const n = size(target);
      total += n;
      if (total > limit) throw new AliasLimitExceeded(node, false);
      return n;
    }
    const cached = sizes.get(node as Node);
    if (cached !== undefined) return cached;
    active.add(node as Node);
    let n = 1;
    if (isMap(node) || isSeq(node)) {
      for (const item of node.items) n += isPair(item) ? size(item.key) + size(item.value) : size(item);
    }
    active.delete(node as Node);
    sizes.set(node as Node, n);
    return n;
  };
  try {
    size(root);
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
  const cycle = error.cyclic ? ` (alias \`*${error.alias.source}\` contains itself)` : "";
  return {
    rule: "yaml-alias-limit",
    at: { file: ydoc.file, start: ydoc.offset + range[0], end: ydoc.offset + range[1] },
    message: `anchors and aliases expand to more than ${limit} nodes${cycle}: refusing to expand them`,
    hint: "write the values out instead of using anchors and aliases",
  };
}
