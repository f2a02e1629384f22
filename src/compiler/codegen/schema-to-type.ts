/**
 * JSON Schema → TypeScript types for generated tool inputs. The root object becomes an interface structure
 * (one property signature per schema property, JSDoc from `description` / `default`), local `$ref`s to
 * `$defs` / `definitions` become named types in the same file, and everything else becomes type text:
 * `enum` / `const` → literal unions, `oneOf` / `anyOf` → unions, `allOf` → intersections, arrays, tuples,
 * nested object literals, `additionalProperties` schemas → index signatures. Anything not understood is `unknown`.
 * @see ../../../../shared/spec/README.md §5
 */
import {
  StructureKind,
  type IndexSignatureDeclarationStructure,
  type InterfaceDeclarationStructure,
  type PropertySignatureStructure,
  type TypeAliasDeclarationStructure,
} from "./ts-morph.js";
import type { JsonSchema } from "../../runtime/catalog.js";
import { docsOf, docText, jsDoc } from "./jsdoc.js";
import { isIdentifier, NameRegistry, pascalCase } from "./names.js";
import { acceptsEmptyInput, arrayOf, asSchema, codeString, decodeSegment, hasShape, isPlainObjectSchema, literalType, mergeSchemas, paren, requiredOf, resolvePointer, union, withoutCombinators } from "./schema-helpers.js";

type Schema = Record<string, unknown>;

/** What a tool's input becomes: the root declaration plus named types for referenced definitions. */
export interface InputTypes {
  statements: Array<InterfaceDeclarationStructure | TypeAliasDeclarationStructure>;
  /** True when `{}` is a valid input (an object with no required properties), so the argument may be omitted. */
  optionalInput: boolean;
}

const MAX_DEPTH = 24;

/**
 * Members every object inherits from `Object.prototype`: TypeScript compares even `{}` against a property of
 * that name, so `toString?: string` would make every input literal a type error. Such a property is typed
 * `T | Object["toString"]`, which is also what reading it from an input without it gives.
 */
const OBJECT_MEMBERS = new Set(["constructor", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "toString", "valueOf"]);

/**
 * Builds the input declarations of one tool: `interface <inputName>` when the root is an object (the usual
 * case), otherwise `type <inputName> = …`. `registry` holds the names already used in the file.
 */
export function inputTypes(schema: JsonSchema, inputName: string, prefix: string, registry: NameRegistry, doc: string): InputTypes {
  const ctx = new TypeContext(schema, prefix, registry, inputName);
  const statements: InputTypes["statements"] = [ctx.declaration(schema, inputName, doc)];
  for (let i = 0; i < ctx.pending.length; i++) {
    const { name, schema: def, pointer } = ctx.pending[i]!;
    statements.push(ctx.declaration(def, name, `Definition \`${pointer}\`.`));
  }
  return { statements, optionalInput: acceptsEmptyInput(schema) };
}

class TypeContext {
  readonly pending: Array<{ pointer: string; name: string; schema: unknown }> = [];
  private readonly named = new Map<string, string>();

  constructor(
    private readonly root: JsonSchema,
    private readonly prefix: string,
    private readonly registry: NameRegistry,
    rootName: string,
  ) {
    this.named.set("#", rootName);
  }

  /** An interface for plain object schemas, a type alias for everything else. */
  declaration(schema: unknown, name: string, doc: string): InterfaceDeclarationStructure | TypeAliasDeclarationStructure {
    const s = asSchema(schema);
    const docs = [jsDoc(doc, s)];
    if (s && isPlainObjectSchema(s)) {
      const members = this.objectMembers(s, 0);
      return {
        kind: StructureKind.Interface,
        name,
        isExported: true,
        docs,
        properties: members.properties,
        indexSignatures: members.index ? [members.index] : [],
      };
    }
    return { kind: StructureKind.TypeAlias, name, isExported: true, docs, type: this.type(schema, 0) };
  }

  /** Type text for any schema. */
  type(schema: unknown, depth: number): string {
    if (schema === false) return "never";
    const s = asSchema(schema);
    if (!s || depth > MAX_DEPTH) return "unknown";
    const nullable = s.nullable === true ? " | null" : "";
    return this.bareType(s, depth) + nullable;
  }

  private bareType(s: Schema, depth: number): string {
    if (typeof s.$ref === "string") return this.ref(s.$ref);
    if ("const" in s) return literalType(s.const);
    if (Array.isArray(s.enum)) return union(s.enum.map(literalType));
    const parts: string[] = [];
    const base = withoutCombinators(s);
    const baseHasShape = hasShape(base);
    for (const key of ["oneOf", "anyOf"] as const) {
      const branches = s[key];
      if (Array.isArray(branches) && branches.length > 0) {
        parts.push(union(branches.map((b) => this.type(baseHasShape ? mergeSchemas(base, b) : b, depth + 1))));
      }
    }
    const allOf = Array.isArray(s.allOf) ? s.allOf.map((b) => this.type(b, depth + 1)) : [];
    if (parts.length === 0 && baseHasShape) parts.push(this.shapeType(base, depth));
    const all = [...parts, ...allOf].filter((t) => t !== "unknown");
    if (all.length === 0) return "unknown";
    return all.length === 1 ? all[0]! : all.map(paren).join(" & ");
  }

  /** `type`-driven text: primitives, arrays, tuples, objects; a `type` list becomes a union. */
  private shapeType(s: Schema, depth: number): string {
    const types = Array.isArray(s.type) ? s.type.filter((t): t is string => typeof t === "string") : typeof s.type === "string" ? [s.type] : [];
    if (types.length === 0) {
      if (s.properties !== undefined || s.additionalProperties !== undefined || s.patternProperties !== undefined || s.required !== undefined) types.push("object");
      else if (s.items !== undefined || s.prefixItems !== undefined) types.push("array");
      else return "unknown";
    }
    return union(types.map((t) => this.oneType(t, s, depth)));
  }

  private oneType(t: string, s: Schema, depth: number): string {
    switch (t) {
      case "string":
        return "string";
      case "integer":
      case "number":
        return "number";
      case "boolean":
        return "boolean";
      case "null":
        return "null";
      case "array":
        return this.arrayType(s, depth);
      case "object":
        return this.objectLiteral(s, depth);
      default:
        return "unknown";
    }
  }

  private arrayType(s: Schema, depth: number): string {
    const tuple = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : null;
    if (tuple) {
      const rest = Array.isArray(s.prefixItems) ? s.items : s.additionalItems;
      const elements = tuple.map((item) => this.type(item, depth + 1));
      if (rest !== false) elements.push(`...${arrayOf(rest === undefined || rest === true ? "unknown" : this.type(rest, depth + 1))}`);
      return `[${elements.join(", ")}]`;
    }
    return arrayOf(s.items === undefined ? "unknown" : this.type(s.items, depth + 1));
  }

  private objectLiteral(s: Schema, depth: number): string {
    const { properties, index } = this.objectMembers(s, depth);
    const lines = properties.map((p) => `${docText(p.docs)}${p.name}${p.hasQuestionToken ? "?" : ""}: ${p.type as string};`);
    if (index) lines.push(`[${index.keyName}: ${index.keyType}]: ${index.returnType as string};`);
    if (lines.length === 0) return "{}";
    return `{\n${lines.join("\n")}\n}`;
  }

  /** Property signatures and the index signature of an object schema. */
  objectMembers(s: Schema, depth: number): { properties: PropertySignatureStructure[]; index: IndexSignatureDeclarationStructure | null } {
    const props = asSchema(s.properties) ?? {};
    const required = requiredOf(s);
    const properties: PropertySignatureStructure[] = Object.entries(props).map(([name, prop]) => ({
      kind: StructureKind.PropertySignature,
      name: isIdentifier(name) ? name : codeString(name),
      hasQuestionToken: !required.includes(name),
      type: OBJECT_MEMBERS.has(name) ? union([this.type(prop, depth + 1), `Object[${codeString(name)}]`]) : this.type(prop, depth + 1),
      docs: docsOf(asSchema(prop)),
    }));
    const index = this.indexType(s, properties, depth);
    return { properties, index: index === null ? null : { kind: StructureKind.IndexSignature, keyName: "key", keyType: "string", returnType: index } };
  }

  private indexType(s: Schema, properties: PropertySignatureStructure[], depth: number): string | null {
    const extra = s.additionalProperties;
    const patterns = asSchema(s.patternProperties);
    let t: string;
    if (extra === false) {
      if (!patterns || Object.keys(patterns).length === 0) return properties.length === 0 ? "never" : null;
      t = union(Object.values(patterns).map((p) => this.type(p, depth + 1)));
    } else if (extra === undefined || extra === true) {
      return "unknown";
    } else {
      t = union([this.type(extra, depth + 1), ...(patterns ? Object.values(patterns).map((p) => this.type(p, depth + 1)) : [])]);
    }
    if (t === "never") return properties.length === 0 ? t : null;
    if (t === "unknown" || properties.length === 0) return t;
    const optional = properties.some((p) => p.hasQuestionToken);
    return union([t, ...properties.map((p) => p.type as string), ...(optional ? ["undefined"] : [])]);
  }

  /** A named type for a local `$ref`; non-local or unresolvable refs are `unknown`. */
  private ref(ref: string): string {
    const known = this.named.get(ref);
    if (known) return known;
    const target = resolvePointer(this.root, ref);
    if (target === undefined) return "unknown";
    const segments = ref.split("/");
    const name = this.registry.allocate(`${this.prefix}${pascalCase(decodeSegment(segments[segments.length - 1] ?? "Def"))}`);
    this.named.set(ref, name);
    this.pending.push({ pointer: ref, name, schema: target });
    return name;
  }
}

export { literalType } from "./schema-helpers.js";
