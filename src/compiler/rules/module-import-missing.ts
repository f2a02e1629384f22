/**
 * `module-import-missing`: a tool module imports a file that does not exist (a JavaScript/TypeScript
 * relative specifier) or a `node:` module Node does not have, so importing the tool fails on every call.
 * Python: relative imports (`from .helper import x`) that the tool's package path cannot satisfy.
 * Checked statically, never run; packages (bare specifiers, absolute Python imports) are the host's and are not checked.
 * @see ../../../docs/rules.md §10 module-import-missing
 */
import { builtinModules } from "node:module";
import path from "node:path";
import type { ModuleLoad } from "../catalog/module-js.js";
import { pythonRelativeImports, relativeImportProblem } from "../catalog/module-python-imports.js";
import type { CoreTool } from "../project/types.js";
import { entryKind } from "../project/paths.js";
import { isJsModule, jsFacts } from "../lint/support/js-facts.js";
import { authoredCodeFiles } from "../lint/support/tool-code.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** CommonJS `require` probes these after the exact name (Node's resolution order). */
const REQUIRE_SUFFIXES = [".js", ".json", ".node", "/index.js", "/index.json", "/index.node"];
/** TypeScript sources import their siblings by the emitted `.js` name, or without an extension. */
const TS_SUFFIXES = [".ts", "/index.ts"];

/** The `module-import-missing` rule. */
export default defineRule({
  id: "module-import-missing",
  defaultSeverity: "error",
  check(ctx) {
    ctx.each(
      authoredCodeFiles(ctx).filter((file) => isJsModule(file.path)),
      (file) => {
        for (const load of jsFacts(ctx, file.path)?.loads ?? []) {
          const problem = missing(ctx.project.root, file.path, load);
          if (!problem) continue;
          ctx.report({
            at: { file: file.path, start: load.start, end: load.end },
            message: `\`${file.path}\` imports \`${load.specifier}\`, which ${problem}: importing the module fails, so every call of a tool that loads it fails`,
            hint: "fix the specifier or add the missing file",
          });
        }
      },
    );
    ctx.each(
      authoredCodeFiles(ctx).filter((file) => file.path.endsWith(".py")),
      (file) => checkPython(ctx, file.path, file.tool),
    );
  },
});

/** Relative imports of a Python module inside a core tool's directory (package tools are installed later: their `agent/lib` is unknown). */
function checkPython(ctx: RuleContext, rel: string, tool: CoreTool): void {
  const source = ctx.project.sources.get(rel);
  if (!tool.core || !source || !rel.startsWith(`${tool.dir}/`)) return;
  const root = ctx.project.root;
  const inCore = path.posix.relative(tool.core.root, tool.dir).split("/");
  const lib = path.join(root, tool.core.root, "agent", "lib");
  const pkg = { toolDir: path.join(root, tool.dir), ...(inCore.length >= 3 && inCore[0] === "agent" && entryKind(lib) === "directory" ? { lib } : {}) };
  for (const imp of pythonRelativeImports(source.text)) {
    const problem = relativeImportProblem(pkg, path.join(root, rel), imp);
    if (!problem) continue;
    const written = source.text.slice(imp.start, imp.end);
    ctx.report({
      at: { file: rel, start: imp.start, end: imp.end },
      message: `\`${rel}\` imports \`${written}\`, which ${problem}: importing the module fails, so every call of a tool that loads it fails`,
      hint: "fix the import or add the missing module",
    });
  }
}

/** Why `load` cannot be resolved from the module `from` (project-relative), or undefined when it can (or is not checked). */
function missing(root: string, from: string, load: ModuleLoad): string | undefined {
  const specifier = load.specifier;
  if (specifier.startsWith("node:")) return builtinModules.includes(specifier.slice(5)) ? undefined : "is not a Node built-in module";
  if (!/^\.\.?(?:\/|$)/.test(specifier)) return undefined;
  const target = path.join(root, path.posix.dirname(from), specifier);
  if (entryKind(target) === "file") return undefined;
  const typescript = from.endsWith(".ts");
  const suffixes = [...(load.form === "require" ? REQUIRE_SUFFIXES : []), ...(typescript ? TS_SUFFIXES : [])];
  const stems = typescript ? [target, target.replace(/\.js$/, "")] : [target];
  if (stems.some((stem) => suffixes.some((suffix) => entryKind(stem + suffix) === "file"))) return undefined;
  const probed = [".js", ".mjs", ".cjs"].find((ext) => entryKind(target + ext) === "file");
  return probed ? `does not exist: ESM imports need the full file name, e.g. \`${specifier}${probed}\`` : "does not exist";
}
