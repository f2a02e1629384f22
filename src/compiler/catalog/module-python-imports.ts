/**
 * Relative imports of a Python tool module (`from .helper import x`, `from . import helper`) and where the
 * host would look for them. The module runs inside a synthetic package whose search path is the tool
 * directory, plus `<core>/agent/lib` for tools under `agent/` [CORE §1.4]; a relative import that none of
 * those folders holds fails at import time, so on every call.
 * @see ../../../docs/rules.md module-import-missing
 */
import { readdirSync } from "../inputs/traced-fs.js";
import path from "node:path";
import { entryKind } from "../project/paths.js";
import { sanitizePython } from "./module-text.js";

/** One `from <dots><module> import <names>` statement. */
export interface PythonRelativeImport {
  level: number;
  /** The dotted module after the dots (`""` for `from . import x`). */
  module: string;
  /** Imported names when they are all on the line; undefined for a parenthesised multi-line list. */
  names?: string[];
  /** The `<dots><module>` text in the source. */
  start: number;
  end: number;
}

const RAW = /^([ \t]*from[ \t]+)(\.+)([A-Za-z_][\w.]*)?[ \t]+import[ \t]+([^\n#]*)/gm;

/** The relative imports of `source` that are real statements (not text inside a string). */
export function pythonRelativeImports(source: string): PythonRelativeImport[] {
  if (!/^[ \t]*from[ \t]+\./m.test(source)) return [];
  const statements = new Set(sanitizePython(source).map((line) => /^from\s+(\.+[\w.]*)\s+import\b/.exec(line.text)?.[1]).filter((m) => m !== undefined));
  const found: PythonRelativeImport[] = [];
  for (const match of source.matchAll(RAW)) {
    const dots = match[2]!;
    const module = match[3] ?? "";
    if (!statements.has(dots + module)) continue;
    const start = match.index + match[1]!.length;
    const list = match[4]!.trim();
    const names = list.startsWith("(") && !list.includes(")") ? undefined : list.replace(/[()]/g, "").split(",").map((n) => n.trim().split(/\s+as\s+/)[0]!.trim()).filter((n) => n !== "");
    found.push({ level: dots.length, module, ...(names ? { names } : {}), start, end: start + dots.length + module.length });
  }
  return found;
}

/** Where a tool's package lives: its directory and, when the host adds it, `<core>/agent/lib` (absolute). */
export interface PythonPackage {
  toolDir: string;
  lib?: string;
}

/** Why `imp` in the module file `fileAbs` cannot be imported, or undefined when it can (or cannot be judged). */
export function relativeImportProblem(pkg: PythonPackage, fileAbs: string, imp: PythonRelativeImport): string | undefined {
  const fromTool = path.relative(pkg.toolDir, path.dirname(fileAbs));
  const up = path.join(fromTool, ...Array<string>(imp.level - 1).fill(".."));
  if (up === ".." || up.startsWith(`..${path.sep}`) || fromTool.startsWith("..")) return "goes above the tool's package (`attempted relative import beyond top-level package`)";
  const bases = [path.join(pkg.toolDir, up), ...(pkg.lib ? [path.join(pkg.lib, up)] : [])];
  const parts = imp.module === "" ? [] : imp.module.split(".");
  if (parts.length > 0) return bases.some((base) => isModule(base, parts)) ? undefined : `finds no \`${parts.join("/")}.py\` or package \`${parts.join("/")}/\``;
  // `from . import x`: each name is a submodule, unless an `__init__.py` may define it.
  if (bases.some((base) => entryKind(path.join(base, "__init__.py")) === "file")) return undefined;
  const absent = (imp.names ?? []).filter((name) => name !== "*" && !bases.some((base) => isModule(base, [name])));
  return absent.length > 0 ? `finds no module \`${absent[0]}\` next to it` : undefined;
}

/** A module `a/b.py`, a package directory `a/b/`, or a compiled extension `a/b.*.so` under `base`. */
function isModule(base: string, parts: string[]): boolean {
  const stem = path.join(base, ...parts);
  if (entryKind(`${stem}.py`) === "file" || entryKind(stem) === "directory") return true;
  try {
    const name = parts[parts.length - 1]!;
    return readdirSync(path.dirname(stem)).some((entry) => entry.startsWith(`${name}.`) && /\.(?:so|pyd)$/.test(entry));
  } catch {
    return false;
  }
}
