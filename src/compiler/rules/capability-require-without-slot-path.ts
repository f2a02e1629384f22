/**
 * `capability-require-without-slot-path`: a Python `require`/`can` call without `slot_path`, which
 * checks only the core defaults and ignores the tool's own `capabilities` and slot grants.
 * @see ../../../docs/rules.md §10 capability-require-without-slot-path
 */
import { projectToolOf } from "../lint/support/core-support.js";
import type { CapabilityCall } from "../lint/support/capability-calls.js";
import { toolCode } from "../lint/support/tool-code.js";
import { defineRule } from "../lint/rule.js";

const MAX_SHOWN = 80;

/** The `capability-require-without-slot-path` rule. */
export default defineRule({
  id: "capability-require-without-slot-path",
  defaultSeverity: "warn",
  check(ctx) {
    // A module shared by several tools (a path-form entrypoint) is scanned once per tool: report each call once.
    const seen = new Set<string>();
    ctx.each(ctx.model.coreTools, (tool) => {
      for (const file of toolCode(ctx, projectToolOf(ctx, tool)).files) {
        if (!file.python) continue;
        const text = ctx.model.sources.get(file.path)?.text ?? "";
        for (const call of file.calls) {
          const id = `${file.path}:${call.start}`;
          if (call.passesSlotPath || seen.has(id)) continue;
          seen.add(id);
          ctx.report({
            at: { file: file.path, start: call.start, end: call.end },
            message: `\`${shown(text, call)}\` has no \`slot_path=\`: only the core defaults are checked, not the tool's own \`capabilities\` or its slot grants`,
            hint: "pass `slot_path=ctx.slot_path`",
          });
        }
      }
    });
  },
});

/** The call as written, on one line; long calls are abbreviated to `receiver.capability.method(…)`. */
function shown(text: string, call: CapabilityCall): string {
  const written = text.slice(call.start, call.end).replace(/\s*\n\s*/g, " ");
  if (written.length <= MAX_SHOWN) return written;
  const head = text.slice(call.start, text.indexOf("(", call.start) + 1).replace(/\s+/g, "");
  return `${head}…)`;
}
