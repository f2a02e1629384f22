/**
 * Every capability string written in a core's files, with its node and role: `tool.yaml` `capability`
 * and `capabilities` items, metadata `capability`, `capabilities.defaults` and `capabilities.slots.<path>`
 * grants, `approval.capabilities` keys and the MCP `capability`.
 * @see ../../../../docs/rules.md capability-format, capability-unknown
 */
import type { CapabilityRole } from "../../catalog/capabilities.js";
import { itemsOf, kindOf, pairsOf, stringValue, valueOf, type YamlDoc } from "../../parse/nodes.js";
import type { DefinitionFile } from "../../project/types.js";
import type { RuleContext } from "../rule.js";

/** One capability string and where it is written. */
export interface CapabilitySite {
  doc: YamlDoc;
  /** The scalar node (a value, a list item or a mapping key). */
  node: unknown;
  value: string;
  role: CapabilityRole;
}

type Sink = (site: CapabilitySite) => void;

/** Calls `fn` for every capability string of every tool, manifest and MCP file, one file at a time. */
export function forEachCapability(ctx: RuleContext, fn: Sink): void {
  const tools = [...ctx.project.cores.flatMap((core) => core.tools), ...ctx.project.packageTools].map((tool) => tool.file);
  const manifests = [...ctx.project.cores.map((core) => core.manifest), ...ctx.project.fallbacks];
  const mcp = ctx.project.cores.flatMap((core) => core.mcp);
  const visit = (files: DefinitionFile[], read: (ctx: RuleContext, doc: YamlDoc, fn: Sink) => void) =>
    ctx.each(files, (file) => {
      if (file.doc) read(ctx, file.doc, fn);
    });
  visit(tools, readToolYaml);
  visit(manifests, readManifest);
  visit(mcp, (c, doc, sink) => value(c, doc, doc.root, "capability", "requirement", sink));
}

/** A string value under `key` (null, other types and flagged values are skipped). */
function value(ctx: RuleContext, doc: YamlDoc, map: unknown, key: string, role: CapabilityRole, fn: Sink): void {
  const node = valueOf(doc, map, key);
  const text = stringValue(doc, node);
  if (text !== undefined && ctx.valid(node)) fn({ doc, node, value: text, role });
}

function readToolYaml(ctx: RuleContext, doc: YamlDoc, fn: Sink): void {
  value(ctx, doc, doc.root, "capability", "requirement", fn);
  const list = valueOf(doc, doc.root, "capabilities");
  if (ctx.valid(list)) strings(ctx, doc, itemsOf(doc, list), "grant", fn);
}

function readManifest(ctx: RuleContext, doc: YamlDoc, fn: Sink): void {
  readApproval(ctx, doc, fn);
  const tools = valueOf(doc, doc.root, "tools");
  const metadata = ctx.valid(tools) ? valueOf(doc, tools, "metadata") : undefined;
  if (ctx.valid(metadata)) {
    for (const entry of pairsOf(doc, metadata)) if (ctx.valid(entry.value)) value(ctx, doc, entry.value, "capability", "requirement", fn);
  }
  const capabilities = valueOf(doc, doc.root, "capabilities");
  if (!ctx.valid(capabilities)) return;
  grantEntries(ctx, doc, valueOf(doc, capabilities, "defaults"), fn);
  for (const slot of pairsOf(doc, valueOf(doc, capabilities, "slots"))) grantEntries(ctx, doc, slot.value, fn);
}

function readApproval(ctx: RuleContext, doc: YamlDoc, fn: Sink): void {
  const approval = valueOf(doc, doc.root, "approval");
  const approvalCaps = ctx.valid(approval) ? valueOf(doc, approval, "capabilities") : undefined;
  if (ctx.valid(approvalCaps)) strings(ctx, doc, pairsOf(doc, approvalCaps).map((pair) => pair.key), "requirement", fn);
}

/** A grant entry: the keys of a mapping or the items of a list. */
function grantEntries(ctx: RuleContext, doc: YamlDoc, node: unknown, fn: Sink): void {
  const kind = kindOf(doc, node);
  if (kind === "mapping") strings(ctx, doc, pairsOf(doc, node).map((pair) => pair.key), "grant", fn);
  else if (kind === "list") strings(ctx, doc, itemsOf(doc, node), "grant", fn);
}

function strings(ctx: RuleContext, doc: YamlDoc, nodes: unknown[], role: CapabilityRole, fn: Sink): void {
  for (const node of nodes) {
    if (!ctx.valid(node)) continue;
    const text = stringValue(doc, node);
    if (text !== undefined) fn({ doc, node, value: text, role });
  }
}
