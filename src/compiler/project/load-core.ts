/**
 * Loads an Agent Core from its `agent.yaml`: the tools root (`slots.tools`), tool directories, slots,
 * `pipelines.yaml` and MCP manifests. Invalid paths are left for the rules (`tools-root`) to report.
 * @see ../../../docs/rules.md §1.6, ../../../../shared/reference/agent-core-reference.md §1.1, §2.2, §2.6, §2.7
 */
import { globSync, readdirSync } from "../inputs/traced-fs.js";
import path from "node:path";
import { byCodePoint } from "../discover/index.js";
import { stringValue, valueOf } from "../parse/nodes.js";
import { loadYaml, type LoadSink } from "./load-file.js";
import { entryKind, joinRel, staysInside } from "./paths.js";
import type { Core, CoreTool, DefinitionFile, Slot } from "./types.js";

const PHASES: Slot["phase"][] = ["bootstrap", "input", "output"];
const CODE_GLOB = "**/*.{py,js,mjs,ts}";

/** Builds the Core for a manifest whose directory is the core root. */
export function loadCore(sink: LoadSink, manifest: DefinitionFile): Core {
  const root = joinRel(path.posix.dirname(manifest.path));
  const doc = manifest.doc;
  const runtime = doc ? valueOf(doc, doc.root, "runtime") : undefined;
  const slots = doc ? valueOf(doc, doc.root, "slots") : undefined;
  const surface = (doc && stringValue(doc, valueOf(doc, runtime, "surface_root"))) || "agent";
  const surfaceRoot = joinRel(root, surface);
  const agent = doc ? valueOf(doc, doc.root, "agent") : undefined;
  const id = doc ? stringValue(doc, valueOf(doc, agent, "id")) : undefined;
  const core: Core = {
    root,
    manifest,
    ...(id ? { id } : {}),
    surfaceRoot,
    tools: [],
    toolDirsWithoutYaml: [],
    escapingToolDirs: [],
    mcp: [],
    slots: loadSlots(sink.root, surfaceRoot),
  };
  const toolsSlot = doc ? stringValue(doc, valueOf(doc, slots, "tools")) : undefined;
  if (toolsSlot) loadToolsRoot(sink, core, toolsSlot);
  const pipelinesPath = joinRel(surfaceRoot, "pipelines.yaml");
  if (entryKind(path.join(sink.root, pipelinesPath)) !== "missing") core.pipelines = loadYaml(sink, pipelinesPath, "pipelines");
  const mcpSlot = (doc && stringValue(doc, valueOf(doc, slots, "mcp"))) || undefined;
  const mcpRoot = mcpSlot ? joinRel(root, mcpSlot) : joinRel(surfaceRoot, "mcp");
  core.mcp = listMcp(sink.root, core.root, mcpRoot).map((rel) => loadYaml(sink, rel, "mcp-manifest"));
  return core;
}

function loadToolsRoot(sink: LoadSink, core: Core, toolsSlot: string): void {
  if (path.isAbsolute(toolsSlot)) return;
  const rel = joinRel(core.root, toolsSlot);
  const abs = path.join(sink.root, rel);
  if (!staysInside(path.join(sink.root, core.root), abs) || entryKind(abs) !== "directory") return;
  core.toolsRoot = rel;
  const code = codeFilesByTool(abs, rel);
  for (const name of safeReaddir(abs).sort(byCodePoint)) {
    const dirRel = joinRel(rel, name);
    const dirAbs = path.join(sink.root, dirRel);
    if (entryKind(dirAbs) !== "directory") continue;
    if (!staysInside(path.join(sink.root, core.root), dirAbs)) {
      core.escapingToolDirs.push(dirRel);
      continue;
    }
    const yamlKind = entryKind(path.join(dirAbs, "tool.yaml"));
    if (yamlKind === "file") {
      core.tools.push(loadTool(sink, dirRel, core, code.get(name) ?? []));
    } else if (name !== "__pycache__" && !name.startsWith(".")) {
      const slotYaml = entryKind(path.join(dirAbs, "slot.yaml")) === "file" ? joinRel(dirRel, "slot.yaml") : undefined;
      core.toolDirsWithoutYaml.push({ dir: dirRel, ...(slotYaml ? { slotYaml } : {}), ...(yamlKind === "directory" ? { yamlIsDirectory: true } : {}) });
    }
  }
}

/**
 * The code files of every tool under a tools root, in one walk (a walk per tool directory cost more
 * than parsing its `tool.yaml`), keyed by tool directory name.
 */
function codeFilesByTool(rootAbs: string, rootRel: string): Map<string, string[]> {
  const byTool = new Map<string, string[]>();
  for (const file of listCode(rootAbs, `*/${CODE_GLOB}`)) {
    const slash = file.indexOf("/");
    const list = byTool.get(file.slice(0, slash)) ?? [];
    list.push(joinRel(rootRel, file));
    byTool.set(file.slice(0, slash), list);
  }
  return byTool;
}

function listCode(cwd: string, pattern: string): string[] {
  return globSync(pattern, { cwd, ignore: ["**/node_modules/**", "**/__pycache__/**"], dot: false, followSymbolicLinks: false, suppressErrors: true }).sort(byCodePoint);
}

/** Loads one tool directory (`<dir>/tool.yaml`), with or without a core; `codeFiles` when already listed. */
export function loadTool(sink: LoadSink, dirRel: string, core: Core | undefined, codeFiles?: string[]): CoreTool {
  const yamlPath = joinRel(dirRel, "tool.yaml");
  codeFiles ??= listCode(path.join(sink.root, dirRel), CODE_GLOB).map((file) => joinRel(dirRel, file));
  return {
    id: path.posix.basename(dirRel),
    dir: dirRel,
    yamlPath,
    file: loadYaml(sink, yamlPath, "core-tool"),
    ...(core ? { core } : {}),
    codeFiles,
  };
}

function loadSlots(root: string, surfaceRoot: string): Slot[] {
  const slots: Slot[] = [];
  for (const phase of PHASES) {
    const phaseDir = joinRel(surfaceRoot, phase);
    for (const id of safeReaddir(path.join(root, phaseDir)).sort(byCodePoint)) {
      const slotYaml = joinRel(phaseDir, id, "slot.yaml");
      if (entryKind(path.join(root, slotYaml)) === "file") slots.push({ phase, id, slotYaml });
    }
  }
  return slots;
}

function listMcp(root: string, coreRoot: string, mcpRoot: string): string[] {
  const abs = path.join(root, mcpRoot);
  if (!staysInside(path.join(root, coreRoot), abs) || entryKind(abs) !== "directory") return [];
  return safeReaddir(abs)
    .filter((name) => /\.ya?ml$/.test(name) && entryKind(path.join(abs, name)) === "file")
    .sort(byCodePoint)
    .map((name) => joinRel(mcpRoot, name));
}

function safeReaddir(abs: string): string[] {
  try {
    return readdirSync(abs);
  } catch {
    return [];
  }
}
