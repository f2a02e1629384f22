/**
 * Agent Core → catalog entries: the builtins of the selected toolsets and the authored tools, with the
 * effective risk / approval per core (metadata, then `approval` tightening) and the core's grants.
 * @see ../../../../shared/reference/agent-core-reference.md §1, §2.3–2.5, §3
 */
import path from "node:path";
import type { AgentToolGrant, ApprovalPolicy, CatalogAgent, CatalogTool, JsonSchema, Risk } from "../../runtime/catalog.js";
import { scalarValue, stringValue, toPlain, valueOf, type YamlDoc } from "../parse/nodes.js";
import type { Core, CoreTool, Project } from "../project/types.js";
import { setOwn } from "../own.js";
import type { CoreBuiltin } from "./builtins.js";
import { grantsOf } from "./capabilities.js";
import { effectiveCorePolicy, normaliseApproval, normaliseRisk, type ApprovalConfig, type MetadataOverride } from "./core-policy.js";
import { checkEntrypoint, DEFAULT_ENTRYPOINT } from "./entrypoint.js";

const EMPTY_OBJECT: JsonSchema = { type: "object", properties: {}, additionalProperties: false };

/** The tools a core offers: builtins of its selected toolsets (first occurrence wins), then authored tools. */
export function coreTools(project: Project, core: Core): CatalogTool[] {
  return [...selectedBuiltins(project, core).map(builtinTool), ...core.tools.flatMap((tool) => (tool.file.doc ? [authoredTool(project, core, tool, tool.file.doc)] : []))];
}

/** The builtins of the toolsets a core selects, in toolset order, de-duplicated. */
export function selectedBuiltins(project: Project, core: Core): CoreBuiltin[] {
  const doc = core.manifest.doc;
  if (!doc) return [];
  const names = toPlain(doc, valueOf(doc, valueOf(doc, doc.root, "tools"), "toolsets"));
  const seen = new Map<string, CoreBuiltin>();
  for (const toolset of Array.isArray(names) ? names : []) {
    for (const builtin of project.config.core.toolsets[String(toolset)] ?? []) if (!seen.has(builtin.name)) seen.set(builtin.name, builtin);
  }
  return [...seen.values()];
}

function builtinTool(builtin: CoreBuiltin): CatalogTool {
  return {
    name: builtin.name,
    kind: "builtin",
    provenance: `builtin:${builtin.name}`,
    description: `Host builtin \`${builtin.name}\`.`,
    inputSchema: { type: "object", additionalProperties: true },
    parameters: null,
    permission: null,
    risk: builtin.risk,
    approvalPolicy: builtin.approvalPolicy,
    http: null,
    authored: null,
  };
}

function authoredTool(project: Project, core: Core, tool: CoreTool, doc: YamlDoc): CatalogTool {
  const get = (key: string) => valueOf(doc, doc.root, key);
  const entrypoint = stringValue(doc, get("entrypoint")) || DEFAULT_ENTRYPOINT;
  const resolved = checkEntrypoint({ projectRoot: project.root, toolDir: tool.dir, coreRoot: core.root }, entrypoint);
  const modulePath = resolved.kind === "ok" ? resolved.modulePath : null;
  const capabilities = toPlain(doc, get("capabilities"));
  const declared = stringValue(doc, get("capability")) || undefined;
  const capability = declared ?? `tool.call:${tool.id}`;
  const schema = toPlain(doc, get("input_schema"));
  const relToCore = path.posix.relative(core.root, tool.dir);
  const grants = grantsOf(core, relToCore);
  return {
    name: tool.id,
    kind: "authored",
    provenance: `authored:${relToCore}`,
    description: stringValue(doc, get("description")) ?? "",
    inputSchema: schema && typeof schema === "object" && Object.keys(schema).length > 0 ? (schema as JsonSchema) : EMPTY_OBJECT,
    parameters: null,
    permission: null,
    risk: normaliseRisk(scalarValue(doc, get("risk"))) ?? "medium",
    approvalPolicy: normaliseApproval(scalarValue(doc, get("approval_policy"))) ?? "prompt",
    http: null,
    authored: {
      dir: tool.dir,
      coreRoot: core.root,
      entrypoint,
      modulePath,
      functionName: resolved.kind === "ok" ? resolved.fn : entrypoint.slice(entrypoint.indexOf(":") + 1),
      language: resolved.kind === "ok" && modulePath ? resolved.language : "unknown",
      capabilities: Array.isArray(capabilities) ? capabilities.map(String) : [],
      capability,
      // Without a `capability` the host has no dispatch gate [CORE §1.6].
      capabilityDeclared: declared !== undefined,
      granted: [...new Set([...grants.slot, ...grants.defaults])],
    },
  };
}

/** The core as an agent: every enabled tool with its effective permission and risk. */
export function coreAgent(project: Project, core: Core, tools: CatalogTool[], keys: ReadonlyMap<string, string>): CatalogAgent | undefined {
  const doc = core.manifest.doc;
  if (!doc || !core.id) return undefined;
  const metadata = valueOf(doc, valueOf(doc, doc.root, "tools"), "metadata");
  const approvals = [approvalOf(doc), ...project.fallbacks.map((f) => (f.doc ? approvalOf(f.doc) : undefined))];
  const grants: Record<string, AgentToolGrant> = {};
  for (const tool of [...tools].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const override = toPlain(doc, valueOf(doc, metadata, tool.name)) as MetadataOverride | null;
    const policy = effectiveCorePolicy({
      own: { risk: tool.risk as Risk, approval: tool.approvalPolicy as ApprovalPolicy, capability: tool.authored?.capability ?? null },
      source: tool.kind === "builtin" ? "builtin" : "authored",
      ...(override && typeof override === "object" ? { metadata: override } : {}),
      name: tool.name,
      approvals,
    });
    if (!policy.enabled) continue;
    setOwn(grants, tool.name, { ref: keys.get(tool.name) ?? tool.name, permission: policy.approval, risk: policy.risk });
  }
  const agent = valueOf(doc, doc.root, "agent");
  return {
    name: core.id,
    format: "core",
    source: `core:${core.root}`,
    description: stringValue(doc, valueOf(doc, agent, "summary")) ?? "",
    rolePrompt: "",
    internal: false,
    tools: grants,
  };
}

function approvalOf(doc: YamlDoc): ApprovalConfig | undefined {
  const plain = toPlain(doc, valueOf(doc, doc.root, "approval"));
  return plain && typeof plain === "object" && !Array.isArray(plain) ? (plain as ApprovalConfig) : undefined;
}
