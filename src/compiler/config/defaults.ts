/**
 * Applies defaults to a validated raw configuration.
 * @see ../../../docs/rules.md §1.1
 */
import { DEFAULT_CORE_TOOLSETS, DEFAULT_MD_BUILTINS, DEFAULT_MD_RESERVED, type CoreBuiltin, type MdBuiltin } from "./builtins.js";
import type { SeveritySetting } from "../diagnostics/types.js";
import type { ProviderProfile, ToolcConfig } from "./types.js";

type Raw = Record<string, any>;

/** Builds the full configuration from a raw (schema-valid) object. */
export function resolveConfig(raw: Raw): ToolcConfig {
  const md: Raw = raw.markdown ?? {};
  const limits: Raw = raw.limits ?? {};
  return {
    out: raw.out ?? "generated",
    ignore: raw.ignore ?? [],
    rules: (raw.rules ?? {}) as Record<string, SeveritySetting>,
    markdown: {
      toolsDir: md.toolsDir ?? "config/tools",
      agentsDir: md.agentsDir ?? "config/agents",
      entryAgent: md.entryAgent ?? "lead_agent",
      builtins: md.builtins ? md.builtins.map(mdBuiltin) : DEFAULT_MD_BUILTINS.map((b) => ({ ...b })),
      reserved: md.reserved ?? [...DEFAULT_MD_RESERVED],
    },
    core: { toolsets: raw.core?.toolsets ? mapValues(raw.core.toolsets, (list: unknown[]) => list.map(coreBuiltin)) : cloneToolsets() },
    mcp: { snapshot: raw.mcp?.snapshot },
    secrets: { prefix: raw.secrets?.prefix || undefined, env: raw.secrets?.env?.length ? raw.secrets.env : undefined },
    names: { hostPrefixes: raw.names?.hostPrefixes ?? [] },
    limits: {
      descriptionChars: limits.descriptionChars ?? 2048,
      timeoutSeconds: limits.timeoutSeconds ?? 300,
      agentTools: limits.agentTools ?? 40,
      yamlAliasNodes: limits.yamlAliasNodes ?? 10_000,
    },
    providers: (raw.providers ?? []) as Array<string | ProviderProfile>,
    capabilities: { extra: raw.capabilities?.extra ?? [] },
  };
}

function mdBuiltin(entry: string | Raw): MdBuiltin {
  if (typeof entry === "string") {
    return DEFAULT_MD_BUILTINS.find((b) => b.name === entry) ?? { name: entry, permission: "auto", description: "", parameters: [] };
  }
  const known = DEFAULT_MD_BUILTINS.find((b) => b.name === entry.name);
  return {
    name: entry.name,
    permission: entry.permission ?? known?.permission ?? "auto",
    description: entry.description ?? known?.description ?? "",
    parameters: entry.parameters
      ? entry.parameters.map((p: Raw) => ({
          name: p.name,
          type: p.type ?? "string",
          description: p.description ?? "",
          required: p.required ?? true,
          default: p.default ?? null,
          enum: p.enum ?? null,
        }))
      : (known?.parameters ?? []),
  };
}

function coreBuiltin(entry: unknown): CoreBuiltin {
  const all = Object.values(DEFAULT_CORE_TOOLSETS).flat();
  if (typeof entry === "string") return all.find((b) => b.name === entry) ?? { name: entry, risk: "low", capability: null, approvalPolicy: "auto", modelOutputPolicy: "content" };
  const e = entry as Raw;
  const known = all.find((b) => b.name === e.name);
  return {
    name: e.name,
    risk: e.risk ?? known?.risk ?? "low",
    capability: e.capability === undefined ? (known?.capability ?? null) : e.capability,
    approvalPolicy: e.approval_policy ?? known?.approvalPolicy ?? "auto",
    modelOutputPolicy: e.model_output_policy ?? known?.modelOutputPolicy ?? "content",
    ...(known?.alwaysRequires ? { alwaysRequires: known.alwaysRequires } : {}),
  };
}

function cloneToolsets(): Record<string, CoreBuiltin[]> {
  return mapValues(DEFAULT_CORE_TOOLSETS as Record<string, CoreBuiltin[]>, (list) => list.map((b) => ({ ...b })));
}

function mapValues<T, U>(record: Record<string, T>, fn: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value)]));
}
