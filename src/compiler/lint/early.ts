/**
 * Markdown files checked as soon as they are parsed: the structural check, the file's definition and the
 * rules that read YAML documents (`reads: "documents"`) run on each Markdown tool or agent file the moment the
 * load hands its document over, and the document is then dropped. Holding every document until all were
 * parsed was most of a check's peak memory (issue 13: about 12 KB per tool, 1.2 GB at 100,000 tools); the
 * definitions and findings kept instead are what the later stages read anyway.
 *
 * The other file-scoped rules (`scope: "file"`) run here too, on the checked files a batch at a time, while the
 * second thread parses the files still queued ({@link EarlyChecks.spare}): this thread would otherwise take some
 * of those parses, then run the rules after the load with the second thread idle (issue 13: at 100,000 tools,
 * file-scoped rules were 74 % of rule time, about 7 s). The files no batch took, the engine checks after the load.
 *
 * The results are the ones the whole-project stages would give: checkStructure and buildModel take them
 * per file, and the engine adds the rules' findings where it would have found them. A Markdown tool
 * whose text the per-file results and the summaries (summaries.ts) both answer for is not parsed at all: its
 * definition is built from its summary ({@link EarlyChecks.summarised}).
 * @see ../model/README.md
 */
import type { Finding } from "../diagnostics/finding.js";
import { markdownModel } from "../model/build.js";
import type { MdAgent, MdTool, Model } from "../model/types.js";
import type { MarkdownFile, Project } from "../project/types.js";
import { checkMarkdownFile } from "../structure/index.js";
import type { StructureResult } from "../structure/types.js";
import { frontmatterParseOptions, type FrontmatterSplit } from "../parse/frontmatter.js";
import { parseYaml } from "../parse/yaml.js";
import type { SourceText } from "../source/text.js";
import { runRules } from "./engine.js";
import { mentionSites } from "./support/mentions.js";
import { headKey, splitOf, summarisedTool, type Summaries } from "./summaries.js";
import { summarisedAgent, type AgentSummaries } from "./agent-summaries.js";
import type { Rule } from "./rule.js";

/** What was found in one Markdown file before the others were parsed. */
export interface EarlyResult {
  /** Its structural findings (unknown-field, field-type, …). */
  readonly structure: readonly Finding[];
  /** Its definition, unless the frontmatter did not parse into one. */
  readonly definition?: MdTool | MdAgent;
  /** What the document rules found in it, and the other file-scoped rules when {@link fileScoped}. */
  readonly findings: readonly Finding[];
  /** True once every file-scoped rule has run on the file: the engine then runs none of them there. */
  readonly fileScoped?: boolean;
  /** A Markdown tool's {@link headKey}, taken while its text is at hand (or from its summary, unread). */
  readonly head?: string;
}

/** Checked Markdown files the file-scoped model rules run on at once: few enough to keep little, many enough that a run's set-up costs nothing. */
const RULE_BATCH = 64;

/** A checked file waiting for the file-scoped model rules, and its result, which they complete. */
interface Pending {
  file: MarkdownFile;
  result: { structure: readonly Finding[]; definition?: MdTool | MdAgent; findings: Finding[]; fileScoped?: boolean; head?: string };
}

/** A Markdown file and its definition, if it has one: what the rules run on. */
interface Checked {
  file: MarkdownFile;
  definition?: MdTool | MdAgent | undefined;
}

/** Checks Markdown files of one project as they are parsed, and keeps what it found, by path. */
export class EarlyChecks {
  /** Project-relative path → what was found there. */
  readonly results = new Map<string, EarlyResult>();
  private readonly pending: Pending[] = [];

  /**
   * For the project of `base` (root, config: its files need not be loaded yet); `documentRules` are the
   * active rules with `reads: "documents"`, `modelRules` the other active file-scoped ones. `answered` tells the
   * files whose file-scoped findings the per-file results cache holds (file-results.ts): the engine takes those
   * from it, so no rule runs on them here.
   */
  constructor(
    private readonly base: Pick<Project, "root" | "config">,
    private readonly documentRules: readonly Rule[],
    private readonly answered: (rel: string, source: SourceText) => boolean = () => false,
    private readonly summaries: () => Summaries | undefined = () => undefined,
    private readonly modelRules: readonly Rule[] = [],
  ) {}

  /**
   * Takes the Markdown tool `file` (read and split, not parsed; or, its text unread, not even split) from its summary
   * when the summaries and the per-file results both answer for its text: its definition then reads the file only if
   * its lazy fields are asked for. An unsplit file is given the split of the summary's frame.
   * False when the file must be parsed and checked ({@link take}).
   */
  summarised(file: MarkdownFile): boolean {
    const summaries = this.summaries();
    const { source } = file;
    if (!summaries || !source || !this.answered(file.path, source)) return false;
    if (file.kind === "md-agent") return this.summarisedAgent(file, source, summaries.agents);
    const summary = summaries.reuse(file.path, source);
    // An unsplit file (its text unread) takes its split from the summary's frame.
    const split = summary && (file.split ?? (summary.frame && splitOf(summary.frame, source)));
    if (!summary || !split) return false;
    file.split = split;
    const definition = summarisedTool({ path: file.path, source, split }, summary, () => this.readWhole({ ...file, source, split }));
    this.results.set(file.path, { structure: summary.structure, definition, findings: [], head: summary.head });
    return true;
  }

  /** {@link summarised} for a Markdown agent: all its fields from its summary (agent-summaries.ts). */
  private summarisedAgent(file: MarkdownFile, source: SourceText, agents: AgentSummaries): boolean {
    const summary = agents.reuse(file.path, source);
    if (!summary) return false;
    const split = file.split ?? splitOf(summary.frame, source);
    file.split = split;
    this.results.set(file.path, { structure: summary.structure, definition: summarisedAgent({ path: file.path, source, split }, summary), findings: [] });
    return true;
  }

  /**
   * Checks `file`, whose document was just parsed, and drops the document; a Markdown tool or agent whose parse found
   * nothing (`clean`) is summarised for the next run.
   */
  take(file: MarkdownFile, clean = false): void {
    if (!file.doc || !file.source) return;
    const { structure, definition } = readParsed(file);
    // Taken for the project results cache, which is open when the summaries are (project-results.ts), and the summary.
    const head = this.summaries() && file.kind === "md-tool" && file.split ? headKey(file.source.text, file.split) : undefined;
    if (clean && definition?.kind === "md-tool" && file.split) this.summaries()?.record({ path: file.path, source: file.source, split: file.split, ...(head ? { head } : {}) }, definition, structure.findings);
    if (clean && definition?.kind === "md-agent" && file.split) this.summaries()?.agents.record({ path: file.path, source: file.source, split: file.split }, definition, structure.findings);
    const unanswered = !this.answered(file.path, file.source);
    const findings = unanswered && this.documentRules.length > 0 ? this.runRules(this.documentRules, [{ file, definition }], structure.findings) : [];
    const result = { structure: structure.findings, ...(definition ? { definition } : {}), findings, ...(head ? { head } : {}) };
    this.results.set(file.path, result);
    delete file.doc;
    if (!unanswered || this.modelRules.length === 0) return;
    this.pending.push({ file, result });
  }

  /**
   * Runs the file-scoped model rules on a batch of the files checked and not yet taken, and gives each file the
   * findings there; false, doing nothing, when fewer than a batch are waiting. A batch with a rule crash is left to
   * the engine, which runs the rules on those files again and keeps their crash as it would have happened there.
   */
  spare(): boolean {
    if (this.pending.length < RULE_BATCH) return false;
    const batch = this.pending.splice(0, RULE_BATCH);
    const found = this.runRules(this.modelRules, batch.map(({ file, result }) => ({ file, definition: result.definition })), []);
    for (const { result } of batch) if (result.definition?.kind === "md-tool") readMentions(result.definition);
    if (found.some((finding) => finding.rule === "internal-error")) return true;
    const byFile = new Map(batch.map((item) => [item.file.path, item.result]));
    // A file-scoped rule reports on its file only (lint/rule.ts): anything else, the engine's own run finds.
    if (found.some((finding) => !byFile.has(finding.at.file))) return true;
    for (const finding of found) byFile.get(finding.at.file)!.findings.push(finding);
    for (const { result } of batch) result.fileScoped = true;
    return true;
  }

  /** The definition of a summarised file read whole: parsed and checked as {@link take} would (its parse was clean). */
  private readWhole(file: MarkdownFile & { source: SourceText; split: FrontmatterSplit }): MdTool | undefined {
    const parsed = parseYaml(file.source, file.split.yamlStart, file.split.yamlEnd, frontmatterParseOptions(this.base.config.limits.yamlAliasNodes));
    if (!parsed.doc) return undefined;
    const { definition } = readParsed({ ...file, doc: parsed.doc });
    return definition?.kind === "md-tool" ? definition : undefined;
  }

  /** Runs file-scoped `rules` on a project of `items` alone (those rules see nothing else). */
  private runRules(rules: readonly Rule[], items: readonly Checked[], structure: Finding[]): Finding[] {
    const { root, config } = this.base;
    const files = items.map((item) => item.file);
    const definitions = items.flatMap((item) => (item.definition ? [item.definition] : []));
    const sources = new Map(files.map((file) => [file.path, file.source!]));
    const tools = files.filter((file) => file.kind === "md-tool");
    const agents = files.filter((file) => file.kind === "md-agent");
    const project: Project = { root, config, sources, mdTools: tools, mdAgents: agents, cores: [], fallbacks: [], packageTools: [], findings: [], fileCount: files.length };
    const model: Model = {
      root,
      config,
      sources,
      mdToolPaths: tools.map((t) => t.path),
      mdTools: definitions.filter((d): d is MdTool => d.kind === "md-tool"),
      mdAgents: definitions.filter((d): d is MdAgent => d.kind === "md-agent"),
      markdownTexts: [...tools, ...agents].flatMap((file) => (file.split ? [{ path: file.path, source: file.source!, split: file.split }] : [])),
      mdAgentPaths: agents.map((a) => a.path),
      cores: [],
      fallbacks: [],
      packageTools: [],
      coreTools: [],
    };
    return runRules(project, { findings: structure, flagged: new Set(), unknownKeys: new Set() }, model, rules, config.rules);
  }
}

/**
 * Reads where `tool`'s descriptions could name another tool (lint/support/mentions.ts), kept for description-shadowing,
 * which needs every tool's after the load: on a large project, reading them here is done while the worker parses. A
 * failure is left to the rule, which reads them again and reports it where it happens.
 */
function readMentions(tool: MdTool): void {
  try {
    mentionSites(tool);
  } catch {
    // see above
  }
}

/** A parsed Markdown file's structural check, and its definition without the values the check flagged. */
function readParsed(file: MarkdownFile): { structure: StructureResult; definition: MdTool | MdAgent | undefined } {
  const structure = checkMarkdownFile(file);
  return { structure, definition: markdownModel(file, structure.flagged) };
}
