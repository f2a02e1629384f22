/**
 * JSDoc for generated declarations: structures for ts-morph (from a schema's `description`, `default`,
 * `deprecated`), the same as text for members of inline object types, and escaping of `*\/`.
 */
import { StructureKind, type JSDocStructure, type JSDocTagStructure, type PropertySignatureStructure } from "./ts-morph.js";

type Schema = Record<string, unknown>;

/** JSDoc for a declaration: a lead sentence plus the schema's own description. */
export function jsDoc(lead: string, s: Schema | null): JSDocStructure {
  const own = s && typeof s.description === "string" && s.description.trim() ? `\n\n${s.description}` : "";
  return { kind: StructureKind.JSDoc, description: escapeDoc(lead + own) };
}

/** JSDoc for a property: its description, `@default`, `@deprecated` (none when all are absent). */
export function docsOf(s: Schema | null): JSDocStructure[] {
  if (!s) return [];
  const description = typeof s.description === "string" ? s.description.trim() : "";
  const tags: JSDocTagStructure[] = [];
  if ("default" in s) tags.push({ kind: StructureKind.JSDocTag, tagName: "default", text: escapeDoc(JSON.stringify(s.default) ?? "null") });
  if (s.deprecated === true) tags.push({ kind: StructureKind.JSDocTag, tagName: "deprecated" });
  if (!description && tags.length === 0) return [];
  return [{ kind: StructureKind.JSDoc, description: escapeDoc(description), tags }];
}

/** A JSDoc block as text, for members of inline object types. */
export function docText(docs: PropertySignatureStructure["docs"]): string {
  const doc = docs?.[0];
  if (!doc || typeof doc === "string" || typeof doc === "function") return "";
  const lines = [...String(doc.description ?? "").split("\n"), ...(doc.tags ?? []).map((t) => `@${t.tagName}${t.text ? ` ${String(t.text)}` : ""}`)].filter(
    (l, i, all) => l !== "" || (i > 0 && i < all.length - 1),
  );
  if (lines.length === 0) return "";
  if (lines.length === 1) return `/** ${lines[0]} */\n`;
  return `/**\n${lines.map((l) => (l ? ` * ${l}` : " *")).join("\n")}\n */\n`;
}

/** Text safe inside a `/** … *\/` comment. */
export function escapeDoc(text: string): string {
  return text.replace(/\*\//g, "*\\/").replace(/\r\n?/g, "\n");
}
