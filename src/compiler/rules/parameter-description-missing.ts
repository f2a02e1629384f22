/**
 * `parameter-description-missing`: a parameter the model gets no explanation for: an md `parameters`
 * entry without `description`, or a root `input_schema` property without one (md and core tools).
 * @see ../../../docs/rules.md §8 parameter-description-missing
 */
import { treeAt, type Tree } from "../model/field.js";
import type { Span } from "../source/text.js";
import { defineRule } from "../lint/rule.js";
import { isBlank, parameters } from "../lint/support/markdown-tool.js";
import { schemaProperties } from "../lint/support/parameters.js";

/** The `parameter-description-missing` rule. */
export default defineRule({
  id: "parameter-description-missing",
  defaultSeverity: "info",
  scope: "file",
  check(ctx) {
    const report = (at: Span, param: string) =>
      ctx.report({
        at,
        message: `parameter \`${param}\` has no description: the model must guess what to pass`,
        hint: "add a `description` giving the meaning and format of the value",
      });
    ctx.each(ctx.model.mdTools, (tool) => {
      for (const { fields, name, label } of parameters(tool)) {
        // A description a structural rule reported (written, but left out) is not missing.
        if (fields.description ? !isBlank(fields.description) : fields.keySpans.has("description")) continue;
        report(name?.span ?? fields.span, label);
      }
      checkSchema(tool.fields.input_schema, report);
    });
    ctx.each(ctx.model.coreTools, (tool) => checkSchema(tool.yaml?.fields.input_schema, report));
  },
});

/** Reports each root `input_schema.properties` entry whose schema has no non-blank `description`. */
function checkSchema(schema: Tree | undefined, report: (at: Span, param: string) => void): void {
  for (const [name, { key, value }] of schemaProperties(schema)) {
    // A non-mapping property schema (`true`, a typo) is `input-schema-invalid`'s to report.
    if (value?.kind !== "mapping") continue;
    if (isBlank(treeAt(value, ["description"]))) report(key.span, name);
  }
}
