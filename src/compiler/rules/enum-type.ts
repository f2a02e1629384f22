/**
 * `enum-type`: an `enum` that is not a non-empty list, has a non-string member on a string parameter
 * (the reference prompt builder crashes on it), or sits on a non-string parameter (never enforced).
 * @see ../../../docs/rules.md §8 enum-type
 */
import type { Tree } from "../model/field.js";
import { defineRule } from "../lint/rule.js";
import { parameters, writtenText } from "../lint/support/markdown-tool.js";
import { enumProblems, type EnumProblem } from "../lint/support/parameters.js";

const RETYPE = "use `type: string` with string members, or drop `enum`";

/** The `enum-type` rule. */
export default defineRule({
  id: "enum-type",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      for (const { fields, label } of parameters(tool)) {
        for (const problem of enumProblems(fields)) {
          const [message, hint] = wording(problem, label, (tree) => writtenText(tool, tree));
          ctx.report({ at: problem.tree.span, message, hint });
        }
      }
    });
  },
});

function wording(problem: EnumProblem, param: string, written: (tree: Tree) => string): [string, string] {
  switch (problem.variant) {
    case "shape":
      return [`\`enum\` of \`${param}\` must be a non-empty list`, RETYPE];
    case "member":
      return [`enum member \`${written(problem.tree)}\` of string parameter \`${param}\` is not a string: the prompt builder fails on it`, "quote the member"];
    case "type":
      return [
        `\`enum\` cannot be used on \`${problem.type}\` parameter \`${param}\`: non-string members crash the prompt builder and string members are never checked`,
        RETYPE,
      ];
  }
}
