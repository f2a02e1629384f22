/**
 * Entrypoint grammar and module resolution of an authored tool, as the Agent Core host does it, plus
 * the static checks behind the four `entrypoint-*` rules. Only the first problem in the order format →
 * path → module missing → function missing is returned. Modules are read (size-capped), never executed.
 * @see ../../../docs/rules.md §10 entrypoint-format … entrypoint-function-missing
 * @see ../../../../shared/reference/agent-core-reference.md §1.4
 */
import { readFileSync, statSync } from "../inputs/traced-fs.js";
import path from "node:path";
import { entryKind, joinRel, staysInside } from "../project/paths.js";
import { languageOf, moduleBindings, type ModuleLanguage } from "./module-bindings.js";

/** The entrypoint used when `entrypoint` is absent, null or `""`. */
export const DEFAULT_ENTRYPOINT = "module:execute";
/** Module file extensions, in lookup order for the dotted and default forms. */
export const MODULE_EXTENSIONS = [".py", ".js", ".mjs", ".ts"] as const;
/** Modules larger than this are not inspected for bindings. */
export const MODULE_SIZE_CAP = 1024 * 1024;

/** Where a tool lives: project-relative directories (the containment root is the core root, or the tool dir). */
export interface EntrypointSite {
  /** Absolute project root. */
  projectRoot: string;
  toolDir: string;
  /** Undefined for a package tool checked without a core. */
  coreRoot?: string;
}

/** The first problem of an entrypoint, or its resolution. */
export type EntrypointCheck =
  | { kind: "format"; reason: string }
  | { kind: "path"; module: string; reason: string }
  | { kind: "module-missing"; path: string }
  | { kind: "function-missing"; module: string; fn: string }
  | { kind: "ok"; modulePath: string | null; fn: string; language: ModuleLanguage | "unknown" };

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const JS_IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const DOTTED = /^\.*[A-Za-z_]\w*(?:\.+[A-Za-z_]\w*)*$/;

/** True when the module part is a file path (contains `/` or ends in a module extension). */
export function isPathForm(module: string): boolean {
  return module.includes("/") || MODULE_EXTENSIONS.some((ext) => module.endsWith(ext));
}

/** Checks `entrypoint` (null/`""` means {@link DEFAULT_ENTRYPOINT}) of the tool at `site`. */
export function checkEntrypoint(site: EntrypointSite, entrypoint: string | null): EntrypointCheck {
  const text = entrypoint || DEFAULT_ENTRYPOINT;
  const colon = text.indexOf(":");
  if (colon === -1) return { kind: "format", reason: "no `:` found" };
  const module = text.slice(0, colon);
  const fn = text.slice(colon + 1);
  if (module === "") return { kind: "format", reason: "the module part is empty" };
  if (fn === "") return { kind: "format", reason: "the function part is empty" };
  const pathForm = isPathForm(module);
  if (!pathForm && !DOTTED.test(module)) return { kind: "format", reason: `the module part \`${module}\` is neither a file path nor a dotted module name` };
  const file = pathForm ? pathModule(site, module) : dottedModule(site, module);
  const language = file.rel ? languageOf(file.rel) : pathForm ? languageOf(module) : undefined;
  // `$` is an identifier character only in JS/TS; with the language unknown (no module) the lenient form applies.
  if (!(language === "python" ? IDENT : JS_IDENT).test(fn)) {
    return { kind: "format", reason: `the function part \`${fn}\` is not an identifier` };
  }
  if (file.escape) return { kind: "path", module, reason: file.escape };
  if (file.rel !== undefined) return bindingCheck(site, file.rel, fn);
  return file.unchecked ? { kind: "ok", modulePath: null, fn, language: "unknown" } : { kind: "module-missing", path: file.display };
}

/** A resolved module: its project-relative file, or why it cannot be used. */
interface ResolvedModule {
  rel?: string;
  /** Shown when the module is missing. */
  display: string;
  escape?: string;
  /** Set when existence cannot be judged (a path form in a package tool). */
  unchecked?: boolean;
}

/** The path form resolves from the core root and must stay inside it, symlinks included. */
function pathModule(site: EntrypointSite, module: string): ResolvedModule {
  const root = site.coreRoot ?? site.toolDir;
  const display = joinRel(root, module);
  if (path.posix.isAbsolute(module) || path.win32.isAbsolute(module)) return { display, escape: "is absolute" };
  if (module.split("/").includes("..")) return { display, escape: "contains `..`" };
  const rootAbs = path.join(site.projectRoot, root);
  const abs = path.join(rootAbs, module);
  if (!staysInside(rootAbs, abs)) return { display, escape: "resolves outside the core root" };
  // A package tool is installed into some core later: its core-relative paths cannot be checked here.
  if (site.coreRoot === undefined) return { display, unchecked: true };
  return entryKind(abs) === "file" ? { rel: display, display } : { display };
}

/** The dotted form maps `.` to `/` under the tool directory and takes the first existing extension. */
function dottedModule(site: EntrypointSite, module: string): ResolvedModule {
  const base = module.replace(/\./g, "/");
  const display = joinRel(site.toolDir, `${base}.py`);
  // The host turns `..x` into `//x.py` and `.x` into `/x.py`: outside every root.
  if (module.includes("..")) return { display, escape: "contains `..`" };
  if (module.startsWith(".")) return { display, escape: "is absolute" };
  for (const ext of MODULE_EXTENSIONS) {
    const rel = joinRel(site.toolDir, base + ext);
    if (entryKind(path.join(site.projectRoot, rel)) === "file") return { rel, display };
  }
  return { display };
}

function bindingCheck(site: EntrypointSite, rel: string, fn: string): EntrypointCheck {
  const language = languageOf(rel);
  const abs = path.join(site.projectRoot, rel);
  // A module that links out of the project is never read (its text could reach a code frame).
  const source = staysInside(site.projectRoot, abs) ? readCapped(abs) : undefined;
  if (source === undefined) return { kind: "ok", modulePath: rel, fn, language };
  const bindings = moduleBindings(source, language);
  if (bindings.open || bindings.names.has(fn)) return { kind: "ok", modulePath: rel, fn, language };
  return { kind: "function-missing", module: rel, fn };
}

/** The file's text, or undefined when it is unreadable or over {@link MODULE_SIZE_CAP}. */
function readCapped(abs: string): string | undefined {
  try {
    if (statSync(abs).size > MODULE_SIZE_CAP) return undefined;
    return readFileSync(abs, "utf8");
  } catch {
    return undefined;
  }
}
