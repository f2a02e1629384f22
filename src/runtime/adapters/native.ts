/**
 * The agent's tools as data every SDK adapter reads: what toolc generates as `prompts/<agent>.tools.ts`
 * (`as const`, so tool names stay literal types) and what `prompts/<agent>.tools.json` is derived from.
 * Types only: generated code imports them from `toolc/runtime` without loading any SDK.
 */

/** A JSON Schema object as generated (deeply readonly when it comes from an `as const` literal). */
export type NativeSchema = { readonly [key: string]: unknown };

/** One tool, provider-neutral. */
export interface NativeTool<Name extends string = string> {
  readonly name: Name;
  readonly description: string;
  /** The input schema for providers in their default (non-strict) mode. */
  readonly inputSchema: NativeSchema;
  /** `true` for builtins and MCP tools: the host executes them (`createRuntime({ builtins })`), not toolc. */
  readonly hostExecuted: boolean;
  /** Present per provider whose strict profile is configured (`providers:`): the schema valid for that mode. */
  readonly strict?: { readonly openai?: NativeSchema; readonly anthropic?: NativeSchema };
}

/** The tools one agent enables, in its order; calls made through the adapters are scoped to `agent`. */
export interface NativeToolSet<Name extends string = string> {
  readonly agent: string;
  readonly tools: readonly NativeTool<Name>[];
}

/** The tool names of a set, as a union of literal types. */
export type ToolNameOf<S extends NativeToolSet> = S["tools"][number]["name"];

/** A mutable JSON object, the type SDKs declare schemas with. */
export type JsonObject = { [key: string]: unknown };
