/**
 * `yaml-duplicate-key`: A mapping holds the same key twice.
 * Lexical (rules.md §1.3): checked in every parsed document, including values other rules flagged.
 * @see ../../../docs/rules.md §5 yaml-duplicate-key
 */
import { isScalar, type Pair } from "yaml";
import { deref, hasRange, keyText, type YamlDoc } from "../parse/nodes.js";
import { positionAt } from "../source/text.js";
import { documentNodes, parsedFiles } from "../lint/support/documents.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** The `yaml-duplicate-key` rule. */
export default defineRule({
  id: "yaml-duplicate-key",
  defaultSeverity: "error",
  scope: "file",
  reads: "documents",
  check(ctx) {
    ctx.each(parsedFiles(ctx.project), (file) => {
      for (const map of documentNodes(file.doc).maps) checkMapping(ctx, file.doc, map.items as Pair[]);
    });
  },
});

function checkMapping(ctx: RuleContext, doc: YamlDoc, pairs: readonly Pair[]): void {
  if (pairs.length < 2) return;
  // String keys (nearly all) by their text, other keys by their identity: no string has to be built per key.
  const strings = new Map<string, Pair>();
  const others = new Map<string, Pair>();
  for (const pair of pairs) {
    const resolved = deref(doc, pair.key);
    const text = isScalar(resolved) && typeof resolved.value === "string" ? resolved.value : undefined;
    const id = text ?? keyIdentity(resolved);
    if (id === undefined) continue;
    const seen = text === undefined ? others : strings;
    const earlier = seen.get(id);
    seen.set(id, pair);
    if (!earlier) continue;
    const key = keySource(pair);
    const earlierAt = ctx.span(doc, hasRange(earlier.key) ? earlier.key : earlier.value);
    const source = ctx.project.sources.get(doc.file);
    const line = source ? positionAt(source, earlierAt.start).line : 1;
    ctx.report({
      at: ctx.span(doc, hasRange(pair.key) ? pair.key : pair.value),
      message: `duplicate key \`${key}\`: YAML loaders keep only the last occurrence, so the value on line ${line} is silently ignored`,
      hint: "remove or rename one of the keys",
      related: [{ at: earlierAt, message: `earlier \`${keySource(earlier)}\`, whose value is ignored` }],
    });
  }
}

/**
 * What a key that is not a string resolves to, compared as the reference loaders' Python dicts do: `yes` equals
 * `true`, and `1`, `1.0` and `true` are one key (a string key is its own text). Undefined for keys that never clash: `<<` merge keys (the keys they
 * bring in do not count), collection keys (PyYAML cannot hash them) and NaN.
 */
function keyIdentity(key: unknown): string | undefined {
  if (key === null || key === undefined) return "null";
  if (!isScalar(key)) return undefined;
  const value = key.value;
  if (typeof value === "symbol") return undefined;
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return `number:${value ? 1 : 0}`;
  if (typeof value === "number") return Number.isNaN(value) ? undefined : `number:${value}`;
  if (typeof value === "bigint") return `number:${value}`;
  return `other:${String(value)}`;
}

/** The key as written (quotes dropped), for the message. */
function keySource(pair: Pair): string {
  return isScalar(pair.key) && typeof pair.key.source === "string" ? pair.key.source : keyText(pair);
}
