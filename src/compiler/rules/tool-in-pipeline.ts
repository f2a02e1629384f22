/**
 * `tool-in-pipeline`: `pipelines.yaml` lists an authored tool as a slot, or has a `tools` phase. Tools
 * are called by the model; only slots run in pipelines.
 * @see ../../../docs/rules.md §10 tool-in-pipeline, ../../../../shared/reference/agent-core-reference.md §2.6
 */
import type { Core, Definition } from "../model/types.js";
import type { PipelinesFields } from "../model/fields.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

const PHASES = ["bootstrap", "input", "output"] as const;
const TAIL = "tools are called by the model and never run in a pipeline";
const HINT = "remove it; a tool only needs its directory under `slots.tools`";

/** The `tool-in-pipeline` rule. */
export default defineRule({
  id: "tool-in-pipeline",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    const cores = ctx.model.cores.flatMap((core) => (core.pipelines ? [{ core, pipelines: core.pipelines, path: core.pipelines.path }] : []));
    ctx.each(cores, ({ core, pipelines }) => checkPipelines(ctx, core, pipelines));
  },
});

function checkPipelines(ctx: RuleContext, core: Core, pipelines: Definition<PipelinesFields>): void {
  const toolsKey = pipelines.fields.keySpans.get("tools");
  if (toolsKey) ctx.report({ at: toolsKey, message: `\`pipelines.yaml\` has no \`tools\` phase: ${TAIL}`, hint: HINT });
  const toolIds = new Set(core.tools.map((tool) => tool.id));
  for (const phase of PHASES) {
    const groups = pipelines.fields[phase]?.value;
    if (!groups) continue;
    const slotIds = new Set(core.slots.filter((slot) => slot.phase === phase).map((slot) => slot.id));
    for (const entry of [...(groups.serial?.value ?? []), ...(groups.parallel?.value ?? [])]) {
      if (!toolIds.has(entry.value) || slotIds.has(entry.value)) continue;
      ctx.report({
        at: entry.span,
        message: `\`${entry.value}\` is an authored tool, not ${phase === "bootstrap" ? "a" : "an"} ${phase} slot: ${TAIL}`,
        hint: HINT,
      });
    }
  }
}
