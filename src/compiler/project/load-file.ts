/**
 * Reads and parses single definition files into DefinitionFile / MarkdownFile values.
 */
import path from "node:path";
import type { Finding } from "../diagnostics/finding.js";
import { readDefinition } from "../discover/read.js";
import type { RootGuard } from "../discover/root-guard.js";
import type { ParseGroup } from "../parse/cache.js";
import { frontmatterParseOptions, splitFrontmatter } from "../parse/frontmatter.js";
import type { DocumentLabel, ParsedYaml } from "../parse/yaml.js";
import type { SourceRecords } from "../cache/source-records.js";
import type { SourceText } from "../source/text.js";
import { isUnread } from "../source/trusted.js";
import type { ParseQueue } from "./parse-queue.js";
import type { DefinitionFile, FileKind, MarkdownFile } from "./types.js";

/** Shared state while loading: the root, limits and where sources and findings go. */
export interface LoadSink {
  root: string;
  /** Refuses files whose real path leaves the root. */
  guard: RootGuard;
  aliasLimit: number;
  /** Where parses go: through the parse cache, and partly to the second thread (parse-queue.ts). */
  parses: ParseQueue;
  sources: Map<string, SourceText>;
  findings: Finding[];
  /** Records of the files' stats: a file whose record holds is read only if its text is asked for (cache/source-records.ts). */
  records?: SourceRecords;
  /** Called with each Markdown file as soon as its document is set (see LoadOptions.parsedMarkdown). */
  parsedMarkdown?: (file: MarkdownFile, clean: boolean) => void;
  /**
   * Asked of each Markdown file once split, or before, unsplit, when its text is still unread: true when it needs
   * no parse (see LoadOptions.summarised).
   */
  summarised?: (file: MarkdownFile) => boolean;
}

const LABELS: Record<Exclude<FileKind, "md-tool" | "md-agent">, DocumentLabel> = {
  "core-manifest": "`agent.yaml`",
  "core-tool": "`tool.yaml`",
  pipelines: "`pipelines.yaml`",
  "mcp-manifest": "MCP manifest",
};

function read(sink: LoadSink, rel: string): SourceText | undefined {
  const { source, finding } = readDefinition(path.join(sink.root, rel), rel, sink.guard, sink.records);
  if (source) sink.sources.set(rel, source);
  if (finding) {
    sink.findings.push(finding);
    return undefined;
  }
  return source;
}

/** Reads a Markdown tool or agent file and queues the parse of its frontmatter (`doc` is set when the queue settles). */
export function loadMarkdown(sink: LoadSink, rel: string, kind: "md-tool" | "md-agent"): MarkdownFile {
  const source = read(sink, rel);
  if (!source) return { kind, path: rel };
  // An unchanged file by its stat: its summary may stand for it, split included, and its text stay unread.
  if (isUnread(source)) {
    const unsplit: MarkdownFile = { kind, path: rel, source };
    if (sink.summarised?.(unsplit)) return kept(sink, unsplit);
  }
  const { split, findings } = splitFrontmatter(source);
  sink.findings.push(...findings);
  if (!split) return { kind, path: rel, source };
  const file: MarkdownFile = { kind, path: rel, source, split };
  if (sink.summarised?.(file)) return kept(sink, file);
  sink.parses.add(source, split.yamlStart, split.yamlEnd, frontmatterParseOptions(sink.aliasLimit), groupOf(kind), (parsed) => {
    if (parsed.doc) file.doc = parsed.doc;
    sink.parsedMarkdown?.(file, parsed.findings.length === 0);
  });
  return file;
}

/** Markdown tools' parses are kept apart from the other files' (parse/cache.ts ParseGroup). */
function groupOf(kind: "md-tool" | "md-agent"): ParseGroup {
  return kind === "md-tool" ? "md-tool" : "other";
}

/** A summarised file: not parsed, but still the parse cache's (a run whose summaries miss, under another config, finds it there). */
function kept(sink: LoadSink, file: MarkdownFile): MarkdownFile {
  sink.parses.keep(file.source!, groupOf(file.kind));
  return file;
}

/**
 * Reads a YAML definition file of the given kind and queues its parse; with `now`, parses it at once (an
 * `agent.yaml`, whose document says what to load next).
 */
export function loadYaml(sink: LoadSink, rel: string, kind: Exclude<FileKind, "md-tool" | "md-agent">, now = false): DefinitionFile {
  const source = read(sink, rel);
  if (!source) return { kind, path: rel };
  const file: DefinitionFile = { kind, path: rel, source };
  const options = { label: LABELS[kind], aliasLimit: sink.aliasLimit, emptyIsMapping: kind === "core-tool" };
  if (now) settled(sink, file, sink.parses.now(source, 0, source.text.length, options, "other"));
  // The queue returns the findings of its parses in order (ParseQueue.settle).
  else sink.parses.add(source, 0, source.text.length, options, "other", (parsed) => {
    if (parsed.doc) file.doc = parsed.doc;
  });
  return file;
}

/** Hands a parse result to its file at once: the findings to the sink, the document to the file. */
function settled(sink: LoadSink, file: DefinitionFile, parsed: ParsedYaml): void {
  sink.findings.push(...parsed.findings);
  if (parsed.doc) file.doc = parsed.doc;
}
