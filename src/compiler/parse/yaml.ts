/**
 * Text → YAML document with positions, and the parse-level rules `yaml-syntax`, `yaml-not-mapping`
 * and `yaml-alias-limit`. Nothing here throws on user input.
 * @see ../../../docs/rules.md §1.3, §1.4, §5
 */
import { Document, isMap, isSeq, isScalar, parseAllDocuments } from "yaml";
import type { Finding } from "../diagnostics/finding.js";
import { fileSpan, type SourceText } from "../source/text.js";
import { pyYamlTags } from "./schema-1-1.js";
import { countAliasExpansion } from "./aliases.js";
import type { YamlDoc } from "./nodes.js";

/** What the YAML text is, for messages (`frontmatter`, `` `tool.yaml` ``, …). */
export type DocumentLabel = "frontmatter" | "`tool.yaml`" | "`agent.yaml`" | "`pipelines.yaml`" | "MCP manifest" | "config file";

/** Options for {@link parseYaml}. */
export interface ParseYamlOptions {
  label: DocumentLabel;
  aliasLimit: number;
  /** An empty document is `{}` (tool.yaml) instead of `yaml-not-mapping`. */
  emptyIsMapping?: boolean;
  /** YAML 1.2 for toolc's own config file; definition files use the reference loaders' YAML 1.1. */
  yaml12?: boolean;
}

/** Result of parsing: a mapping document, or findings that gate the file. */
export interface ParsedYaml {
  doc?: YamlDoc;
  findings: Finding[];
}

/** Parses `source.text.slice(start, end)` as one YAML 1.1 document whose root must be a mapping. */
export function parseYaml(source: SourceText, start: number, end: number, options: ParseYamlOptions): ParsedYaml {
  const text = source.text.slice(start, end);
  const at = (offset: number, length = 1) => ({ file: source.path, start: start + offset, end: start + offset + length });
  const docs = parseAllDocuments(
    text,
    options.yaml12
      ? { version: "1.2", uniqueKeys: false, prettyErrors: false, strict: false }
      : { version: "1.1", uniqueKeys: false, merge: true, prettyErrors: false, customTags: pyYamlTags, strict: false },
  );
  const list = Array.isArray(docs) ? docs : [];
  if (!Array.isArray(docs)) return { findings: [] };
  const firstError = list.flatMap((d) => d.errors)[0];
  if (firstError) {
    const message = firstError.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    return { findings: [syntax(at(firstError.pos[0], Math.max(1, firstError.pos[1] - firstError.pos[0])), message)] };
  }
  if (list.length > 1) {
    const second = list[1]!;
    return { findings: [syntax(at(second.range[0]), "a file holds exactly one YAML document, found a second one (`---`)")] };
  }
  const doc = list[0] as Document.Parsed | undefined;
  const root = doc?.contents ?? null;
  if (!doc || root === null || (isScalar(root) && root.value === null && !root.source)) {
    if (options.emptyIsMapping) {
      const empty = (doc ?? new Document({}, { version: "1.1" })) as Document.Parsed;
      empty.contents = empty.createNode({}) as never;
      return { doc: { file: source.path, offset: start, doc: empty, root: empty.contents as never }, findings: [] };
    }
    return { findings: [notMapping(options.label, "nothing", fileSpan(source.path))] };
  }
  const ydoc: YamlDoc = { file: source.path, offset: start, doc, root: root as never };
  // An alias needs a `*`: most documents have none, and the walk is then skipped.
  const aliasFinding = text.includes("*") ? countAliasExpansion(ydoc, options.aliasLimit) : undefined;
  if (aliasFinding) return { findings: [aliasFinding] };
  if (!isMap(root)) {
    const found = isSeq(root) ? "a list" : `a ${scalarKind(root)}`;
    const range = root.range ?? [0, 0];
    return { findings: [notMapping(options.label, found, at(range[0], range[1] - range[0]))] };
  }
  return { doc: ydoc, findings: [] };
}

function scalarKind(node: unknown): string {
  if (!isScalar(node)) return "value";
  const value = node.value;
  if (typeof value === "number" || typeof value === "bigint") return "number";
  if (typeof value === "boolean") return "boolean";
  return "string";
}

function syntax(at: Finding["at"], parserMessage: string): Finding {
  return {
    rule: "yaml-syntax",
    at,
    message: `invalid YAML: ${parserMessage}`,
    hint: "fix the YAML here; quote values that contain `: ` or start with a special character",
  };
}

function notMapping(label: DocumentLabel, found: string, at: Finding["at"]): Finding {
  const what = label === "frontmatter" ? "frontmatter" : label;
  return {
    rule: "yaml-not-mapping",
    at,
    message: `${what} must be a mapping of keys to values, found ${found}`,
    hint: "write the document as `key: value` lines",
  };
}

/** A `yaml-syntax` finding for a file that cannot be decoded or read (binary, too large, invalid UTF-8). */
export function unreadableYaml(path: string, reason: string): Finding {
  return syntax(fileSpan(path), reason);
}
