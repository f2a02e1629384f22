/**
 * Markdown files checked as soon as they are parsed: the structural check, the file's definition and the
 * rules that read YAML documents (`reads: "documents"`) run on each Markdown tool or agent file the moment the
 * load hands its document over, and the document is then dropped. Holding every document until all were
 * parsed was most of a check's peak memory (issue 13: about 12 KB per tool, 1.2 GB at 100,000 tools); the
 * definitions and findings kept instead are what the later stages read anyway.
 *
 * The results are the ones the whole-project stages would give: checkStructure and buildModel take them
 * per file, and the engine adds the document rules' findings where it would have found them.
 * @see ../model/README.md
 */
import type { Finding } from "../diagnostics/finding.js";
import { markdownModel } from "../model/build.js";
import type { MdAgent, MdTool, Model } from "../model/types.js";
import type { MarkdownFile, Project } from "../project/types.js";
import { checkMarkdownFile } from "../structure/index.js";
import { runRules } from "./engine.js";
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
    private readonly answered: (rel: string, text: string) => boolean = () => false,
  ) {}

  /** Checks `file`, whose document was just parsed, and drops the document. */
  take(file: MarkdownFile): void {
    if (!file.doc || !file.source) return;
    const structure = checkMarkdownFile(file);
    const definition = markdownModel(file, structure.flagged);
    const rulesRun = this.documentRules.length > 0 && !this.answered(file.path, file.source.text);
    const findings = rulesRun ? this.runDocumentRules(file, structure.findings, definition) : [];
    this.results.set(file.path, { structure: structure.findings, ...(definition ? { definition } : {}), findings });
    delete file.doc;
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
