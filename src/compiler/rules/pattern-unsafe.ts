/**
 * `pattern-unsafe`: a `pattern` or `patternProperties` key that can backtrack exponentially, so a short
 * argument blocks the generated validator (and the event loop) before the tool's deadline starts.
 * @see ../../../docs/rules.md §10 pattern-unsafe
 */
import { backtrackingHazard, type BacktrackingHazard } from "../../runtime/regex/backtracking.js";
import { displayPointer, resolvePointer } from "../lint/support/json-pointer.js";
import { forEachSchema, isSchemaObject, walkSchemas, type SchemaSite } from "../lint/support/input-schema.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

const WHY: Record<BacktrackingHazard, string> = {
  exponential: "can backtrack exponentially: an argument of about 30 characters blocks the validator for minutes",
  "too-complex": "is too large or deeply nested to prove safe from catastrophic backtracking",
};

/** The `pattern-unsafe` rule. */
export default defineRule({
  id: "pattern-unsafe",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    forEachSchema(ctx, (site) => {
      walkSchemas(site.schema, ({ schema, segments }) => {
        if (typeof schema.pattern === "string") check(ctx, site, schema.pattern, [...segments, "pattern"], "value");
        if (!isSchemaObject(schema.patternProperties)) return;
        for (const key of Object.keys(schema.patternProperties)) check(ctx, site, key, [...segments, "patternProperties", key], "key");
      });
    });
  },
});

/** Reports `pattern` at its value (a `pattern`) or its key (a `patternProperties` entry). */
function check(ctx: RuleContext, site: SchemaSite, pattern: string, segments: string[], at: "value" | "key"): void {
  const hazard = backtrackingHazard(pattern);
  if (!hazard) return;
  const target = resolvePointer(site.tree, segments);
  const value = at === "value" && target?.tree.kind !== "mapping" ? target?.tree.span : undefined;
  const what = at === "value" ? "`pattern`" : "`patternProperties` key";
  ctx.report({
    at: value ?? target?.key ?? target?.nearestKey ?? site.key,
    message: `${what} \`${pattern}\` at \`${displayPointer(segments)}\` ${WHY[hazard]}`,
    hint: "remove the nested repetition or the overlapping alternatives (`(a+)+` → `a+`, `(a|ab)*` stays, `(a|a)*` → `a*`)",
  });
}
