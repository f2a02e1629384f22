/**
 * `input-schema-invalid`: `input_schema` is not a usable JSON Schema object.
 * @see ../../../docs/rules.md §10 input-schema-invalid
 */
import { backtrackingHazard } from "../../runtime/regex/backtracking.js";
import { displayPointer, decodePointer } from "../lint/support/json-pointer.js";
import { forEachSchema, isSchemaObject, rootTypeFound, schemaKeySpan, walkSchemas, type SchemaObject, type SchemaSite } from "../lint/support/input-schema.js";
import { refCycles } from "../lint/support/ref-cycles.js";
import { defaultProblem, metaSchemaProblem, valueAt } from "../lint/support/schema-meta.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

const INVALID = "`input_schema` is not a valid JSON Schema 2020-12";

/** The `input-schema-invalid` rule. */
export default defineRule({
  id: "input-schema-invalid",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    forEachSchema(ctx, (site) => {
      const problem = metaSchemaProblem(site.schema);
      if (problem) {
        const pointer = displayPointer(problem.segments);
        const suggestion = problem.suggestion ? `; did you mean \`${problem.suggestion}\`?` : "";
        report(ctx, site, problem.segments, `${INVALID}: ${problem.reason} at \`${pointer}\`${suggestion}`);
      }
      if (!problem || problem.segments.join("/") !== "type") checkRootType(ctx, site);
      if (problem) return;
      walkSchemas(site.schema, ({ schema, segments }) => {
        checkPatterns(ctx, site, schema, segments);
        checkRequired(ctx, site, schema, segments);
        checkDefault(ctx, site, schema, segments);
        checkRef(ctx, site, schema, segments);
      });
      checkRefCycles(ctx, site);
    });
  },
});

function report(ctx: RuleContext, site: SchemaSite, segments: string[], message: string): void {
  ctx.report({ at: schemaKeySpan(site, segments), message, hint: `fix the schema at \`${displayPointer(segments)}\`` });
}

function checkRootType(ctx: RuleContext, site: SchemaSite): void {
  const found = rootTypeFound(site.schema);
  if (found === undefined) return;
  const segments = "type" in site.schema ? ["type"] : [];
  report(ctx, site, segments, `\`input_schema\` root must be \`type: object\`, found ${found}: providers accept only object parameter schemas`);
}

/**
 * Item 1, the meta-schema's `format: regex`: a `pattern` or `patternProperties` key that is not a regular
 * expression (checked as the validators use it, with the `u` flag). The validators could not be compiled.
 */
function checkPatterns(ctx: RuleContext, site: SchemaSite, schema: SchemaObject, segments: string[]): void {
  if (typeof schema.pattern === "string") {
    const problem = regexProblem(schema.pattern);
    if (problem) report(ctx, site, [...segments, "pattern"], `${INVALID}: \`pattern\` is not a valid regular expression (${problem}) at \`${displayPointer([...segments, "pattern"])}\``);
  }
  if (!isSchemaObject(schema.patternProperties)) return;
  for (const key of Object.keys(schema.patternProperties)) {
    const problem = regexProblem(key);
    const at = [...segments, "patternProperties", key];
    if (problem) report(ctx, site, at, `${INVALID}: a \`patternProperties\` key is not a valid regular expression (${problem}) at \`${displayPointer(at)}\``);
  }
}

/** Why `pattern` is not a regular expression, or undefined when it is one. */
function regexProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, "u");
    return undefined;
  } catch (error) {
    return String((error as Error).message).replace(/^Invalid regular expression: /, "");
  }
}

/** Item 3: a required name that no property or pattern admits, under `additionalProperties: false`. */
function checkRequired(ctx: RuleContext, site: SchemaSite, schema: SchemaObject, segments: string[]): void {
  if (schema.additionalProperties !== false || !Array.isArray(schema.required)) return;
  const properties = isSchemaObject(schema.properties) ? schema.properties : {};
  const patterns = isSchemaObject(schema.patternProperties) ? Object.keys(schema.patternProperties) : [];
  const seen = new Set<string>();
  for (const name of schema.required) {
    if (typeof name !== "string" || seen.has(name) || Object.hasOwn(properties, name) || patterns.some((p) => matches(p, name))) continue;
    seen.add(name);
    const message = `\`required\` lists \`${name}\`, which is not in \`properties\` and no extra properties are allowed`;
    report(ctx, site, [...segments, "required"], message);
  }
}

function matches(pattern: string, name: string): boolean {
  // An unsafe pattern is never run (pattern-unsafe reports it): counting it as a match keeps quiet.
  if (backtrackingHazard(pattern)) return true;
  try {
    return new RegExp(pattern, "u").test(name);
  } catch {
    return false;
  }
}

/** Item 4: a `default` that its own subschema rejects. */
function checkDefault(ctx: RuleContext, site: SchemaSite, schema: SchemaObject, segments: string[]): void {
  if (!("default" in schema)) return;
  const reason = defaultProblem(schema.default, schema, site.schema);
  if (reason === undefined) return;
  const at = [...segments, "default"];
  report(ctx, site, at, `default at \`${displayPointer(at)}\` does not satisfy its schema: ${reason}`);
}

/** Item 5: a `$ref` that does not point into this schema. */
function checkRef(ctx: RuleContext, site: SchemaSite, schema: SchemaObject, segments: string[]): void {
  const ref = schema.$ref;
  if (typeof ref !== "string" || resolvesLocally(ref, site.schema)) return;
  const at = [...segments, "$ref"];
  report(ctx, site, at, `${INVALID}: \`$ref\` \`${ref}\` does not resolve locally at \`${displayPointer(at)}\``);
}

/** Item 6: `$ref`s that only lead to each other (ajv would recurse until the stack overflows). */
function checkRefCycles(ctx: RuleContext, site: SchemaSite): void {
  for (const cycle of refCycles(site.schema)) {
    const at = [...cycle.segments, "$ref"];
    const through = cycle.through.map((p) => `\`${p}\``).join(" → ");
    report(ctx, site, at, `${INVALID}: \`$ref\` at \`${displayPointer(at)}\` leads back to itself (${through}) without describing a value`);
  }
}

function resolvesLocally(ref: string, root: SchemaObject): boolean {
  if (!ref.startsWith("#")) return false;
  if (ref === "#" || ref.startsWith("#/")) {
    let fragment: string;
    try {
      fragment = decodeURIComponent(ref);
    } catch {
      return false;
    }
    const target = valueAt(root, decodePointer(fragment));
    return isSchemaObject(target) || typeof target === "boolean";
  }
  const anchor = ref.slice(1);
  let found = false;
  walkSchemas(root, ({ schema }) => {
    if (schema.$anchor === anchor || schema.$dynamicAnchor === anchor) found = true;
  });
  return found;
}
