/**
 * The resolved project configuration: every setting of toolc.config.yaml with its default applied.
 * @see ../../../docs/rules.md §1.1
 */
import type { SeveritySetting } from "../diagnostics/types.js";
import type { CoreBuiltin, MdBuiltin } from "./builtins.js";

/** A custom provider schema profile (`providers:` entry given as a mapping). */
export interface ProviderProfile {
  name: string;
  forbidKeywords?: string[];
  maxDepth?: number;
  requireAllProperties?: boolean;
}

/** toolc.config.yaml after defaults. */
export interface ToolcConfig {
  out: string;
  ignore: string[];
  rules: Record<string, SeveritySetting>;
  markdown: {
    toolsDir: string;
    agentsDir: string;
    entryAgent: string;
    builtins: MdBuiltin[];
    reserved: string[];
  };
  core: { toolsets: Record<string, CoreBuiltin[]> };
  mcp: { snapshot?: string };
  secrets: { prefix?: string; env?: string[] };
  names: { hostPrefixes: string[] };
  limits: { descriptionChars: number; timeoutSeconds: number; agentTools: number; yamlAliasNodes: number };
  providers: Array<string | ProviderProfile>;
  capabilities: { extra: string[] };
}
