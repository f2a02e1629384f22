/**
 * `capability-not-granted`: an enabled tool whose dispatch capability `agent.yaml` does not grant, so
 * that every call would be denied before approval and import.
 * @see ../../../docs/rules.md §10 capability-not-granted
 */
import path from "node:path";
import type { RelatedFinding } from "../diagnostics/finding.js";
import { grantsFromPlain, isGranted } from "../catalog/capabilities.js";
import type { Entries, Field } from "../model/field.js";
import type { AgentYamlFields, MetadataFields } from "../model/fields.js";
import type { Core } from "../model/types.js";
import { fileSpan, type Span } from "../source/text.js";
import { metadataEntries, slotPathOf, toolsets } from "../lint/support/core-support.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** What one core check needs at hand. */
interface CoreCheck {
  ctx: RuleContext;
  core: Core;
  /** The plain `capabilities` value of `agent.yaml`. */
  capabilities: unknown;
  metadata: Entries<MetadataFields>;
  related: RelatedFinding[];
}

/** The `capability-not-granted` rule. */
export default defineRule({
  id: "capability-not-granted",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    ctx.each(ctx.model.cores, (core) => {
      const fields = core.manifest?.fields;
      // A flagged `capabilities` gets no further rules; an absent one grants nothing.
      if (!fields || (fields.keySpans.has("capabilities") && !fields.capabilities)) return;
      const check: CoreCheck = { ctx, core, capabilities: fields.capabilities?.value, metadata: metadataEntries(core), related: relatedOf(fields) };
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
    const meta = check.metadata.get(tool.id)?.value;
    if (meta?.enabled?.value === false) continue;
    const slotPath = slotPathOf(check.core, tool.dir);
    const source = nonBlank(meta?.capability) ?? nonBlank(tool.yaml?.fields.capability);
    if (!source || isGranted(grantsFromPlain(check.capabilities, slotPath), source.value)) continue;
    report(check, source.span, tool.id, source.value, slotPath);
  }
}

/** Builtins of the selected toolsets: the metadata or §2.2 capability, plus any always-required one. */
function checkBuiltins(check: CoreCheck): void {
  const grants = grantsFromPlain(check.capabilities, undefined);
  const seen = new Set<string>();
  const known = check.ctx.config.core.toolsets;
  for (const entry of toolsets(check.core)) {
    for (const builtin of (Object.hasOwn(known, entry.value) ? known[entry.value] : undefined) ?? []) {
      if (seen.has(builtin.name)) continue;
      seen.add(builtin.name);
      const meta = check.metadata.get(builtin.name)?.value;
      if (meta?.enabled?.value === false) continue;
      const override = nonBlank(meta?.capability);
      const cap = override?.value ?? builtin.capability;
      if (cap && !isGranted(grants, cap)) report(check, override?.span ?? entry.span, builtin.name, cap, undefined);
      const always = builtin.alwaysRequires;
      if (always && always !== cap && !isGranted(grants, always)) report(check, entry.span, builtin.name, always, undefined);
    }
  }
}

/** MCP servers: `capability` (default `mcp.call:<id>`) for calls, and `mcp.connect:<id>` to start at all. */
function checkMcp(check: CoreCheck): void {
  for (const file of check.core.mcp) {
    if (file.fields.enabled?.value === false) continue;
    const id = path.posix.basename(file.path).replace(/\.ya?ml$/, "");
    const slotPath = slotPathOf(check.core, file.path);
    const grants = grantsFromPlain(check.capabilities, slotPath);
    const own = nonBlank(file.fields.capability);
    const call = own?.value ?? `mcp.call:${id}`;
    if (!isGranted(grants, call)) report(check, own?.span ?? fileSpan(file.path), id, call, slotPath);
    const connect = `mcp.connect:${id}`;
    if (!isGranted(grants, connect)) report(check, fileSpan(file.path), id, connect, slotPath);
  }
}

/** A capability that is set: a non-blank string (an empty one means "not set"). */
function nonBlank(field: Field<string | null> | undefined): Field<string> | undefined {
  return typeof field?.value === "string" && field.value.trim() !== "" ? (field as Field<string>) : undefined;
}

function relatedOf(fields: AgentYamlFields): RelatedFinding[] {
  const at = fields.capabilities?.entries?.get("defaults")?.key.span ?? fields.keySpans.get("capabilities");
  return at ? [{ at, message: "the core's grants are listed here" }] : [];
}
