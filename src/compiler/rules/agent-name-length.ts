/**
 * `agent-name-length`: An agent name too long to name its generated files.
 * The generator shortens such a stem (codegen/names.ts `fileStem`), so generation cannot fail with
 * `ENAMETOOLONG`; this rule says so before generation, because an app that opens `prompts/<agent>.md` by the
 * agent's name would not find the file.
 * @see ../../../docs/rules.md §9 agent-name-length
 */
import { fileStem, MAX_STEM_LENGTH, stemIsShortened } from "../codegen/names.js";
import type { Span } from "../source/text.js";
import { defineRule, type RuleContext } from "../lint/rule.js";
import { mdName } from "../lint/support/tool-names.js";

/** Characters of the name a message shows. */
const SHOWN = 40;

/** The `agent-name-length` rule. */
export default defineRule({
  id: "agent-name-length",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdAgents, (agent) => {
      const named = mdName(agent);
      if (named) reportIfLong(ctx, named.name, named.at);
    });
    ctx.each(ctx.model.cores, (core) => {
      const id = core.manifest?.fields.agent?.value.id;
      if (id) reportIfLong(ctx, id.value, id.span);
    });
  },
});

function reportIfLong(ctx: RuleContext, name: string, at: Span): void {
  if (!stemIsShortened(name)) return;
  const chars = Array.from(name);
  const shown = chars.length > SHOWN ? `${chars.slice(0, SHOWN).join("")}…` : name;
  ctx.report({
    at,
    message: `agent name \`${shown}\` is ${chars.length} characters, too long for a file name: its generated files are named \`${fileStem(name)}\` (prompts/, agents/)`,
    hint: `shorten the name to at most ${MAX_STEM_LENGTH} characters`,
  });
}
