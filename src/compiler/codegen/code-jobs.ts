/**
 * The generated code files as data: one job per file, holding everything its builder reads and nothing else
 * (long prompt texts are placeholders, see slots.ts). A job is what a file's input hash is taken of (hash.ts),
 * so `--check` can tell an unchanged file without printing it; this module has no ts-morph for the same reason.
 * @see print-jobs.ts (the builders)
 */
import type { CatalogTool } from "../../runtime/catalog.js";
import type { ClientMethod } from "./agent-tools.js";
import type { IndexLiterals } from "./index-file.js";
import type { AgentNames, ToolNames } from "./names.js";

/** The prompt texts of an agent file as TypeScript expressions (placeholders from slots.ts). */
export interface PromptLiterals {
  instructions: string;
  rolePrompt: string;
}

/** What one generated code file is printed from; `header` is its first line. */
export type CodeJob = { path: string; header: string } & (
  | { kind: "tool"; tool: CatalogTool; names: ToolNames; doc?: string }
  | { kind: "agent"; agentName: string; tools: ClientMethod[]; names: AgentNames; literals: PromptLiterals }
  | { kind: "index"; literals: IndexLiterals }
  | { kind: "types" }
  | { kind: "tool-refs"; agentName: string; constName: string; literal: string }
  | { kind: "validator-types" }
);
