/**
 * Capabilities of the Agent Core format: the string grammar, the names the host knows, and how
 * `agent.yaml` grants match a requested name. Pure functions over strings and plain values (plus one
 * model-reading convenience, `grantsOf`), shared by the lint rules, the catalog builder and the runtime.
 * @see ../../../docs/rules.md capability-format, capability-unknown, capability-not-granted
 * @see ../../../../shared/reference/agent-core-reference.md §1.6, §1.7
 */
import type { Core } from "../model/types.js";

/** Where a capability string sits: grants may end in a final `:*`; requirements are looked up exactly. */
export type CapabilityRole = "grant" | "requirement";

const SEGMENT = /^[a-z][a-z0-9_]*$/;
const SCOPE = /^[A-Za-z0-9_.@/-]+$/;
const EXACT_ONLY_PREFIX = "secret.bind:";

/**
 * Why `cap` breaks `name *(":" scope)` (name = dotted lower-case segments, scope = `[A-Za-z0-9_.@/-]+`),
 * or `undefined` when it is well formed. Only a grant may end in the scope `*`, and never `secret.bind:*`.
 */
export function capabilityFormatError(cap: string, role: CapabilityRole): string | undefined {
  if (cap.trim() === "") return "it is blank";
  if (cap !== cap.trim()) return "it has leading or trailing whitespace";
  if (cap === "*") return "a bare `*` grants nothing: wildcards work only as a final `:*` after a name";
  const [name = "", ...scopes] = cap.split(":");
  const nameError = nameFormatError(name);
  if (nameError) return nameError;
  for (const [index, scope] of scopes.entries()) {
    if (scope === "") return `the scope after \`${[name, ...scopes.slice(0, index)].join(":")}:\` is empty`;
    if (scope === "*") {
      if (role === "requirement") return "`*` is not a wildcard here: this capability is looked up exactly";
      if (index !== scopes.length - 1) return "`*` may only be the final scope";
      if (name === "secret.bind") return "`secret.bind` is granted only exactly, so `secret.bind:*` grants nothing";
      continue;
    }
    if (scope.includes("*")) return "`*` is a wildcard only as a whole final scope (`:*`)";
    if (!SCOPE.test(scope)) return `the scope \`${scope}\` has characters outside \`[A-Za-z0-9_.@/-]\``;
  }
  return undefined;
}

function nameFormatError(name: string): string | undefined {
  if (name.includes("*")) return "`.` is not a wildcard boundary, so a `*` in the name grants nothing; use a final `:*`";
  if (name !== name.toLowerCase()) return `the name \`${name}\` must be lower case`;
  for (const segment of name.split(".")) {
    if (segment === "") return `the name \`${name}\` has an empty segment`;
    if (!SEGMENT.test(segment)) return `the name segment \`${segment}\` must match \`[a-z][a-z0-9_]*\``;
  }
  return undefined;
}

/** Whether a known capability name takes a scope [CORE §1.7]. */
type ScopeUse = "none" | "required" | "optional";

/** The capability names the host uses, and whether each takes a `:scope` [CORE §1.7]. */
export const KNOWN_CAPABILITIES: ReadonlyMap<string, ScopeUse> = new Map<string, ScopeUse>([
  ...["fs.read", "fs.write", "terminal.exec", "network.fetch", "schedule.manage", "task.control", "session.read"].map((n) => [n, "none"] as const),
  ...["secret.bind", "tool.call", "mcp.connect", "mcp.call", "agents.run", "agents.spawn"].map((n) => [n, "required"] as const),
  ...["skill.activate", "state.core.read", "state.core.write", "state.session.read", "state.session.write"].map((n) => [n, "optional"] as const),
]);

/** The name part of a capability (everything before the first `:`). */
export function capabilityName(cap: string): string {
  const colon = cap.indexOf(":");
  return colon === -1 ? cap : cap.slice(0, colon);
}

/**
 * Whether the host knows a well-formed `cap`: a known name with a scope exactly when that name takes one
 * (`tool.call:*` counts as scoped), or a match of an `extra` entry (exact, or a `name:*` pattern).
 */
export function isKnownCapability(cap: string, extra: readonly string[] = []): boolean {
  if (extra.some((entry) => grantMatches(entry, cap))) return true;
  const use = KNOWN_CAPABILITIES.get(capabilityName(cap));
  if (use === undefined) return false;
  const scoped = cap.includes(":");
  return use === "optional" || (use === "required") === scoped;
}

/**
 * Whether one grant covers `name`: exactly, or as a `prefix:*` wildcard at `:` boundaries only.
 * `a:b:c` is granted by `a:b:c`, `a:b:*` and `a:*`; `a:b` by `a:*` but not `a:b:*`; `*` and `fs.*` grant nothing.
 */
export function grantMatches(grant: string, name: string): boolean {
  if (grant === name) return true;
  if (grant.length < 3 || !grant.endsWith(":*")) return false;
  return name.startsWith(grant.slice(0, -1));
}

/** The grants that apply to one slot path: the core-wide defaults and that path's own slot grants. */
export interface Grants {
  defaults: string[];
  slot: string[];
}

/** Whether `grants` allow `name`. `secret.bind:<ENV>` is honoured only by an identical `defaults` entry. */
export function isGranted(grants: Grants, name: string): boolean {
  if (name.startsWith(EXACT_ONLY_PREFIX)) return grants.defaults.includes(name);
  return grants.slot.some((grant) => grantMatches(grant, name)) || grants.defaults.some((grant) => grantMatches(grant, name));
}

/** The grant names of a `defaults` or slot entry: the keys of a mapping or the string items of a list. */
export function grantNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  if (value !== null && typeof value === "object") return Object.keys(value);
  return [];
}

/**
 * The grants of a plain `agent.yaml` `capabilities` value for `slotPath` (a tool directory or MCP
 * manifest path relative to the core root; `undefined` for builtins, which have no slot).
 */
export function grantsFromPlain(capabilities: unknown, slotPath: string | undefined): Grants {
  if (capabilities === null || typeof capabilities !== "object" || Array.isArray(capabilities)) return { defaults: [], slot: [] };
  const record = capabilities as Record<string, unknown>;
  const slots = record.slots;
  const isMapping = slots !== null && typeof slots === "object" && !Array.isArray(slots);
  const slotValue = slotPath !== undefined && isMapping && Object.hasOwn(slots, slotPath) ? (slots as Record<string, unknown>)[slotPath] : undefined;
  return { defaults: grantNames(record.defaults), slot: grantNames(slotValue) };
}

/** The grants a core's `agent.yaml` gives to `toolDirRel` (a path relative to the core root; `undefined`: defaults only). */
export function grantsOf(core: Core, toolDirRel: string | undefined): Grants {
  return grantsFromPlain(core.manifest?.fields.capabilities?.value, toolDirRel);
}
