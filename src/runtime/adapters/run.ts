/**
 * What every "run the model's tool calls" helper shares: one call through the runtime, scoped to the set's
 * agent, and the text handed back to the model. Calls run one after another, in the model's order (like the
 * XML protocol), so approvals are asked one at a time.
 */
import type { ToolResult, CallOptions, Runtime } from "../types.js";
import { fail } from "../tool-result.js";
import type { NativeToolSet } from "./native.js";

/** The part of a runtime the adapters use. */
export type ToolRunner = Pick<Runtime, "call">;

/** Per-call options the helpers pass on (`agent` is the set's). */
export type AdapterCallOptions = Omit<CallOptions, "agent">;

/** Runs one model tool call; `args` is an object, or the JSON text OpenAI sends. Never rejects. */
export async function runToolCall(runtime: ToolRunner, set: NativeToolSet, name: string, args: unknown, options: AdapterCallOptions = {}): Promise<ToolResult> {
  let input = args;
  if (typeof args === "string") {
    try {
      input = args.trim() === "" ? {} : JSON.parse(args);
    } catch {
      return fail(`Invalid arguments for '${name}': not valid JSON`);
    }
  }
  return runtime.call(name, input, { ...options, agent: set.agent });
}

/** The text the model reads for a result: the data, or `Error: <message>`. */
export function resultText(result: ToolResult): string {
  return result.success ? result.data : `Error: ${result.error ?? "tool call failed"}`;
}

/** Runs `calls` in order through {@link runToolCall} and maps each result with `reply`. */
export async function runInOrder<Call, Reply>(
  calls: readonly Call[],
  run: (call: Call) => Promise<ToolResult>,
  reply: (call: Call, result: ToolResult) => Reply,
): Promise<Reply[]> {
  const replies: Reply[] = [];
  for (const call of calls) replies.push(reply(call, await run(call)));
  return replies;
}
