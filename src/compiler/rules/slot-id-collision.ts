/**
 * `slot-id-collision`: A core tool id equals a slot id.
 * Slots and tools share one id namespace; the host scans bootstrap, input, output, then tools [CORE §2.6, §4.2].
 * @see ../../../docs/rules.md §6 slot-id-collision
 */
import path from "node:path";
import { fileSpan } from "../source/text.js";
import { defineRule } from "../lint/rule.js";
import { coreName, coreRelative } from "../lint/support/tool-names.js";

/** The `slot-id-collision` rule. */
export default defineRule({
  id: "slot-id-collision",
  defaultSeverity: "error",
  check(ctx) {
    const items = ctx.project.cores.flatMap((core) => core.tools.map((tool) => ({ path: tool.yamlPath, tool, core })));
    ctx.each(items, ({ tool, core }) => {
      const { name, at } = coreName(tool);
      // `core.slots` is in phase order, so the first match is the slot the host saw first.
      const slot = core.slots.find((candidate) => candidate.id === name);
      if (!slot) return;
      ctx.report({
        at,
        message: `tool id \`${name}\` is already used by ${slot.phase} slot \`${coreRelative(core, path.posix.dirname(slot.slotYaml))}\`: tools and slots share one id namespace`,
        hint: "rename the tool directory",
        related: [{ at: fileSpan(slot.slotYaml), message: `${slot.phase} slot \`${slot.id}\`` }],
      });
    });
  },
});
