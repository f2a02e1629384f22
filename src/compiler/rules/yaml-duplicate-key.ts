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
  const seen = new Map<string, Pair>();
  for (const pair of pairs) {
    const id = keyIdentity(doc, pair.key);
    if (id === undefined) continue;
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
 * What the key resolves to, compared as the reference loaders' Python dicts do: `yes` equals `true`, and
 * `1`, `1.0` and `true` are one key. Undefined for keys that never clash: `<<` merge keys (the keys they
 * bring in do not count), collection keys (PyYAML cannot hash them) and NaN.
 */
function keyIdentity(doc: YamlDoc, raw: unknown): string | undefined {
  const key = deref(doc, raw);
  if (key === null || key === undefined) return "null";
  if (!isScalar(key)) return undefined;
  const value = key.value;
  if (typeof value === "symbol") return undefined;
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return `number:${value ? 1 : 0}`;
  if (typeof value === "number") return Number.isNaN(value) ? undefined : `number:${value}`;
  if (typeof value === "bigint") return `number:${value}`;
  if (typeof value === "string") return `string:${value}`;
  return `other:${String(value)}`;
}

/** The key as written (quotes dropped), for the message. */
function keySource(pair: Pair): string {
  return isScalar(pair.key) && typeof pair.key.source === "string" ? pair.key.source : keyText(pair);
}
