/**
 * `slot-id-collision`: A core tool id equals a slot id.
 * Slots and tools share one id namespace; the host scans bootstrap, input, output, then tools [CORE §2.6, §4.2].
 * @see ../../../docs/rules.md §6 slot-id-collision
 */
import path from "node:path";
import { fileSpan } from "../source/text.js";
import { slotPathOf } from "../lint/support/core-support.js";
import { defineRule } from "../lint/rule.js";

/** The `slot-id-collision` rule. */
export default defineRule({
  id: "slot-id-collision",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    const items = ctx.model.cores.flatMap((core) => core.tools.map((tool) => ({ path: tool.path, tool, core })));
    ctx.each(items, ({ tool, core }) => {
      // `core.slots` is in phase order, so the first match is the slot the host saw first.
      const slot = core.slots.find((candidate) => candidate.id === tool.id);
      if (!slot) return;
      ctx.report({
        at: fileSpan(tool.path),
        message: `tool id \`${tool.id}\` is already used by ${slot.phase} slot \`${slotPathOf(core, path.posix.dirname(slot.slotYaml))}\`: tools and slots share one id namespace`,
        hint: "rename the tool directory",
        related: [{ at: fileSpan(slot.slotYaml), message: `${slot.phase} slot \`${slot.id}\`` }],
      });
    });
  },
});
