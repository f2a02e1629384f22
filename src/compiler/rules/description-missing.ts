/**
 * `description-missing`: a tool the model gets no description for (md: no `description` and no body;
 * core: no `description`), so it sees only the name and parameters.
 * @see ../../../docs/rules.md §7 description-missing
 */
import type { Fields } from "../model/field.js";
import type { ToolYamlFields } from "../model/fields.js";
import { fileSpan } from "../source/text.js";
import { defineRule } from "../lint/rule.js";

/** The `description-missing` rule. */
export default defineRule({
  id: "description-missing",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    const report = (file: string, name: string, body: boolean) =>
      ctx.report({
        at: fileSpan(file),
        message: `tool \`${name}\` has no description${body ? " and no body" : ""}: the model cannot tell when to use it`,
        hint: "describe what the tool does and when to call it",
      });
    ctx.each(ctx.model.mdTools, (tool) => {
      if (blankDescription(tool.fields) && tool.body.value === "") report(tool.path, tool.label, true);
    });
    ctx.each(ctx.model.coreTools, (tool) => {
      if (tool.yaml && blankDescription(tool.yaml.fields)) report(tool.path, tool.id, false);
    });
  },
});

/** True when `description` is absent or blank; one a structural rule reported (written, but left out) is not. */
function blankDescription(fields: Fields & Pick<ToolYamlFields, "description">): boolean {
  if (!fields.description) return !fields.keySpans.has("description");
  return fields.description.value.trim() === "";
}
