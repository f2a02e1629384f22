/**
 * Description changes of a tool: the model reads the description to decide when and how to call the tool,
 * so a changed one changes behaviour (and is where a poisoned description would arrive). Parameter
 * descriptions are compared with the rest of the schema (./schema-values.ts).
 */
import type { CatalogTool } from "../../runtime/catalog.js";
import type { ChangeRecord } from "./types.js";

/** The description change of one tool that is in both catalogs, if any. */
export function diffDescription(key: string, base: CatalogTool, current: CatalogTool): ChangeRecord[] {
  if (base.description === current.description) return [];
  return [
    {
      rule: "breaking-description-changed",
      message: `tool \`${key}\`: description changed (${summary(base.description, current.description)}); the model reads it`,
      hint: "review the new text as a prompt: it steers when and how the model calls the tool",
      current: { kind: "tool", tool: key, field: "description" },
      baseline: { kind: "tool", tool: key, field: "description" },
    },
  ];
}

/** `120 → 180 characters`, so the size of the change shows without quoting the text. */
function summary(before: string, after: string): string {
  return `${[...before].length} → ${[...after].length} characters`;
}
