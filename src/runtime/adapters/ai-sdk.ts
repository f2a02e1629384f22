/**
 * Vercel AI SDK: a `ToolSet` for `generateText` / `streamText` whose tools execute through the runtime. The
 * SDK's own `tool` and `jsonSchema` are passed in, so nothing of `ai` is loaded unless the app uses it (this
 * file imports its types only).
 */
import type { jsonSchema as aiJsonSchema, tool as aiTool, Tool } from "ai";
import type { NativeToolSet, ToolNameOf } from "./native.js";
import { setOwn } from "../args/own.js";
import { resultText, runToolCall, type ToolRunner } from "./run.js";

/** The two functions of `ai` the adapter builds tools with. */
export interface AiSdkFunctions {
  tool: typeof aiTool;
  jsonSchema: typeof aiJsonSchema;
}

/** One AI SDK tool per tool of the set: input as JSON Schema, output the text for the model. */
export type AiSdkToolSet<S extends NativeToolSet> = { [Name in ToolNameOf<S>]: Tool<Record<string, unknown>, string> };

/** The set's tools for the AI SDK; each `execute` runs the call through `runtime`, scoped to the set's agent. */
export function aiSdkTools<S extends NativeToolSet>(set: S, runtime: ToolRunner, sdk: AiSdkFunctions): AiSdkToolSet<S> {
  const tools: Record<string, Tool<Record<string, unknown>, string>> = {};
  for (const t of set.tools) {
    setOwn(tools, t.name, sdk.tool<Record<string, unknown>, string>({
      description: t.description,
      inputSchema: sdk.jsonSchema<Record<string, unknown>>(structuredClone(t.inputSchema) as Parameters<typeof aiJsonSchema>[0]),
      execute: async (input, { abortSignal }) => resultText(await runToolCall(runtime, set, t.name, input, abortSignal ? { signal: abortSignal } : {})),
    }));
  }
  return tools as AiSdkToolSet<S>;
}
