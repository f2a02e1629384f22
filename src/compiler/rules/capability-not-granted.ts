/**
 * `capability-not-granted`: an enabled tool whose dispatch capability `agent.yaml` does not grant, so
 * that every call would be denied before approval and import.
 * @see ../../../docs/rules.md §10 capability-not-granted
 */
import path from "node:path";
import type { RelatedFinding } from "../diagnostics/finding.js";
import { grantsOf, isGranted } from "../catalog/capabilities.js";
import { itemsOf, kindOf, pairOf, pairsOf, keyText, scalarValue, stringValue, valueOf, type YamlDoc } from "../parse/nodes.js";
import type { Core } from "../project/types.js";
import { fileSpan, type Span } from "../source/text.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** A `tools.metadata` entry as far as this rule cares. */
interface Metadata {
  disabled: boolean;
  capability?: { value: string; node: unknown };
}

/** What one core check needs at hand. */
interface CoreCheck {
  ctx: RuleContext;
  core: Core;
  doc: YamlDoc;
  metadata: Map<string, Metadata>;
  related: RelatedFinding[];
}

/** The `capability-not-granted` rule. */
export default defineRule({
  id: "capability-not-granted",
  defaultSeverity: "error",
  check(ctx) {
    ctx.each(ctx.project.cores.map((core) => ({ path: core.manifest.path, core })), ({ core }) => {
      const doc = core.manifest.doc;
      if (!doc || !ctx.valid(valueOf(doc, doc.root, "capabilities"))) return;
      const check: CoreCheck = { ctx, core, doc, metadata: readMetadata(ctx, doc), related: relatedOf(ctx, doc) };
      checkAuthored(check);
      checkBuiltins(check);
      checkMcp(check);
    });
  },
});

function report(check: CoreCheck, at: Span, tool: string, cap: string, slotPath: string | undefined): void {
  const slotHint = slotPath !== undefined && !cap.startsWith("secret.bind:") ? ` (or \`capabilities.slots["${slotPath}"]\`)` : "";
  check.ctx.report({
    at,
    message: `\`${tool}\` needs capability \`${cap}\`, which \`agent.yaml\` does not grant: every call would be denied`,
    hint: `add \`${cap}\` under \`capabilities.defaults\`${slotHint}`,
    related: check.related,
  });
}

/** Authored tools: the metadata `capability`, else the `tool.yaml` one; no capability means no gate. */
function checkAuthored(check: CoreCheck): void {
  for (const tool of check.core.tools) {
    const meta = check.metadata.get(tool.id);
    if (meta?.disabled) continue;
    const slotPath = coreRelative(check.core, tool.dir);
    const grants = grantsOf(check.core, slotPath);
    const toolDoc = tool.file.doc;
    const own = toolDoc ? stringAt(check.ctx, toolDoc, toolDoc.root, "capability") : undefined;
    const source = meta?.capability ? { ...meta.capability, doc: check.doc } : own && toolDoc ? { ...own, doc: toolDoc } : undefined;
    if (!source || isGranted(grants, source.value)) continue;
    report(check, check.ctx.span(source.doc, source.node), tool.id, source.value, slotPath);
  }
}

/** Builtins of the selected toolsets: the metadata or §2.2 capability, plus any always-required one. */
function checkBuiltins(check: CoreCheck): void {
  const { ctx, doc } = check;
  const tools = valueOf(doc, doc.root, "tools");
  const toolsets = ctx.valid(tools) ? valueOf(doc, tools, "toolsets") : undefined;
  if (!ctx.valid(toolsets)) return;
  const grants = grantsOf(check.core, undefined);
  const seen = new Set<string>();
  for (const entry of itemsOf(doc, toolsets)) {
    const name = ctx.valid(entry) ? stringValue(doc, entry) : undefined;
    for (const builtin of (name !== undefined && Object.hasOwn(ctx.config.core.toolsets, name) ? ctx.config.core.toolsets[name] : undefined) ?? []) {
      if (seen.has(builtin.name)) continue;
      seen.add(builtin.name);
      const meta = check.metadata.get(builtin.name);
      if (meta?.disabled) continue;
      const entrySpan = ctx.span(doc, entry);
      const cap = meta?.capability?.value ?? builtin.capability;
      const at = meta?.capability ? ctx.span(doc, meta.capability.node) : entrySpan;
      if (cap && !isGranted(grants, cap)) report(check, at, builtin.name, cap, undefined);
      const always = builtin.alwaysRequires;
      if (always && always !== cap && !isGranted(grants, always)) report(check, entrySpan, builtin.name, always, undefined);
    }
  }
}

/** MCP servers: `capability` (default `mcp.call:<id>`) for calls, and `mcp.connect:<id>` to start at all. */
function checkMcp(check: CoreCheck): void {
  const { ctx } = check;
  for (const file of check.core.mcp) {
    const doc = file.doc;
    if (!doc || scalarValue(doc, valueOf(doc, doc.root, "enabled")) === false) continue;
    const id = path.posix.basename(file.path).replace(/\.ya?ml$/, "");
    const slotPath = coreRelative(check.core, file.path);
    const grants = grantsOf(check.core, slotPath);
    const own = stringAt(ctx, doc, doc.root, "capability");
    const call = own?.value ?? `mcp.call:${id}`;
    if (!isGranted(grants, call)) report(check, own ? ctx.span(doc, own.node) : fileSpan(file.path), id, call, slotPath);
    const connect = `mcp.connect:${id}`;
    if (!isGranted(grants, connect)) report(check, fileSpan(file.path), id, connect, slotPath);
  }
}

/** A non-blank string value under `key` that the structural rules accepted. */
function stringAt(ctx: RuleContext, doc: YamlDoc, map: unknown, key: string): { value: string; node: unknown } | undefined {
  const node = valueOf(doc, map, key);
  const value = stringValue(doc, node);
  return value !== undefined && value.trim() !== "" && ctx.valid(node) ? { value, node } : undefined;
}

/** `tools.metadata`: hidden entries, and capability overrides (an empty string means "not set"). */
function readMetadata(ctx: RuleContext, doc: YamlDoc): Map<string, Metadata> {
  const out = new Map<string, Metadata>();
  const tools = valueOf(doc, doc.root, "tools");
  const metadata = ctx.valid(tools) ? valueOf(doc, tools, "metadata") : undefined;
  if (!ctx.valid(metadata)) return out;
  for (const pair of pairsOf(doc, metadata)) {
    if (!ctx.valid(pair.value) || kindOf(doc, pair.value) !== "mapping") continue;
    const enabled = valueOf(doc, pair.value, "enabled");
    const capability = stringAt(ctx, doc, pair.value, "capability");
    out.set(keyText(pair), { disabled: ctx.valid(enabled) && scalarValue(doc, enabled) === false, ...(capability ? { capability } : {}) });
  }
  return out;
}

function relatedOf(ctx: RuleContext, doc: YamlDoc): RelatedFinding[] {
  const capabilities = pairOf(doc, doc.root, "capabilities");
  const defaults = capabilities ? pairOf(doc, capabilities.value, "defaults") : undefined;
  const key = defaults?.key ?? capabilities?.key;
  return key ? [{ at: ctx.span(doc, key), message: "the core's grants are listed here" }] : [];
}

/** A project-relative path relative to the core root (the reference's slot path). */
function coreRelative(core: Core, rel: string): string {
  return core.root === "" ? rel : path.posix.relative(core.root, rel);
}
