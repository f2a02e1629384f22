/**
 * Markdown files checked as soon as they are parsed: the structural check, the file's definition and the
 * rules that read YAML documents (`reads: "documents"`) run on each Markdown tool or agent file the moment the
 * load hands its document over, and the document is then dropped. Holding every document until all were
 * parsed was most of a check's peak memory (issue 13: about 12 KB per tool, 1.2 GB at 100,000 tools); the
 * definitions and findings kept instead are what the later stages read anyway.
 *
 * The results are the ones the whole-project stages would give: checkStructure and buildModel take them
 * per file, and the engine adds the document rules' findings where it would have found them. A Markdown tool
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
import { splitOf, summarisedTool, type Summaries } from "./summaries.js";
import type { Rule } from "./rule.js";

/** What was found in one Markdown file before the others were parsed. */
export interface EarlyResult {
  /** Its structural findings (unknown-field, field-type, …). */
  readonly structure: readonly Finding[];
  /** Its definition, unless the frontmatter did not parse into one. */
  readonly definition?: MdTool | MdAgent;
  /** What the document rules found in it. */
  readonly findings: readonly Finding[];
}

/** Checks Markdown files of one project as they are parsed, and keeps what it found, by path. */
export class EarlyChecks {
  /** Project-relative path → what was found there. */
  readonly results = new Map<string, EarlyResult>();

  /**
   * For the project of `base` (root, config: its files need not be loaded yet); `documentRules` are the
   * active rules with `reads: "documents"`. `answered` tells the files whose file-scoped findings the per-file
   * results cache holds (file-results.ts): the engine takes those from it, so the document rules skip them.
   */
  constructor(
    private readonly base: Pick<Project, "root" | "config">,
    private readonly documentRules: readonly Rule[],
    private readonly answered: (rel: string, source: SourceText) => boolean = () => false,
    private readonly summaries: () => Summaries | undefined = () => undefined,
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
    if (!summaries || file.kind !== "md-tool" || !source || !this.answered(file.path, source)) return false;
    const summary = summaries.reuse(file.path, source);
    // An unsplit file (its text unread) takes its split from the summary's frame.
    const split = summary && (file.split ?? (summary.frame && splitOf(summary.frame, source)));
    if (!summary || !split) return false;
    file.split = split;
    const definition = summarisedTool({ path: file.path, source, split }, summary, () => this.readWhole({ ...file, source, split }));
    this.results.set(file.path, { structure: summary.structure, definition, findings: [] });
    return true;
  }

  /**
   * Checks `file`, whose document was just parsed, and drops the document; a Markdown tool whose parse found
   * nothing (`clean`) is summarised for the next run.
   */
  take(file: MarkdownFile, clean = false): void {
    if (!file.doc || !file.source) return;
    const { structure, definition } = readParsed(file);
    if (clean && definition?.kind === "md-tool" && file.split) this.summaries()?.record({ path: file.path, source: file.source, split: file.split }, definition, structure.findings);
    const rulesRun = this.documentRules.length > 0 && !this.answered(file.path, file.source);
    const findings = rulesRun ? this.runDocumentRules(file, structure.findings, definition) : [];
    this.results.set(file.path, { structure: structure.findings, ...(definition ? { definition } : {}), findings });
    delete file.doc;
  }

  /** The definition of a summarised file read whole: parsed and checked as {@link take} would (its parse was clean). */
  private readWhole(file: MarkdownFile & { source: SourceText; split: FrontmatterSplit }): MdTool | undefined {
    const parsed = parseYaml(file.source, file.split.yamlStart, file.split.yamlEnd, frontmatterParseOptions(this.base.config.limits.yamlAliasNodes));
    if (!parsed.doc) return undefined;
    const { definition } = readParsed({ ...file, doc: parsed.doc });
    return definition?.kind === "md-tool" ? definition : undefined;
  }

  /** Runs the document rules on a project of `file` alone (its rules see nothing else, being file-scoped). */
  private runDocumentRules(file: MarkdownFile, structure: Finding[], definition: MdTool | MdAgent | undefined): Finding[] {
    const { root, config } = this.base;
    const sources = new Map([[file.path, file.source!]]);
    const tools = file.kind === "md-tool" ? [file] : [];
    const agents = file.kind === "md-agent" ? [file] : [];
    const project: Project = { root, config, sources, mdTools: tools, mdAgents: agents, cores: [], fallbacks: [], packageTools: [], findings: [], fileCount: 1 };
    const model: Model = {
      root,
      config,
      sources,
      mdToolPaths: tools.map((t) => t.path),
      mdTools: definition?.kind === "md-tool" ? [definition] : [],
      mdAgents: definition?.kind === "md-agent" ? [definition] : [],
      markdownTexts: file.split ? [{ path: file.path, source: file.source!, split: file.split }] : [],
      mdAgentPaths: agents.map((a) => a.path),
      cores: [],
      fallbacks: [],
      packageTools: [],
      coreTools: [],
    };
    return runRules(project, { findings: structure, flagged: new Set(), unknownKeys: new Set() }, model, this.documentRules, config.rules);
  }
}

/** A parsed Markdown file's structural check, and its definition without the values the check flagged. */
function readParsed(file: MarkdownFile): { structure: StructureResult; definition: MdTool | MdAgent | undefined } {
  const structure = checkMarkdownFile(file);
  return { structure, definition: markdownModel(file, structure.flagged) };
}
