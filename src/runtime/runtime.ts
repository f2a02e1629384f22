/**
 * `createRuntime`: binds a catalog to its validators, environment, approver and HTTP dispatcher. Each call
 * runs through the pipeline of `./pipeline.ts`. A call never rejects: anything thrown becomes a failed result.
 * @see ../../../shared/spec/README.md §6
 */
import path from "node:path";
import type { Dispatcher } from "undici";
import { DEFAULT_LIMITS } from "./limits.js";
import type { RuntimeState } from "./pipeline.js";
import { errorMessage, fail } from "./tool-result.js";
import type { InputValidator, Runtime, RuntimeOptions } from "./types.js";

export { DEFAULT_LIMITS };

/** The key → validator record, also when handed the generated module's namespace. */
function validatorRecord(given: RuntimeOptions["validators"]): Readonly<Record<string, InputValidator>> {
  if (!given) return {};
  const nested = (given as { validators?: unknown }).validators;
  // A namespace has a `validators` object export; a record maps keys to functions only.
  return typeof nested === "object" && nested !== null ? (nested as Record<string, InputValidator>) : (given as Record<string, InputValidator>);
}

// The pipeline is loaded by the first call of any runtime (spec §8 start-up budget). Once loaded it is
// used without an `await`, so later calls cost what they did when it was imported statically.
let pipeline: typeof import("./pipeline.js") | undefined;
let loadingPipeline: Promise<typeof import("./pipeline.js")> | undefined;
const loadPipeline = async (): Promise<typeof import("./pipeline.js")> => (pipeline = await (loadingPipeline ??= import("./pipeline.js")));

/**
 * Creates a runtime for one catalog. See {@link RuntimeOptions} for every option and its default.
 * Throws only for a catalog this runtime cannot read (a programming error, not a tool failure).
 */
export function createRuntime(options: RuntimeOptions): Runtime {
  const version = (options.catalog as { version?: unknown } | undefined)?.version;
  if (version !== 1) throw new TypeError(`toolc/runtime reads catalog version 1, got ${String(version)}: regenerate it with \`toolc compile\``);
  // undici is loaded on the first HTTP call, not at start-up: an app that builds a runtime for a large
  // generated client should not pay ~100 ms before its first tool call (spec §8 start-up budget).
  let ownAgent: Promise<Dispatcher> | undefined;
  const dispatcher = (): Dispatcher | Promise<Dispatcher> => options.dispatcher ?? (ownAgent ??= import("undici").then(({ Agent }) => new Agent()));
  const root = path.resolve(options.root ?? process.cwd());
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const state: RuntimeState = {
    options,
    validators: validatorRecord(options.validators),
    maxPatternInputChars: limits.maxPatternInputChars,
    http: {
      env: options.env ?? process.env,
      missingSecret: options.missingSecret ?? "fail",
      maxResponseBytes: limits.maxResponseBytes,
      maxTextChars: limits.maxTextChars,
      dispatcher,
    },
    authored: {
      root,
      workspace: path.resolve(root, options.workspace ?? "."),
      maxTextChars: limits.maxTextChars,
      python: { env: options.env ?? process.env, options: options.python },
    },
  };
  return {
    async call(name, args, callOptions = {}) {
      try {
        return await (pipeline ?? (await loadPipeline())).runCall(state, name, args, callOptions);
      } catch (error) {
        return fail(`Tool execution failed: ${errorMessage(error)}`);
      }
    },
    async close() {
      const agent = ownAgent;
      ownAgent = undefined;
      state.authored.python.tools?.close();
      await (await agent)?.close();
    },
  };
}
