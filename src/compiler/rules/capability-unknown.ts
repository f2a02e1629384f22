/**
 * `capability-unknown`: a well-formed capability the host does not know.
 * @see ../../../docs/rules.md §10 capability-unknown
 */
import { capabilityFormatError, capabilityName, isKnownCapability, KNOWN_CAPABILITIES } from "../catalog/capabilities.js";
import { nearest } from "../diagnostics/nearest.js";
import { forEachCapability } from "../lint/support/capability-sites.js";
import { defineRule } from "../lint/rule.js";

const KNOWN_NAMES = [...KNOWN_CAPABILITIES.keys()];

/** The `capability-unknown` rule. */
export default defineRule({
  id: "capability-unknown",
  defaultSeverity: "warn",
  toolText: "frontmatter",
  check(ctx) {
    const extra = ctx.config.capabilities.extra;
    forEachCapability(ctx, (site) => {
      // A malformed string is capability-format's finding.
      if (capabilityFormatError(site.value, site.role) !== undefined || isKnownCapability(site.value, extra)) return;
      const suggestion = suggest(site.value);
      ctx.report({
        at: site.span,
        message: `capability \`${site.value}\` is not one the host uses: only an identical grant ever matches it${suggestion ? `; did you mean \`${suggestion}\`?` : ""}`,
        hint: "use a known capability, or add it to `capabilities.extra` in toolc.config.yaml",
      });
    });
  },
});

/**
 * A known capability close to `cap`: a misspelt name keeps its scope (`network.fetc` → `network.fetch`,
 * `tool.cal:x` → `tool.call:x`); a scope on a scopeless name is dropped (`fs.read:x` → `fs.read`).
 */
function suggest(cap: string): string | undefined {
  const name = capabilityName(cap);
  const scope = cap.slice(name.length);
  const use = KNOWN_CAPABILITIES.get(name);
  if (use === "none") return name;
  if (use !== undefined) return undefined;
  const match = nearest(name, KNOWN_NAMES);
  if (match === undefined) return undefined;
  const matchUse = KNOWN_CAPABILITIES.get(match);
  if (matchUse === "none") return match;
  if (matchUse === "required" && scope === "") return undefined;
  return match + scope;
}
