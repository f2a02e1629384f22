/**
 * Finding and importing an authored tool's JavaScript entrypoint. The module must resolve (symlinks
 * included) inside the tool's core root, or its tool folder when it has no core: a catalog edited by
 * hand, or a symlink planted in the tree, cannot make the runtime import code from elsewhere.
 * @see ../../../shared/reference/agent-core-reference.md §1.4
 */
import { realpath } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { CatalogAuthored } from "./catalog.js";
import { errorMessage } from "./tool-result.js";

/** An authored tool function: `fn(ctx, args)`, possibly async. */
export type AuthoredFunction = (ctx: unknown, args: Record<string, unknown>) => unknown;

const JS_EXTENSIONS = new Set([".js", ".mjs", ".cjs"]);
const LANGUAGE_NAMES: Record<string, string> = { python: "Python", typescript: "TypeScript" };

/** A module that cannot be found, contained, loaded or called; its message is the whole error. */
export class AuthoredLoadError extends Error {
  override name = "AuthoredLoadError";
}

/** The slot path shown in capability messages: the tool folder relative to its core. */
export function slotPathOf(authored: CatalogAuthored): string {
  return authored.coreRoot ? path.posix.relative(authored.coreRoot, authored.dir) || authored.dir : authored.dir;
}

/** `null` when the module is JavaScript; otherwise why this runtime cannot run it. */
export function languageError(name: string, authored: CatalogAuthored): string | null {
  const file = authored.modulePath ?? authored.entrypoint;
  const extension = path.extname(authored.modulePath ?? "").toLowerCase();
  const language =
    authored.language !== "unknown" ? authored.language
    : extension === ".py" ? "python"
    : extension === ".ts" || extension === ".mts" || extension === ".cts" ? "typescript"
    : JS_EXTENSIONS.has(extension) || authored.modulePath === null ? "javascript"
    : "unknown";
  if (language === "javascript" || language === "python") return null;
  const what = LANGUAGE_NAMES[language] ? `a ${LANGUAGE_NAMES[language]} module` : "not a JavaScript module";
  return `tool '${name}' is ${what} (${file}); toolc/runtime executes only JavaScript and Python modules`;
}

function isInside(base: string, target: string): boolean {
  const relative = path.relative(base, target);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/** Whether the tool's module is Python (run by the Python host, not imported). */
export function isPythonModule(authored: CatalogAuthored): boolean {
  return authored.language === "python" || (authored.language === "unknown" && path.extname(authored.modulePath ?? "").toLowerCase() === ".py");
}

/** The real path of the module, or an error when missing, outside the allowed root, or of another language. */
export async function containedModule(name: string, authored: CatalogAuthored, root: string, language: "JavaScript" | "Python" = "JavaScript"): Promise<string> {
  if (authored.modulePath === null) throw new AuthoredLoadError(`tool '${name}': module not found for entrypoint '${authored.entrypoint}'`);
  const base = path.resolve(root, authored.coreRoot ?? authored.dir);
  const file = path.resolve(root, authored.modulePath);
  const escapes = `tool '${name}': module path escapes the tool root: ${authored.modulePath}`;
  if (!isInside(base, file)) throw new AuthoredLoadError(escapes);
  let realBase: string;
  let realFile: string;
  try {
    [realBase, realFile] = await Promise.all([realpath(base), realpath(file)]);
  } catch {
    throw new AuthoredLoadError(`tool '${name}': module not found: ${authored.modulePath}`);
  }
  if (!isInside(realBase, realFile)) throw new AuthoredLoadError(escapes);
  const extension = path.extname(realFile).toLowerCase();
  if (language === "JavaScript" ? !JS_EXTENSIONS.has(extension) : extension !== ".py") {
    throw new AuthoredLoadError(`tool '${name}' is not a ${language} module (${authored.modulePath})`);
  }
  return realFile;
}

/** Imports the module and returns the entrypoint function; throws with a readable message. */
export async function loadEntrypoint(name: string, authored: CatalogAuthored, root: string): Promise<AuthoredFunction> {
  const file = await containedModule(name, authored, root);
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new AuthoredLoadError(`tool '${name}': module failed to load: ${errorMessage(error)}`);
  }
  const fallback = module.default as Record<string, unknown> | undefined;
  // Own properties only: `module:constructor` must not find a default-exported object's `Object` constructor.
  const fn = module[authored.functionName] ?? (typeof fallback === "object" && fallback && Object.hasOwn(fallback, authored.functionName) ? fallback[authored.functionName] : undefined);
  if (typeof fn !== "function") throw new AuthoredLoadError(`entrypoint is not callable: ${authored.entrypoint}`);
  return fn as AuthoredFunction;
}
