/**
 * `enum-type`: an `enum` that is not a non-empty list, has a non-string member on a string parameter
 * (the reference prompt builder crashes on it), or sits on a non-string parameter (never enforced).
 * @see ../../../docs/rules.md §8 enum-type
 */
import { defineRule } from "../lint/rule.js";
import { eachMdTool, parameterEntries, writtenText } from "../lint/support/markdown-tool.js";
import { enumProblems, type EnumProblem } from "../lint/support/parameters.js";

const RETYPE = "use `type: string` with string members, or drop `enum`";

/** The `enum-type` rule. */
export default defineRule({
  id: "enum-type",
  defaultSeverity: "error",
  check(ctx) {
    eachMdTool(ctx, (tool) => {
      for (const entry of parameterEntries(ctx, tool)) {
        for (const problem of enumProblems(ctx, tool.doc, entry)) {
          const [message, hint] = wording(problem, entry.label, (node) => writtenText(tool, node));
          ctx.report({ at: ctx.span(tool.doc, problem.node), message, hint });
        }
      }
    });
  },
});

function wording(problem: EnumProblem, param: string, written: (node: unknown) => string): [string, string] {
  switch (problem.variant) {
    case "shape":
      return [`\`enum\` of \`${param}\` must be a non-empty list`, RETYPE];
    case "member":
      return [`enum member \`${written(problem.node)}\` of string parameter \`${param}\` is not a string: the prompt builder fails on it`, "quote the member"];
    case "type":
      return [
        `\`enum\` cannot be used on \`${problem.type}\` parameter \`${param}\`: non-string members crash the prompt builder and string members are never checked`,
        RETYPE,
      ];
  }
}
