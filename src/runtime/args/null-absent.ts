/**
 * Strict provider modes (OpenAI structured outputs) require every property, so toolc emits optional
 * properties as required and nullable, and a model in that mode sends `null` for "not given". This step maps
 * those `null`s back to absent before defaults and validation, so the tool sees what its author declared.
 * Only properties the transform made nullable (the tool's `nullableAbsent` pointers) are touched.
 * @see ../../compiler/codegen/strict-schema.ts (the transform that records the pointers)
 */
import type { CatalogTool, JsonSchema } from "../catalog.js";
import { hasOwn, isPlainObject, setOwn } from "./own.js";

/** `input` without the `null`s the tool's strict transform stands for; the input itself when there are none. */
export function dropStrictNulls(tool: CatalogTool, input: unknown): unknown {
  const pointers = tool.nullableAbsent;
  if (!pointers || pointers.length === 0 || !isPlainObject(input)) return input;
  return withoutNulls(input, "", tool.inputSchema, new Set(pointers), tool.inputSchema, 0);
}

/** Nesting walked at most (a `$ref` cycle in a recursive schema ends here). */
const MAX_DEPTH = 32;

/** A copy of `value` with the listed `null` members removed, walking `schema` (at `pointer`) alongside. */
function withoutNulls(value: unknown, pointer: string, schema: unknown, listed: Set<string>, root: JsonSchema, depth: number): unknown {
  if (depth > MAX_DEPTH || !isPlainObject(schema)) return value;
  const ref = typeof schema.$ref === "string" ? schema.$ref : undefined;
  if (ref?.startsWith("#")) return withoutNulls(value, ref.slice(1), resolvePointer(root, ref.slice(1)), listed, root, depth + 1);
  let out = value;
  for (const keyword of ["anyOf", "oneOf"]) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) branches.forEach((b, i) => (out = withoutNulls(out, `${pointer}/${keyword}/${i}`, b, listed, root, depth + 1)));
  }
  if (Array.isArray(out) && isPlainObject(schema.items)) {
    return out.map((item) => withoutNulls(item, `${pointer}/items`, schema.items, listed, root, depth + 1));
  }
  if (!isPlainObject(out) || !isPlainObject(schema.properties)) return out;
  const copy: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(out)) {
    const at = `${pointer}/properties/${escapeToken(name)}`;
    if (member === null && listed.has(at)) continue;
    const sub = hasOwn(schema.properties, name) ? schema.properties[name] : undefined;
    setOwn(copy, name, sub === undefined ? member : withoutNulls(member, at, sub, listed, root, depth + 1));
  }
  return copy;
}

/** RFC 6901 escaping of one pointer token. */
export function escapeToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

function resolvePointer(root: JsonSchema, pointer: string): unknown {
  let node: unknown = root;
  for (const raw of pointer.split("/").slice(1)) {
    const token = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isPlainObject(node) || !hasOwn(node, token)) return undefined;
    node = node[token];
  }
  return node;
}
