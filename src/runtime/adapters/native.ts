/**
 * The agent's tools as data every SDK adapter reads ({@link NativeToolSet}), and the references toolc generates
 * as `prompts/<agent>.tools.ts` and `.tools.json` ({@link NativeToolRefs}: names, no schemas), from which
 * `nativeToolSet(catalog, refs)` builds the set. Types only: generated code imports them from `toolc/runtime`
 * without loading any SDK.
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

/**
 * One tool as `prompts/<agent>.tools.ts` lists it: the name the agent (and its model) calls it by. Its
 * description and input schema are the catalog's (`catalog.json`), so the prompt files do not repeat them.
 */
export interface NativeToolRef<Name extends string = string> {
  readonly name: Name;
  /** Present per provider whose strict profile is configured: the transformed schema, which the catalog does not hold. */
  readonly strict?: { readonly openai?: NativeSchema; readonly anthropic?: NativeSchema };
}

/**
 * The tools one agent enables, in its order, by name: what toolc generates as `prompts/<agent>.tools.ts`
 * (`as const`, so the names stay literal types) and `.tools.json`. `nativeToolSet(catalog, refs)` of
 * `toolc/adapters` makes the {@link NativeToolSet} the adapters read.
 */
export interface NativeToolRefs<Name extends string = string> {
  readonly agent: string;
  readonly tools: readonly NativeToolRef<Name>[];
}

/** The tool names of a set (or of its refs), as a union of literal types. */
export type ToolNameOf<S extends { readonly tools: readonly { readonly name: string }[] }> = S["tools"][number]["name"];

/** A mutable JSON object, the type SDKs declare schemas with. */
export type JsonObject = { [key: string]: unknown };
