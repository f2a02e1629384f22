/**
 * `markdown-directory`: a directory whose name ends in `.md` directly in `markdown.toolsDir` or
 * `markdown.agentsDir`. The reference loaders take every `*.md` name, fail to read it and log an error.
 * @see ../../../docs/rules.md §5 markdown-directory, ../../../../shared/reference/markdown-tools-reference.md §1.1, §2.1
 */
import { readdirSync, statSync } from "../inputs/traced-fs.js";
import path from "node:path";
import { directorySpan } from "../source/text.js";
import { defineRule } from "../lint/rule.js";

/** The `markdown-directory` rule. */
export default defineRule({
  id: "markdown-directory",
  defaultSeverity: "error",
  check(ctx) {
    const { toolsDir, agentsDir } = ctx.config.markdown;
    const root = ctx.model.root;
    const found = [...mdDirectories(root, toolsDir, true), ...mdDirectories(root, agentsDir, false)];
    for (const { rel, kind } of found) {
      ctx.report({
        at: directorySpan(rel),
        message: `\`${rel}\` is a directory: the reference ${kind} loader reads every \`*.md\` name as a file and logs \`Failed to load\` for it`,
        hint: "rename the directory so that its name does not end in `.md`, or move it out",
      });
    }
  },
});

/** `*.md` directories directly in `dir` (symlinks followed), skipped like discovery skips files (`.`; `_` for tools). */
function mdDirectories(root: string, dir: string, tools: boolean): Array<{ rel: string; kind: string }> {
  const base = dir.replace(/\\/g, "/").replace(/^\.\/|\/$/g, "") || ".";
  let names: string[];
  try {
    names = readdirSync(path.join(root, base));
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(".md") && !name.startsWith(".") && !(tools && name.startsWith("_")))
    .filter((name) => isDirectory(path.join(root, base, name)))
    .sort()
    .map((name) => ({ rel: base === "." ? name : `${base}/${name}`, kind: tools ? "tool" : "agent" }));
}

function isDirectory(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}
