/**
 * A synthetic file in the shape of generated tool and agent files, formatted by each formatting worker
 * while the compiler still parses and checks the project (the worker would idle then). Prettier's printer
 * is slow until V8 has optimised its hot paths: measured on the bench corpus, the first batches took two to
 * four times as long as later ones. Formatting code of the same shape first moves that cost off the
 * critical path. Only speed depends on this text; no output does.
 */

/** Tools in the sample: enough calls of each hot printer path for V8 to optimise it. */
const SAMPLE_TOOLS = 24;

/** The warm-up text: tool inputs, metadata constants, documented calls, an agent client and its factory. */
export function warmSample(): string {
  const parts = ['import type { AgentCallOptions, CallOptions, RuntimeLike, ToolResult } from "../types.js";'];
  for (let i = 0; i < SAMPLE_TOOLS; i++) parts.push(toolPart(i));
  parts.push(clientPart());
  return `${parts.join("\n\n")}\n`;
}

function toolPart(i: number): string {
  const name = `sample_tool_${i}`;
  return `/** Input of the \`${name}\` tool. */
export interface SampleTool${i}Input {
  /** Identifier of the record */
  record_id: string;
  /** Only records in this state */
  status?: "open" | "closed" | "pending" | "archived";
  /** Maximum number of results */
  limit?: number;
  nested?: { deep: Array<{ value: boolean | null }>; [key: string]: unknown };
}

/** The text a successful call returns (\`ToolResult.data\`). */
export type SampleTool${i}Output = string;

/** Catalog metadata of \`${name}\`. */
export const sampleTool${i}Tool = { key: "${name}", name: "${name}", kind: "http", permission: "confirm", risk: "write" } as const;

/**
 * Updates records through the sample API.
 *
 * - Errors come back as \`HTTP <status>\`; retry only on 429 and 5xx.
 */
export function sampleTool${i}(runtime: RuntimeLike, input: SampleTool${i}Input = {} as SampleTool${i}Input, options?: CallOptions): Promise<ToolResult> {
  return runtime.call("${name}", input, options);
}`;
}

function clientPart(): string {
  const indexes = Array.from({ length: SAMPLE_TOOLS }, (_, i) => i);
  const names = indexes.map((i) => `"sample_tool_${i}"`).join(", ");
  const members = indexes.map((i) => `  /** \`sample_tool_${i}\`: Updates records. */\n  sampleTool${i}(input: SampleTool${i}Input, options?: AgentCallOptions): Promise<ToolResult>;`);
  const entries = indexes.map((i) => `    sampleTool${i}: (input, options) => runtime.call("sample_tool_${i}", input, { ...options, agent: sampleAgentName }),`);
  return `export const sampleAgentName = "sample_agent" as const;

export const sampleAgentToolNames = [${names}] as const;

export const sampleAgentToolInstructions = \`toolc-slot:0\`;

/** The tools \`sample_agent\` may call. */
export interface SampleAgentClient {
${members.join("\n")}
}

export function createSampleAgentClient(runtime: RuntimeLike): SampleAgentClient {
  return {
${entries.join("\n")}
  };
}

export { sampleTool0, sampleTool0Tool, type SampleTool0Input, type SampleTool0Output } from "./tools/sample_tool_0.js";`;
}
