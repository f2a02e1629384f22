/**
 * `tools-root`: `slots.tools` names a non-directory, resolves outside the core root, or holds a child
 * directory that is a symlink out of the core. A missing path is fine: it means "no authored tools".
 * @see ../../../docs/rules.md §10 tools-root, ../../../../shared/reference/agent-core-reference.md §1.1
 */
import path from "node:path";
import type { Core } from "../model/types.js";
import { entryKind, staysInside } from "../project/paths.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** The `tools-root` rule. */
export default defineRule({
  id: "tools-root",
  defaultSeverity: "error",
  check(ctx) {
    ctx.each(ctx.model.cores, (core) => checkCore(ctx, core));
  },
});

function checkCore(ctx: RuleContext, core: Core): void {
  const field = core.manifest?.fields.slots?.value.get("tools")?.value;
  if (!field?.value) return;
  const problems = [...rootProblem(ctx.model.root, core, field.value)];
  for (const dir of core.escapingToolDirs) {
    problems.push(`tool directory \`${dir}\` is a symlink that resolves outside the core root`);
  }
  for (const message of problems) {
    ctx.report({ at: field.span, message, hint: "point `slots.tools` at a directory inside the core, e.g. `agent/tools`" });
  }
}

/** The message for the root itself, in the host's order: containment first, then the directory check. */
function rootProblem(projectRoot: string, core: Core, value: string): string[] {
  const coreAbs = path.join(projectRoot, core.root);
  const abs = path.resolve(coreAbs, value);
  if (!staysInside(coreAbs, abs)) return [`\`slots.tools\` \`${value}\` resolves outside the core root`];
  const kind = entryKind(abs);
  return kind === "missing" || kind === "directory" ? [] : [`\`slots.tools\` \`${value}\` is not a directory`];
}
