/**
 * `input-schema-provider`: a schema that a configured provider profile will reject.
 * @see ../../../docs/rules.md §10 input-schema-provider
 */
import type { ProviderProfile } from "../config/types.js";
import { displayPointer } from "../lint/support/json-pointer.js";
import { forEachSchema, isLooseObject, isObjectSchema, isSchemaObject, rootTypeFound, schemaKeySpan, walkSchemas, type SchemaSite } from "../lint/support/input-schema.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** The checks of one profile (custom profiles set only `forbidKeywords`, `maxDepth`, `requireAllProperties`). */
interface Profile {
  name: string;
  forbidKeywords: readonly string[];
  maxDepth?: number;
  requireAllProperties: boolean;
  closedObjects: boolean;
  nonUnionRoot: boolean;
  maxProperties?: number;
  maxEnumValues?: number;
}

/**
 * OpenAI structured outputs (`strict: true`) limits. Optional properties are not reported: the emitted
 * definitions make them required and nullable (catalog/strict-schema.ts), and the runtime reads `null` as absent.
 */
const OPENAI_STRICT: Profile = {
  name: "openai-strict",
  forbidKeywords: ["allOf", "not", "if", "then", "else", "dependentRequired", "dependentSchemas"],
  maxDepth: 10,
  requireAllProperties: false,
  closedObjects: true,
  nonUnionRoot: true,
  maxProperties: 5000,
  maxEnumValues: 1000,
};

function profileOf(entry: string | ProviderProfile): Profile | undefined {
  if (typeof entry === "string") return entry === OPENAI_STRICT.name ? OPENAI_STRICT : undefined;
  return {
    name: entry.name,
    forbidKeywords: entry.forbidKeywords ?? [],
    ...(entry.maxDepth !== undefined ? { maxDepth: entry.maxDepth } : {}),
    requireAllProperties: entry.requireAllProperties ?? false,
    closedObjects: false,
    nonUnionRoot: false,
  };
}

/** The `input-schema-provider` rule. */
export default defineRule({
  id: "input-schema-provider",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    const profiles = ctx.config.providers.map(profileOf).filter((p): p is Profile => p !== undefined);
    if (profiles.length === 0) return;
    forEachSchema(ctx, (site) => {
      for (const profile of profiles) checkProfile(ctx, site, profile);
    });
  },
});

function checkProfile(ctx: RuleContext, site: SchemaSite, profile: Profile): void {
  const report = (segments: string[], reason: string, hint: string) =>
    ctx.report({
      at: schemaKeySpan(site, segments),
      message: `\`input_schema\` breaks the \`${profile.name}\` profile: ${reason} at \`${displayPointer(segments)}\``,
      hint,
    });
  const rootIsObject = rootTypeFound(site.schema) === undefined;
  let deepReported = false;
  let properties = 0;
  let enumValues = 0;
  walkSchemas(site.schema, ({ schema, segments, ancestors }) => {
    const isRoot = segments.length === 0;
    const isObject = isRoot ? rootIsObject : isObjectSchema(schema);
    for (const keyword of profile.forbidKeywords) {
      if (Object.hasOwn(schema, keyword)) report([...segments, keyword], `\`${keyword}\` is not supported`, `remove \`${keyword}\``);
    }
    if (isRoot && profile.nonUnionRoot) {
      for (const keyword of ["anyOf", "oneOf"]) {
        if (Object.hasOwn(schema, keyword)) report([keyword], `the root must be a single object schema, not a union (\`${keyword}\`)`, `remove \`${keyword}\``);
      }
    }
    if (isObject && profile.closedObjects && schema.additionalProperties !== false && !isLooseObject(schema)) {
      // Where input-schema-loose holds (absent or `true`) it already asks for `false`.
      const at = "additionalProperties" in schema ? [...segments, "additionalProperties"] : segments;
      report(at, "every object needs `additionalProperties: false`", "set `additionalProperties: false`");
    }
    const props = isSchemaObject(schema.properties) ? schema.properties : undefined;
    if (props && profile.requireAllProperties) checkRequired(schema.required, props, segments, report);
    const depth = [...ancestors, schema].filter(isObjectSchema).length;
    if (!deepReported && profile.maxDepth !== undefined && isObject && depth > profile.maxDepth) {
      deepReported = true;
      report(segments, `objects are nested ${depth} levels deep, more than ${profile.maxDepth}`, "reduce nesting");
    }
    properties += props ? Object.keys(props).length : 0;
    enumValues += Array.isArray(schema.enum) ? schema.enum.length : 0;
  });
  if (profile.maxProperties !== undefined && properties > profile.maxProperties) {
    report([], `it has ${properties} properties, more than ${profile.maxProperties}`, "reduce the number of properties");
  }
  if (profile.maxEnumValues !== undefined && enumValues > profile.maxEnumValues) {
    report([], `it has ${enumValues} enum values, more than ${profile.maxEnumValues}`, "reduce the number of enum values");
  }
}

type Reporter = (segments: string[], reason: string, hint: string) => void;

/** Every property must be listed in `required`; optional ones are expressed as nullable instead. */
function checkRequired(required: unknown, props: Record<string, unknown>, segments: string[], report: Reporter): void {
  const listed = new Set(Array.isArray(required) ? required.filter((name): name is string => typeof name === "string") : []);
  for (const [name, sub] of Object.entries(props)) {
    if (listed.has(name)) continue;
    report([...segments, "properties", name], `property \`${name}\` is optional but every property must be in \`required\``, requiredHint(name, sub));
  }
}

/** The fix for an optional property: require it, with a type that also allows `null`. */
function requiredHint(name: string, sub: unknown): string {
  const type = isSchemaObject(sub) ? sub.type : undefined;
  const types = typeof type === "string" ? [type] : Array.isArray(type) ? type.map(String) : [];
  if (types.includes("null")) return `list \`${name}\` in \`required\` (its type already allows null)`;
  const shown = types.length ? types.join(", ") : "<type>";
  return `list \`${name}\` in \`required\` with \`type: [${shown}, "null"]\``;
}
