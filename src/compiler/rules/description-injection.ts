/**
 * `description-injection`: a description that addresses the model with an intent marker: it tells it to ignore its
 * instructions, to keep something from the user, to put this tool before every other one, or to read credential
 * files. Descriptions are trusted prompt text, so such a sentence is a prompt injection shipped with the tool. Only
 * marker phrases count (not every imperative), to keep ordinary usage guidance quiet.
 * @see ../../../docs/rules.md §11 description-injection
 */
import { fragmentSpan } from "../model/field.js";
import { defineRule } from "../lint/rule.js";
import { eachTextSite, siteName } from "../lint/support/text-sites.js";

/** One family of marker phrases. */
interface Marker {
  intent: string;
  pattern: RegExp;
  /**
   * Lower-case ASCII words of which every match of `pattern` holds at least one: a text holding none is not searched.
   * Sound because a case-insensitive pattern (without the `u` flag) matches an ASCII letter only with that letter in
   * either case, and lower-casing keeps an ASCII run whole. Most descriptions hold none of them: the six patterns
   * were the rule's whole time, 2.9 s of a 100,000-tool check.
   */
  needs: readonly string[];
}

const S = String.raw`\s+`;
const ANY = String.raw`(?:(?:all|any|of|the|your|my|these|those)\s+)*`;

/** The marker phrases, matched case-insensitively across whitespace and line breaks. */
export const MARKERS: readonly Marker[] = [
  {
    intent: "overrides the model's instructions",
    pattern: new RegExp(String.raw`\b(?:ignore|disregard|forget|override)${S}${ANY}(?:previous|prior|above|earlier|preceding|system|other)${S}(?:instructions?|prompts?|rules|directions|guidelines|messages)\b`, "i"),
    needs: ["ignore", "disregard", "forget", "override"],
  },
  {
    intent: "hides something from the user",
    pattern: new RegExp(
      String.raw`\b(?:(?:do${S}not|don't|never)${S}(?:tell|inform|mention|reveal|show|notify|alert)(?:${S}(?:this|it|anything))?(?:${S}to)?${S}the${S}user|without${S}(?:telling|informing|notifying|alerting)${S}the${S}user|(?:hide|conceal|keep)${S}(?:this|it)(?:${S}secret)?${S}from${S}the${S}user|the${S}user${S}(?:must|should)${S}(?:not|never)${S}(?:know|see|be${S}told))\b`,
      "i",
    ),
    needs: ["user"],
  },
  {
    intent: "puts this tool before every other one",
    pattern: new RegExp(
      String.raw`\b(?:before${S}(?:using|calling|invoking|running)${S}any${S}other${S}tools?|(?:always|must)${S}(?:use|call|invoke|run)${S}this${S}tool|instead${S}of${S}any${S}other${S}tools?|never${S}(?:use|call)${S}(?:any${S})?other${S}tools?)\b`,
      "i",
    ),
    needs: ["tool"],
  },
  {
    intent: "asks for the system prompt or the conversation",
    pattern: new RegExp(String.raw`\b(?:reveal|print|output|repeat|send|include|pass)${S}(?:your|the)${S}(?:system${S}prompt|(?:full${S})?conversation(?:${S}history)?)\b`, "i"),
    needs: ["system", "conversation"],
  },
  {
    intent: "points the model at credential files",
    pattern: /(?:~\/\.ssh\b|\bid_rsa\b|\.aws\/credentials\b|\/etc\/(?:passwd|shadow)\b|\bmcp\.json\b)/i,
    needs: ["/.ssh", "id_rsa", "/credentials", "/etc/", "mcp.json"],
  },
  {
    intent: "wraps text in a hidden-instruction tag",
    pattern: /<\/?(?:important|system|secret|instructions?)>/i,
    needs: ["<"],
  },
];

/** The `description-injection` rule. */
export default defineRule({
  id: "description-injection",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    eachTextSite(ctx, (site) => {
      if (site.kind !== "description") return;
      const lower = site.field.value.toLowerCase();
      for (const { intent, pattern, needs } of MARKERS) {
        if (!needs.some((word) => lower.includes(word))) continue;
        const found = pattern.exec(site.field.value);
        if (!found) continue;
        const phrase = found[0].replace(/\s+/g, " ");
        ctx.report({
          at: fragmentSpan(site.field, { start: found.index, end: found.index + found[0].length }),
          message: `${siteName(site)} says \`${phrase}\`, which ${intent}: descriptions are prompt text the model trusts, so this is a prompt injection`,
          hint: "describe what the tool does and when to use it; put agent policy in the agent's prompt, never in a tool",
        });
        // One marker per text: the first family found is enough to review it.
        return;
      }
    });
  },
});
