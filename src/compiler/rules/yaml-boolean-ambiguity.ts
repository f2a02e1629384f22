/**
 * `yaml-boolean-ambiguity`: An unquoted word that YAML versions read differently.
 * Lexical (rules.md §1.3): checked in every parsed document, keys and list items included, even on
 * values another rule reported.
 * @see ../../../docs/rules.md §5 yaml-boolean-ambiguity, §1.4
 */
import { Scalar } from "yaml";
import { documentNodes, parsedFiles } from "../lint/support/documents.js";
import { defineRule } from "../lint/rule.js";

const AMBIGUOUS = /^(?:yes|no|on|off|y|n)$/i;

/** The `yaml-boolean-ambiguity` rule. */
export default defineRule({
  id: "yaml-boolean-ambiguity",
  defaultSeverity: "warn",
  scope: "file",
  reads: "documents",
  check(ctx) {
    ctx.each(parsedFiles(ctx.project), (file) => {
      for (const node of documentNodes(file.doc).scalars) {
        // An explicit tag (`!!str yes`) settles the type for every loader.
        if (node.type !== Scalar.PLAIN || node.tag || typeof node.source !== "string" || !AMBIGUOUS.test(node.source)) continue;
        const text = node.source;
        const reading =
          typeof node.value === "boolean"
            ? `the boolean \`${node.value}\` by the reference loader (YAML 1.1) but as a string by YAML 1.2 tools`
            : "a string by the reference loader but as a boolean by strict YAML 1.1 loaders";
        ctx.report({
          at: ctx.span(file.doc, node),
          message: `unquoted \`${text}\` is read as ${reading}`,
          hint: `quote it (\`'${text}'\`) for text; write \`true\`/\`false\` for a boolean`,
        });
      }
    });
  },
});
