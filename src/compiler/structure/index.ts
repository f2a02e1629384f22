/**
 * Runs the structural check over every parsed file of the project, once, before the rules.
 * @see ../../../docs/rules.md §4, §5 (unknown-field, missing-field, field-type, invalid-value)
 */
import { isScalar } from "yaml";
import type { Finding } from "../diagnostics/finding.js";
import { itemsOf, keyText, kindOf, nodeSpan, pairOf, pairsOf, scalarValue, stringValue, valueOf, type YamlDoc } from "../parse/nodes.js";
import type { Core, MarkdownFile, Project } from "../project/types.js";
import { fileSpan, type Span } from "../source/text.js";
import { StructureWalker } from "./check.js";
import { AGENT_YAML, FALLBACK_YAML, MCP_MANIFEST, MD_AGENT, MD_TOOL, PIPELINES, TOOL_YAML } from "./shapes.js";
import type { StructureResult } from "./types.js";

/**
 * Checks every parsed document of `project` against the rules.md §4 schemas; the Markdown files in `early`
 * were checked as they were parsed (lint/early.ts), and give their findings from there.
 */
export function checkStructure(project: Project, early?: ReadonlyMap<string, { structure: readonly Finding[] }>): StructureResult {
  const result: StructureResult = { findings: [], flagged: new Set(), unknownKeys: new Set() };
  for (const file of [...project.mdTools, ...project.mdAgents]) {
    const checked = early?.get(file.path);
    if (checked) result.findings.push(...checked.structure);
    else checkMarkdown(result, file);
  }
  for (const file of project.fallbacks) if (file.doc) new StructureWalker(file.doc, result).checkObject(file.doc.root, FALLBACK_YAML, () => fileSpan(file.path));
  for (const core of project.cores) checkCore(result, core);
  for (const tool of project.packageTools) if (tool.file.doc) new StructureWalker(tool.file.doc, result).checkObject(tool.file.doc.root, TOOL_YAML, () => fileSpan(tool.yamlPath));
  return result;
}

/** The structural check of one Markdown tool or agent file alone. */
export function checkMarkdownFile(file: MarkdownFile): StructureResult {
  const result: StructureResult = { findings: [], flagged: new Set(), unknownKeys: new Set() };
  checkMarkdown(result, file);
  return result;
}

function checkMarkdown(result: StructureResult, file: MarkdownFile): void {
  if (!file.doc || !file.split) return;
  const open: Span = { file: file.path, start: file.split.contentStart, end: file.split.contentStart + 3 };
  const reasons: Record<string, string> = file.kind === "md-tool" ? { endpoint: "every call would fail with `Tool endpoint not configured`" } : {};
  new StructureWalker(file.doc, result).checkObject(file.doc.root, file.kind === "md-tool" ? MD_TOOL : MD_AGENT, () => open, reasons);
}

function checkCore(result: StructureResult, core: Core): void {
  const manifest = core.manifest.doc;
  if (manifest) {
    new StructureWalker(manifest, result).checkObject(manifest.root, AGENT_YAML, () => fileSpan(core.manifest.path));
    if (!pairOf(manifest, manifest.root, "agent")) {
      result.findings.push({ rule: "missing-field", at: fileSpan(core.manifest.path), message: "missing required key `agent.id` in `agent.yaml`", hint: "add `agent: {id: <core id>}`" });
    }
  }
  for (const tool of core.tools) if (tool.file.doc) new StructureWalker(tool.file.doc, result).checkObject(tool.file.doc.root, TOOL_YAML, () => fileSpan(tool.yamlPath));
  if (core.pipelines?.doc) checkPipelines(result, core, core.pipelines.doc);
  for (const mcp of core.mcp) if (mcp.doc) checkMcp(result, mcp.doc);
}

function checkPipelines(result: StructureResult, core: Core, doc: YamlDoc): void {
  new StructureWalker(doc, result).checkObject(doc.root, PIPELINES, () => fileSpan(doc.file));
  const toolIds = new Set(core.tools.map((tool) => tool.id));
  for (const phase of ["bootstrap", "input", "output"] as const) {
    const slotIds = core.slots.filter((slot) => slot.phase === phase).map((slot) => slot.id);
    for (const pair of pairsOf(doc, valueOf(doc, doc.root, phase))) {
      if (result.flagged.has(pair.value as object) || kindOf(doc, pair.value) !== "list") continue;
      for (const entry of itemsOf(doc, pair.value)) {
        const id = stringValue(doc, entry);
        if (id === undefined || slotIds.includes(id) || toolIds.has(id)) continue;
        result.flagged.add(entry as object);
        const allowed = slotIds.length ? slotIds.map((s) => `\`${s}\``).join(", ") : "no slots (none exist in this phase)";
        result.findings.push({
          rule: "invalid-value",
          at: nodeSpan(doc, entry),
          message: `\`${phase}.${keyText(pair)}\` entry is \`${id}\`, expected one of ${allowed}`,
          hint: `use the id of a slot directory under \`${phase}/\``,
        });
      }
    }
  }
}

function checkMcp(result: StructureResult, doc: YamlDoc): void {
  new StructureWalker(doc, result).checkObject(doc.root, MCP_MANIFEST, () => fileSpan(doc.file));
  const transportPair = pairOf(doc, doc.root, "transport");
  const transport = transportPair ? scalarValue(doc, transportPair.value) : "stdio";
  if (transportPair && result.flagged.has(transportPair.value as object)) return;
  const needed = transport === "stdio" ? "command" : transport === "streamable_http" ? "url" : undefined;
  if (!needed) return;
  const pair = pairOf(doc, doc.root, needed);
  const value = pair ? scalarValue(doc, pair.value) : undefined;
  if (typeof value === "string" && value.trim() !== "") return;
  if (pair && !(isScalar(pair.value) || pair.value === null)) return;
  const at = pair ? nodeSpan(doc, pair.key) : transportPair ? nodeSpan(doc, transportPair.key) : fileSpan(doc.file);
  result.findings.push({
    rule: "missing-field",
    at,
    message: `missing required key \`${needed}\` in the MCP manifest: a \`${transport}\` server requires it`,
    hint: `add \`${needed}:\` with a non-empty value`,
  });
}
