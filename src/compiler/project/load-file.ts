/**
 * Reads and parses single definition files into DefinitionFile / MarkdownFile values.
 */
import path from "node:path";
import type { Finding } from "../diagnostics/finding.js";
import { readDefinition } from "../discover/read.js";
import type { RootGuard } from "../discover/root-guard.js";
import { splitFrontmatter } from "../parse/frontmatter.js";
import type { ParseCache } from "../parse/cache.js";
import { parseYaml, type DocumentLabel, type ParsedYaml, type ParseYamlOptions } from "../parse/yaml.js";
import type { SourceText } from "../source/text.js";
import type { DefinitionFile, FileKind, MarkdownFile } from "./types.js";

/** Shared state while loading: the root, limits and where sources and findings go. */
export interface LoadSink {
  root: string;
  /** Refuses files whose real path leaves the root. */
  guard: RootGuard;
  aliasLimit: number;
  /** Parse results of unchanged files from earlier runs, when caching is on. */
  cache?: ParseCache;
  sources: Map<string, SourceText>;
  findings: Finding[];
}

const LABELS: Record<Exclude<FileKind, "md-tool" | "md-agent">, DocumentLabel> = {
  "core-manifest": "`agent.yaml`",
  "core-tool": "`tool.yaml`",
  pipelines: "`pipelines.yaml`",
  "mcp-manifest": "MCP manifest",
};

function read(sink: LoadSink, rel: string): SourceText | undefined {
  const { source, finding } = readDefinition(path.join(sink.root, rel), rel, sink.guard);
  if (source) sink.sources.set(rel, source);
  if (finding) {
    sink.findings.push(finding);
    return undefined;
  }
  return source;
}

/** Reads and parses a Markdown tool or agent file. */
export function loadMarkdown(sink: LoadSink, rel: string, kind: "md-tool" | "md-agent"): MarkdownFile {
  const source = read(sink, rel);
  if (!source) return { kind, path: rel };
  const { split, findings } = splitFrontmatter(source);
  sink.findings.push(...findings);
  if (!split) return { kind, path: rel, source };
  const parsed = parseCached(sink, source, split.yamlStart, split.yamlEnd, { label: "frontmatter", aliasLimit: sink.aliasLimit });
  sink.findings.push(...parsed.findings);
  return { kind, path: rel, source, split, ...(parsed.doc ? { doc: parsed.doc } : {}) };
}

/** Reads and parses a YAML definition file of the given kind. */
export function loadYaml(sink: LoadSink, rel: string, kind: Exclude<FileKind, "md-tool" | "md-agent">): DefinitionFile {
  const source = read(sink, rel);
  if (!source) return { kind, path: rel };
  const parsed = parseCached(sink, source, 0, source.text.length, {
    label: LABELS[kind],
    aliasLimit: sink.aliasLimit,
    emptyIsMapping: kind === "core-tool",
  });
  sink.findings.push(...parsed.findings);
  return { kind, path: rel, source, ...(parsed.doc ? { doc: parsed.doc } : {}) };
}

/** {@link parseYaml} through the parse cache: the key is what is parsed and how, so any change misses. */
function parseCached(sink: LoadSink, source: SourceText, start: number, end: number, options: ParseYamlOptions): ParsedYaml {
  if (!sink.cache) return parseYaml(source, start, end, options);
  const key = `${JSON.stringify(options)}\0${start}\0${source.text.slice(start, end)}`;
  const hit = sink.cache.get(source.path, key);
  if (hit) return hit;
  const parsed = parseYaml(source, start, end, options);
  sink.cache.set(source.path, key, parsed);
  return parsed;
}
