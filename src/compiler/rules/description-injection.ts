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
}

const S = String.raw`\s+`;
const ANY = String.raw`(?:(?:all|any|of|the|your|my|these|those)\s+)*`;

/** The marker phrases, matched case-insensitively across whitespace and line breaks. */
export const MARKERS: readonly Marker[] = [
  {
    intent: "overrides the model's instructions",
    pattern: new RegExp(String.raw`\b(?:ignore|disregard|forget|override)${S}${ANY}(?:previous|prior|above|earlier|preceding|system|other)${S}(?:instructions?|prompts?|rules|directions|guidelines|messages)\b`, "i"),
  },
  {
    intent: "hides something from the user",
    pattern: new RegExp(
      String.raw`\b(?:(?:do${S}not|don't|never)${S}(?:tell|inform|mention|reveal|show|notify|alert)(?:${S}(?:this|it|anything))?(?:${S}to)?${S}the${S}user|without${S}(?:telling|informing|notifying|alerting)${S}the${S}user|(?:hide|conceal|keep)${S}(?:this|it)(?:${S}secret)?${S}from${S}the${S}user|the${S}user${S}(?:must|should)${S}(?:not|never)${S}(?:know|see|be${S}told))\b`,
      "i",
    ),
  },
  {
    intent: "puts this tool before every other one",
    pattern: new RegExp(
      String.raw`\b(?:before${S}(?:using|calling|invoking|running)${S}any${S}other${S}tools?|(?:always|must)${S}(?:use|call|invoke|run)${S}this${S}tool|instead${S}of${S}any${S}other${S}tools?|never${S}(?:use|call)${S}(?:any${S})?other${S}tools?)\b`,
      "i",
    ),
  },
  {
    intent: "asks for the system prompt or the conversation",
    pattern: new RegExp(String.raw`\b(?:reveal|print|output|repeat|send|include|pass)${S}(?:your|the)${S}(?:system${S}prompt|(?:full${S})?conversation(?:${S}history)?)\b`, "i"),
  },
  { intent: "points the model at credential files", pattern: /(?:~\/\.ssh\b|\bid_rsa\b|\.aws\/credentials\b|\/etc\/(?:passwd|shadow)\b|\bmcp\.json\b)/i },
  { intent: "wraps text in a hidden-instruction tag", pattern: /<\/?(?:important|system|secret|instructions?)>/i },
];

/** The `description-injection` rule. */
export default defineRule({
  id: "description-injection",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    eachTextSite(ctx, (site) => {
      if (site.kind !== "description") return;
      for (const { intent, pattern } of MARKERS) {
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
