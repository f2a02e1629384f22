/**
 * The project results cache: what the whole-project rules that read no Markdown tool's body (`toolText:
 * "frontmatter"`, lint/rule.ts) found in the last run, and the one digest of everything they could have read. A
 * run whose project differs from that run's in Markdown tool bodies at most (the commonest edit: a tool's
 * description) takes their findings from here instead of running them over every tool again.
 *
 * The digest ({@link bodiesAside}) covers every definition file by path: a Markdown tool by its head key (the text
 * before its body, lint/summaries.ts), any other file by its whole text, plus which files parsed into definitions.
 * Such a rule reads nothing else of the project (test/compiler/lint/tool-text.test.ts holds every one to it), so
 * with the same digest, configuration and toolc build it finds what it found then, at the same places.
 *
 * An entry answers only a run with the same toolc build, configuration and enabled rules (the header's
 * `context`). Reading or writing problems only mean running the rules; the cache never changes a result.
 */
import path from "node:path";
import { cacheDir, contentHash, readEntries, textHash, writeEntries } from "../cache/store.js";
import type { ToolcConfig } from "../config/types.js";
import type { Finding } from "../diagnostics/finding.js";
import type { Model } from "../model/types.js";
import type { Project } from "../project/types.js";
import { toolcFingerprint } from "../results/fingerprint.js";
import { headKey } from "./summaries.js";

/** 1: one digest of the project with Markdown tool bodies left out, and the findings of each rule that reads none. */
const FORMAT = 1;

const FILE = "project-results.json";

/** What one run recorded: the digest its rules saw, and their findings by rule id. */
interface Recorded {
  digest: string;
  findings: Record<string, Finding[]>;
}

/** One project's recorded whole-project findings (see module comment). */
export class ProjectResults {
  private readonly kept: Record<string, Finding[]> = {};

  private constructor(
    private readonly file: string,
    private readonly header: { format: number; context: string },
    private readonly recorded: Recorded | undefined,
    private readonly readOnly: boolean,
  ) {}

  /**
   * The cache of the project at `root` (see cacheDir) for a run with `config` and the enabled whole-project rules
   * `ruleIds`; `readOnly` for another copy of the project (never saved).
   */
  static open(root: string, config: ToolcConfig, ruleIds: readonly string[], readOnly = false): ProjectResults {
    const context = contentHash(`${toolcFingerprint()}\u0000${JSON.stringify(config)}\u0000${[...ruleIds].sort().join(",")}`);
    const header = { format: FORMAT, context };
    const file = path.join(cacheDir(root), FILE);
    const recorded = readEntries<unknown>(file, header).get("run");
    return new ProjectResults(file, header, isRecorded(recorded) ? recorded : undefined, readOnly);
  }

  /** The findings the rule `ruleId` made in the last run, when that run's digest was `digest` too. */
  reuse(ruleId: string, digest: string): Finding[] | undefined {
    if (this.recorded?.digest !== digest) return undefined;
    const findings = this.recorded.findings[ruleId];
    return Array.isArray(findings) ? findings : undefined;
  }

  /** Keeps what the rule `ruleId` found in this run. */
  record(ruleId: string, findings: Finding[]): void {
    this.kept[ruleId] = findings;
  }

  /** Writes this run's findings under `digest`, unless they are what the file holds already. */
  save(digest: string): void {
    if (this.readOnly) return;
    const same = this.recorded?.digest === digest && JSON.stringify(this.recorded.findings) === JSON.stringify(this.kept);
    if (!same) writeEntries(this.file, this.header, [["run", { digest, findings: this.kept } satisfies Recorded]]);
  }
}

function isRecorded(value: unknown): value is Recorded {
  const recorded = value as Partial<Recorded> | undefined;
  return typeof recorded?.digest === "string" && typeof recorded.findings === "object" && recorded.findings !== null;
}

/**
 * The digest of `project` and `model` with the bodies of Markdown tools left out (see module comment); `heads` gives
 * a Markdown tool's head key when known already (the early checks take it while the text is at hand, or from the
 * file's summary, unread), else it is taken from the text here.
 */
export function bodiesAside(project: Project, model: Model, heads: (rel: string) => string | undefined): string {
  const tools = new Map(project.mdTools.map((file) => [file.path, file]));
  const parts: string[] = [];
  for (const rel of [...project.sources.keys()].sort()) {
    const source = project.sources.get(rel)!;
    const tool = tools.get(rel);
    // A Markdown tool that did not split has no body to leave out: its whole text counts.
    const head = tool && (heads(rel) ?? (tool.split ? headKey(source.text, tool.split) : undefined));
    parts.push(`${rel}\u0000${head ? `h${head}` : `t${textHash(source)}`}`);
  }
  // Which files gave a definition: a frontmatter that no longer parses drops its tool from what the rules see.
  const defined = [model.mdToolPaths, model.mdTools.map((t) => t.path), model.mdAgentPaths, model.mdAgents.map((a) => a.path), model.markdownTexts.map((t) => t.path)];
  return contentHash(`${parts.join("\n")}\u0001${defined.map((list) => list.join("\n")).join("\u0001")}\u0001${folderFacts(model)}`);
}

/** Keys of the model's cores and authored tools that hold definitions read from files (their texts count already) or lead back up. */
const DEFINITIONS = new Set(["manifest", "yaml", "pipelines", "mcp", "core"]);

/**
 * What the model knows of the cores from their folders rather than from a file's text: tools roots, tool folders
 * with no `tool.yaml`, code files, MCP manifests, slots. Everything but the definitions, so that a fact added to the
 * model later counts without being named here.
 */
function folderFacts(model: Model): string {
  const facts = { cores: model.cores, packageTools: model.packageTools, fallbacks: model.fallbacks.map((f) => f.path) };
  return JSON.stringify(facts, (key, value: unknown) => (DEFINITIONS.has(key) ? undefined : value));
}
