/**
 * `toolc explain <rule>`: prints a rule's documentation section from the shipped `docs/rules.md`.
 * @see ../../../shared/spec/README.md §4
 */
import { markdownToPlainText } from "../compiler/report/plain-text.js";
import { nearestRuleIds, ruleDocumentation } from "../compiler/lint/docs.js";

/** Where `runExplain` writes; each call receives complete lines ending in `\n`. */
export interface ExplainIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
}

/** Exit code for success. */
const EXIT_OK = 0;
/** Exit code for a usage error (spec §3: an unknown rule id is a bad argument). */
const EXIT_USAGE = 2;

/**
 * Prints the documentation of `ruleId` as plain text and returns 0, or reports an unknown id (with
 * the nearest known ids, rules.md §1.5) on stderr and returns 2.
 */
export function runExplain(ruleId: string, io: ExplainIo): number {
  const doc = ruleDocumentation(ruleId);
  if (doc === undefined) {
    io.stderr(unknownRuleMessage(ruleId) + "\n");
    return EXIT_USAGE;
  }
  io.stdout(markdownToPlainText(doc.markdown).trimEnd() + "\n");
  return EXIT_OK;
}

/** ``unknown rule `x`; did you mean `a`, `b` or `c`?`` — or a pointer to the rule index when nothing is near. */
export function unknownRuleMessage(ruleId: string): string {
  const shown = `unknown rule \`${ruleId}\``;
  const near = nearestRuleIds(ruleId).map((id) => `\`${id}\``);
  if (near.length === 0) return `${shown}; the rule ids are listed in the rule index (docs/rules.md §3)`;
  const list = near.length === 1 ? near[0] : `${near.slice(0, -1).join(", ")} or ${near[near.length - 1]}`;
  return `${shown}; did you mean ${list}?`;
}
