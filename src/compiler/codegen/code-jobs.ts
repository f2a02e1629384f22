/**
 * The generated code files as data: one job per file, holding everything its printer needs and nothing
 * else (no prompt texts: agent files get placeholders, see slots.ts). Jobs are plain, structured-cloneable
 * values, so worker threads can print them; this module has no ts-morph, so the main thread, which only
 * builds and schedules jobs, never loads it when workers print.
 * @see print-jobs.ts (the printers)
 */
import type { CatalogTool } from "../../runtime/catalog.js";
import type { AgentTool } from "./agent-tools.js";
import type { AgentNames, GeneratedNames, ToolNames } from "./names.js";

/** The prompt texts of an agent file as TypeScript expressions (placeholders from slots.ts). */
export interface PromptLiterals {
  instructions: string;
  rolePrompt: string;
}

/** What one generated code file is printed from; `header` is its first line. */
export type CodeJob = { path: string; header: string } & (
  | { kind: "tool"; tool: CatalogTool; names: ToolNames }
  | { kind: "agent"; agentName: string; tools: AgentTool[]; names: AgentNames; literals: PromptLiterals }
  | { kind: "index"; names: GeneratedNames }
  | { kind: "types" }
  | { kind: "native-tools"; agentName: string; constName: string; literal: string }
  | { kind: "validator-types" }
);

/** Jobs printed and formatted together (one prettier call), with their position in the whole list. */
export interface JobBatch {
  index: number;
  jobs: CodeJob[];
}

/**
 * Printed characters per batch: small enough that the threads finish close together (a batch formats in
 * about 0.1 s), large enough to amortise a prettier call. A batch also closes at {@link BATCH_FILES} files.
 */
const BATCH_CHARS = 80_000;
const BATCH_FILES = 60;

/** Splits `jobs` into batches by their estimated printed size, keeping the order. */
export function batchJobs(jobs: readonly CodeJob[]): JobBatch[] {
  const batches: JobBatch[] = [];
  let current: CodeJob[] = [];
  let chars = 0;
  for (const job of jobs) {
    current.push(job);
    chars += estimatedChars(job);
    if (chars >= BATCH_CHARS || current.length >= BATCH_FILES) {
      batches.push({ index: batches.length, jobs: current });
      current = [];
      chars = 0;
    }
  }
  if (current.length > 0) batches.push({ index: batches.length, jobs: current });
  return batches;
}

/** A rough printed size, measured on the bench corpus (only balance depends on it, never output). */
function estimatedChars(job: CodeJob): number {
  switch (job.kind) {
    case "tool": {
      const properties = job.tool.parameters?.length ?? Object.keys((job.tool.inputSchema.properties as object | undefined) ?? {}).length;
      return 900 + 120 * properties;
    }
    case "agent":
      return 1_200 + 450 * job.tools.length;
    case "index":
      return 150 * (job.names.tools.size + job.names.agents.size);
    case "types":
    case "validator-types":
      return 1_000;
    case "native-tools":
      return 400;
  }
}
