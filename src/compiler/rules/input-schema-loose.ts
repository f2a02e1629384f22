/**
 * `input-schema-loose`: an object schema that accepts any extra property.
 * @see ../../../docs/rules.md §10 input-schema-loose
 */
import type { Span } from "../source/text.js";
import { resolvePointer, displayPointer } from "../lint/support/json-pointer.js";
import { forEachSchema, isLooseObject, isObjectSchema, rootTypeFound, schemaKeySpan, walkSchemas, type SchemaSite } from "../lint/support/input-schema.js";
import { defineRule } from "../lint/rule.js";

/** The `input-schema-loose` rule. */
export default defineRule({
  id: "input-schema-loose",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    forEachSchema(ctx, (site) => {
      walkSchemas(site.schema, ({ schema, segments }) => {
        const isRoot = segments.length === 0;
        // A root that input-schema-invalid reports (not exactly `type: object`) is that rule's finding.
        if (isRoot ? rootTypeFound(schema) !== undefined : !isObjectSchema(schema)) return;
        if (!isLooseObject(schema)) return;
        ctx.report({
          at: locationOf(site, segments),
          message: `object schema at \`${displayPointer(segments)}\` allows any extra property: unexpected arguments reach the tool unchecked`,
          hint: "add `additionalProperties: false`",
        });
      });
    });
  },
});

/** The subschema's `type` key; for the root, or a subschema without `type`, the key that holds it. */
function locationOf(site: SchemaSite, segments: string[]): Span {
  if (segments.length === 0) return site.key;
  return resolvePointer(site.tree, [...segments, "type"])?.key ?? schemaKeySpan(site, segments);
}
