/**
 * `unsafe-override`: `tools.metadata` tries to lower the risk or weaken the approval of a builtin. The
 * host silently keeps its own value, so the override does nothing.
 * @see ../../../docs/rules.md §10 unsafe-override, ../../../../shared/reference/agent-core-reference.md §3.3
 */
import { approvalWeaker, normaliseApproval, normaliseRisk, riskBelow } from "../catalog/core-policy.js";
import { metadataEntries, selectedBuiltins } from "../lint/support/core-support.js";
import { defineRule } from "../lint/rule.js";

/** The `unsafe-override` rule. */
export default defineRule({
  id: "unsafe-override",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    ctx.each(ctx.model.cores, (core) => {
      const builtins = selectedBuiltins(ctx.config, core);
      for (const [name, { value: fields }] of metadataEntries(core)) {
        const host = builtins.get(name)?.builtin;
        if (!host || !fields) continue;
        const risk = normaliseRisk(fields.risk?.value);
        const approval = normaliseApproval(fields.approval_policy?.value);
        const weakened = [
          risk && riskBelow(risk, host.risk) ? { field: fields.risk!, key: "risk", verb: "lower the risk of", from: host.risk, to: risk } : undefined,
          approval && approvalWeaker(approval, host.approvalPolicy)
            ? { field: fields.approval_policy!, key: "approval_policy", verb: "weaken the approval of", from: host.approvalPolicy, to: approval }
            : undefined,
        ];
        for (const change of weakened) {
          if (!change) continue;
          ctx.report({
            at: change.field.span,
            message: `\`tools.metadata.${name}.${change.key}\` cannot ${change.verb} builtin \`${name}\` from \`${change.from}\` to \`${change.to}\`: the host ignores this silently and keeps \`${change.from}\``,
            hint: "remove the override; builtins can only be tightened",
          });
        }
      }
    });
  },
});
