/**
 * Every capability string written in a core's files, with its span and role: `tool.yaml` `capability`
 * and `capabilities` items, metadata `capability`, `capabilities.defaults` and `capabilities.slots.<path>`
 * grants, `approval.capabilities` keys and the MCP `capability`.
 * @see ../../../../docs/rules.md capability-format, capability-unknown
 */
import type { CapabilityRole } from "../../catalog/capabilities.js";
import type { Field, Tree } from "../../model/field.js";
import type { AgentYamlFields } from "../../model/fields.js";
import type { Span } from "../../source/text.js";
import type { RuleContext } from "../rule.js";

/** One capability string and where it is written (a value, a list item or a mapping key). */
export interface CapabilitySite {
  span: Span;
  value: string;
  role: CapabilityRole;
}

/** Reports one written value or key as a site when it is a string. */
type Visit = (field: Field<unknown> | undefined, role: CapabilityRole) => void;

/** Calls `fn` for every capability string of every tool, manifest and MCP file, one file at a time. */
export function forEachCapability(ctx: RuleContext, fn: (site: CapabilitySite) => void): void {
  const { cores, coreTools, fallbacks } = ctx.model;
  const site: Visit = (field, role) => {
    if (typeof field?.value === "string") fn({ span: field.span, value: field.value, role });
  };
  ctx.each(coreTools, (tool) => {
    const fields = tool.yaml?.fields;
    site(fields?.capability, "requirement");
    for (const item of fields?.capabilities?.value ?? []) site(item, "grant");
  });
  ctx.each([...cores.flatMap((core) => core.manifest ?? []), ...fallbacks], (manifest) => readManifest(manifest.fields, site));
  ctx.each(
    cores.flatMap((core) => core.mcp),
    (file) => site(file.fields.capability, "requirement"),
  );
}

function readManifest(fields: Partial<Pick<AgentYamlFields, "approval" | "tools" | "capabilities">>, site: Visit): void {
  for (const entry of fields.approval?.value.capabilities?.value.values() ?? []) site(entry.key, "requirement");
  for (const entry of fields.tools?.value.metadata?.value.values() ?? []) site(entry.value?.capability, "requirement");
  const capabilities = fields.capabilities?.entries;
  grants(capabilities?.get("defaults")?.value, site);
  for (const slot of capabilities?.get("slots")?.value?.entries?.values() ?? []) grants(slot.value, site);
}

/** A grant entry: the keys of a mapping or the items of a list. */
function grants(tree: Tree | undefined, site: Visit): void {
  for (const entry of tree?.entries?.values() ?? []) site(entry.key, "grant");
  for (const item of tree?.items ?? []) site(item, "grant");
}
