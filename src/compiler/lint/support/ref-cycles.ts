/**
 * `$ref` cycles that no validator can be built from: a chain of subschemas that hold nothing but a `$ref`
 * (and annotations) and lead back to where they started, e.g. `a: {$ref: "#/properties/a"}`. Such a schema
 * describes nothing, and ajv follows the chain until the stack overflows, so the validators could not be
 * generated. A cycle that passes through a schema with a validation keyword (`type`, `items`, …) is ordinary
 * recursion and fine. Only JSON-pointer refs (`#`, `#/…`) are followed.
 */
import { decodePointer } from "./json-pointer.js";
import { isSchemaObject, walkSchemas, type SchemaObject } from "./input-schema.js";
import { valueAt } from "./schema-meta.js";

/**
 * Keywords ajv validates with code (draft 2020-12 and the older ones it still reads); a subschema with any of
 * them besides `$ref` is compiled as a function of its own, which breaks a chain. Annotations (`description`,
 * `default`, `title`, …) and unknown keys do not, which is why they are not listed.
 */
const VALIDATION_KEYWORDS = new Set(
  (
    "type enum const format $comment $dynamicAnchor $dynamicRef $recursiveRef $recursiveAnchor multipleOf maximum " +
    "exclusiveMaximum minimum exclusiveMinimum maxLength minLength pattern maxItems minItems uniqueItems maxContains " +
    "minContains contains maxProperties minProperties required dependentRequired dependentSchemas dependencies allOf " +
    "anyOf oneOf not if then else prefixItems items additionalItems properties patternProperties additionalProperties " +
    "propertyNames unevaluatedProperties unevaluatedItems"
  ).split(" "),
);

/** A `$ref` that starts a cycle: where it is (segments from the schema root) and the pointers it runs through. */
export interface RefCycle {
  segments: string[];
  through: string[];
}

/** Every cycle of ref-only subschemas in `root`, reported once, at its first member in document order. */
export function refCycles(root: SchemaObject): RefCycle[] {
  const cycles: RefCycle[] = [];
  const reported = new Set<SchemaObject>();
  walkSchemas(root, ({ schema, segments }) => {
    if (reported.has(schema)) return;
    const chain = refChain(root, schema);
    if (!chain) return;
    for (const member of chain.members) reported.add(member);
    cycles.push({ segments, through: chain.pointers });
  });
  return cycles;
}

/** The chain of ref-only schemas from `start` when it returns to `start`; undefined when it ends or enters another cycle. */
function refChain(root: SchemaObject, start: SchemaObject): { members: SchemaObject[]; pointers: string[] } | undefined {
  const members: SchemaObject[] = [];
  const pointers: string[] = [];
  let current: unknown = start;
  while (isRefOnly(current)) {
    members.push(current);
    pointers.push(current.$ref);
    const target = pointerTarget(root, current.$ref);
    if (target === start) return { members, pointers };
    if (members.includes(target as SchemaObject)) return undefined;
    current = target;
  }
  return undefined;
}

function isRefOnly(schema: unknown): schema is SchemaObject & { $ref: string } {
  return isSchemaObject(schema) && typeof schema.$ref === "string" && !Object.keys(schema).some((key) => VALIDATION_KEYWORDS.has(key));
}

function pointerTarget(root: SchemaObject, ref: string): unknown {
  if (ref !== "#" && !ref.startsWith("#/")) return undefined;
  try {
    return valueAt(root, decodePointer(decodeURIComponent(ref)));
  } catch {
    return undefined; // a malformed percent-escape: reported as an unresolved `$ref`
  }
}
