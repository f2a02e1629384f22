/**
 * Native function-calling definitions of each provider API, built from a {@link NativeToolSet}: the same
 * functions produce `prompts/<agent>.tools.json` (compiler) and the adapters' output (runtime), so both agree.
 * The types are structural, written to the SDKs' documented shapes; the consumer tests type-check them
 * against the real `openai` and `@anthropic-ai/sdk` packages. No SDK is imported.
 */
import type { JsonObject, NativeSchema, NativeTool, NativeToolSet, ToolNameOf } from "./native.js";

/** OpenAI Chat Completions `tools[]` entry. */
export interface OpenAIChatTool<Name extends string = string> {
  type: "function";
  function: { name: Name; description: string; parameters: JsonObject; strict?: boolean };
}

/** OpenAI Responses API `tools[]` entry (flat; `strict` is required by the API's type). */
export interface OpenAIResponsesTool<Name extends string = string> {
  type: "function";
  name: Name;
  description: string;
  parameters: JsonObject;
  strict: boolean;
}

/** Anthropic Messages `tools[]` entry. */
export interface AnthropicTool<Name extends string = string> {
  name: Name;
  description: string;
  input_schema: { type: "object"; properties?: unknown; required?: string[]; [key: string]: unknown };
  strict?: boolean;
}

/** The schema sent to a provider: the strict one when that provider's profile is configured. */
export function providerSchema(tool: NativeTool, provider: "openai" | "anthropic"): NativeSchema {
  return tool.strict?.[provider] ?? tool.inputSchema;
}

/** A deep mutable copy (generated schemas are readonly literals; SDK types are mutable). */
function copy(schema: NativeSchema): JsonObject {
  return structuredClone(schema) as JsonObject;
}

/** The set as OpenAI Chat Completions tools. */
export function openaiChatTools<S extends NativeToolSet>(set: S): Array<OpenAIChatTool<ToolNameOf<S>>> {
  return set.tools.map((t) => ({
    type: "function" as const,
    function: { name: t.name, description: t.description, parameters: copy(providerSchema(t, "openai")), ...(t.strict?.openai ? { strict: true } : {}) },
  }));
}

/** The set as OpenAI Responses API tools (flat shape). */
export function openaiResponsesTools<S extends NativeToolSet>(set: S): Array<OpenAIResponsesTool<ToolNameOf<S>>> {
  return set.tools.map((t) => ({
    type: "function" as const,
    name: t.name,
    description: t.description,
    parameters: copy(providerSchema(t, "openai")),
    strict: t.strict?.openai !== undefined,
  }));
}

/** The set as Anthropic Messages tools. */
export function anthropicTools<S extends NativeToolSet>(set: S): Array<AnthropicTool<ToolNameOf<S>>> {
  return set.tools.map((t) => ({
    name: t.name,
    description: t.description,
    input_schema: { ...copy(providerSchema(t, "anthropic")), type: "object" as const },
    ...(t.strict?.anthropic ? { strict: true } : {}),
  }));
}
