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
  check(ctx) {
    ctx.each(
      ctx.project.cores.map((core) => ({ core, path: core.manifest.path })),
      ({ core }) => {
        const doc = core.manifest.doc;
        if (!doc) return;
        const builtins = selectedBuiltins(ctx, core);
        for (const entry of metadataEntries(ctx, core)) {
          const host = builtins.get(entry.name)?.builtin;
          if (!host) continue;
          const risk = normaliseRisk(entry.fields.risk?.raw);
          const approval = normaliseApproval(entry.fields.approval_policy?.raw);
          const weakened = [
            risk && riskBelow(risk, host.risk) ? { field: "risk", verb: "lower the risk of", from: host.risk, to: risk } : undefined,
            approval && approvalWeaker(approval, host.approvalPolicy)
              ? { field: "approval_policy", verb: "weaken the approval of", from: host.approvalPolicy, to: approval }
              : undefined,
          ];
          for (const change of weakened) {
            if (!change) continue;
            const node = entry.fields[change.field as "risk" | "approval_policy"]!.node;
            ctx.report({
              at: ctx.span(doc, node),
              message: `\`tools.metadata.${entry.name}.${change.field}\` cannot ${change.verb} builtin \`${entry.name}\` from \`${change.from}\` to \`${change.to}\`: the host ignores this silently and keeps \`${change.from}\``,
              hint: "remove the override; builtins can only be tightened",
            });
          }
        }
      },
    );
  },
});
