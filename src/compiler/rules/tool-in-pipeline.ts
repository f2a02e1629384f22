/**
 * `tool-in-pipeline`: `pipelines.yaml` lists an authored tool as a slot, or has a `tools` phase. Tools
 * are called by the model; only slots run in pipelines.
 * @see ../../../docs/rules.md §10 tool-in-pipeline, ../../../../shared/reference/agent-core-reference.md §2.6
 */
import { itemsOf, keyText, kindOf, pairOf, pairsOf, stringValue, valueOf } from "../parse/nodes.js";
import type { Core } from "../project/types.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

const PHASES = ["bootstrap", "input", "output"] as const;
const TAIL = "tools are called by the model and never run in a pipeline";
const HINT = "remove it; a tool only needs its directory under `slots.tools`";

/** The `tool-in-pipeline` rule. */
export default defineRule({
  id: "tool-in-pipeline",
  defaultSeverity: "error",
  check(ctx) {
    const cores = ctx.project.cores.flatMap((core) => (core.pipelines?.doc ? [{ core, path: core.pipelines.path }] : []));
    ctx.each(cores, ({ core }) => checkPipelines(ctx, core));
  },
});

function checkPipelines(ctx: RuleContext, core: Core): void {
  const doc = core.pipelines!.doc!;
  const toolsKey = pairOf(doc, doc.root, "tools");
  if (toolsKey) ctx.report({ at: ctx.span(doc, toolsKey.key), message: `\`pipelines.yaml\` has no \`tools\` phase: ${TAIL}`, hint: HINT });
  const toolIds = new Set(core.tools.map((tool) => tool.id));
  for (const phase of PHASES) {
    const groups = valueOf(doc, doc.root, phase);
    if (groups === undefined || !ctx.valid(groups) || kindOf(doc, groups) !== "mapping") continue;
    const slotIds = new Set(core.slots.filter((slot) => slot.phase === phase).map((slot) => slot.id));
    for (const group of pairsOf(doc, groups)) {
      if (keyText(group) === "<<" || !ctx.valid(group.value ?? null) || kindOf(doc, group.value) !== "list") continue;
      for (const entry of itemsOf(doc, group.value)) {
        const id = ctx.valid(entry) ? stringValue(doc, entry) : undefined;
        if (id === undefined || !toolIds.has(id) || slotIds.has(id)) continue;
        ctx.report({
          at: ctx.span(doc, entry),
          message: `\`${id}\` is an authored tool, not ${phase === "bootstrap" ? "a" : "an"} ${phase} slot: ${TAIL}`,
          hint: HINT,
        });
      }
    }
  }
}
