/**
 * JSDoc for generated declarations: structures for ts-morph (from a schema's `description`, `default`,
 * `deprecated`), the same as text for members of inline object types, and escaping of `*\/`.
 */
import { StructureKind, type JSDocStructure, type PropertySignatureStructure } from "./ts-morph.js";
import { escapeDoc } from "./doc-comment.js";

export { escapeDoc } from "./doc-comment.js";

type Schema = Record<string, unknown>;

/** A JSDoc block holding `text` (names and descriptions from user files included), escaped. */
export function docBlock(text: string): JSDocStructure {
  return { kind: StructureKind.JSDoc, description: escapeDoc(text) };
}

/** JSDoc for a declaration: a lead sentence plus the schema's own description. */
export function jsDoc(lead: string, s: Schema | null): JSDocStructure {
  const own = s && typeof s.description === "string" && s.description.trim() ? `\n\n${s.description}` : "";
  return docBlock(lead + own);
}

/**
 * JSDoc for a property: its description, `@default`, `@deprecated` (none when all are absent). The tags are
 * written into the description text rather than passed as tag structures: ts-morph prints tags after
 * "closing" any comment its writer believes the description opened, so a description holding `/*` got a
 * stray `*\/` before `@default` and the file no longer parsed. The printed bytes are the same otherwise.
 */
export function docsOf(s: Schema | null): JSDocStructure[] {
  if (!s) return [];
  const description = typeof s.description === "string" ? s.description.trim() : "";
  const tags: string[] = [];
  if ("default" in s) tags.push(`@default ${JSON.stringify(s.default) ?? "null"}`);
  if (s.deprecated === true) tags.push("@deprecated");
  if (!description && tags.length === 0) return [];
  const text = [...(description ? [description] : []), ...tags].join("\n");
  return [docBlock(text)];
}

/** A JSDoc block as text, for members of inline object types. */
export function docText(docs: PropertySignatureStructure["docs"]): string {
  const doc = docs?.[0];
  if (!doc || typeof doc === "string" || typeof doc === "function") return "";
  const lines = String(doc.description ?? "")
    .split("\n")
    .filter((l, i, all) => l !== "" || (i > 0 && i < all.length - 1));
  if (lines.length === 0) return "";
  if (lines.length === 1) return `/** ${lines[0]} */\n`;
  return `/**\n${lines.map((l) => (l ? ` * ${l}` : " *")).join("\n")}\n */\n`;
}

