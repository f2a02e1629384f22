/**
 * Text → YAML document with positions, and the parse-level rules `yaml-syntax`, `yaml-not-mapping`
 * and `yaml-alias-limit`. Nothing here throws on user input.
 * @see ../../../docs/rules.md §1.3, §1.4, §5
 */
import { Composer, Document, isMap, isSeq, isScalar, Parser } from "yaml";
import type { Finding } from "../diagnostics/finding.js";
import { fileSpan, type SourceText } from "../source/text.js";
import { pyYamlTags } from "./schema-1-1.js";
import { countAliasExpansion } from "./aliases.js";
import { MAX_YAML_DEPTH, scanCst } from "./cst-scan.js";
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
  return parseYamlText(yamlText(source, start, end, options));
}

/** A YAML text to parse: the part of file `file` that starts at offset `start` (not a whole Markdown file), and how. */
export interface YamlText {
  file: string;
  text: string;
  start: number;
  options: ParseYamlOptions;
}

/** The {@link YamlText} of `source.text.slice(start, end)`. */
export function yamlText(source: SourceText, start: number, end: number, options: ParseYamlOptions): YamlText {
  return { file: source.path, text: source.text.slice(start, end), start, options };
}

/** {@link parseYaml} of a {@link YamlText}: what the parse worker is sent. */
export function parseYamlText({ file, text, start, options }: YamlText): ParsedYaml {
  const at = (offset: number, length = 1) => ({ file, start: start + offset, end: start + offset + length });
  // Parser and Composer are what `parseAllDocuments` runs; the CST is scanned in between (cst-scan.ts).
  const tokens = [...new Parser().parse(text)];
  const scan = scanCst(tokens);
  if (scan.tooDeepAt !== undefined) return { findings: [syntax(at(scan.tooDeepAt), TOO_DEEP)] };
  const list = [
    ...new Composer(
      options.yaml12
        ? { version: "1.2", uniqueKeys: false, strict: false }
        : { version: "1.1", uniqueKeys: false, merge: true, customTags: pyYamlTags, strict: false },
    ).compose(tokens),
  ];
  const firstError = list.flatMap((d) => d.errors)[0];
  // The reference loaders' YAML 1.1 (PyYAML) rejects tabs that YAML 1.2 accepts; toolc's own config is 1.2.
  const tabAt = options.yaml12 ? undefined : scan.tabAt;
  if (tabAt !== undefined && (!firstError || tabAt < firstError.pos[0])) return { findings: [syntax(at(tabAt), TAB)] };
  if (firstError) {
    // The composer reports a stack overflow of its own (`RESOURCE_EXHAUSTION`) when called deep in a stack.
    const message = firstError.code === "RESOURCE_EXHAUSTION" ? TOO_DEEP : firstError.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
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
      return { doc: { file, offset: start, doc: empty, root: empty.contents as never }, findings: [] };
    }
    return { findings: [notMapping(options.label, "nothing", fileSpan(file))] };
  }
  const ydoc: YamlDoc = { file, offset: start, doc, root: root as never };
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

const TOO_DEEP = `values are nested more than ${MAX_YAML_DEPTH} levels deep: toolc does not read documents this deep`;
const TAB = "a tab cannot start any token here: the reference loaders (PyYAML) separate tokens with spaces only";

function scalarKind(node: unknown): string {
  if (!isScalar(node)) return "value";
  const value = node.value;
  if (typeof value === "number" || typeof value === "bigint") return "number";
  if (typeof value === "boolean") return "boolean";
  return "string";
}

function syntax(at: Finding["at"], parserMessage: string, hint = "fix the YAML here; quote values that contain `: ` or start with a special character"): Finding {
  return { rule: "yaml-syntax", at, message: `invalid YAML: ${parserMessage}`, hint };
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
export function unreadableYaml(path: string, reason: string, hint?: string): Finding {
  return syntax(fileSpan(path), reason, hint);
}
