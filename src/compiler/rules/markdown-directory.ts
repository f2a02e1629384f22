/**
 * `markdown-directory`: a directory whose name ends in `.md` directly in `markdown.toolsDir` or
 * `markdown.agentsDir`. The reference loaders take every `*.md` name, fail to read it and log an error.
 * @see ../../../docs/rules.md §5 markdown-directory, ../../../../shared/reference/markdown-tools-reference.md §1.1, §2.1
 */
import { globSync } from "../inputs/traced-fs.js";
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

/**
 * `*.md` directories directly in `dir` (symlinks followed), skipped like discovery skips files (`.`; `_` for
 * tools). One listing that knows each entry's kind: a `stat` per `*.md` name cost 10,000 calls on 10,000 tools.
 */
function mdDirectories(root: string, dir: string, tools: boolean): Array<{ rel: string; kind: string }> {
  const base = dir.replace(/\\/g, "/").replace(/^\.\/|\/$/g, "") || ".";
  // A missing or unreadable folder lists nothing (fast-glob suppresses ENOENT; `suppressErrors` the rest).
  const names = globSync("*.md", { cwd: path.join(root, base), onlyDirectories: true, followSymbolicLinks: true, dot: false, suppressErrors: true });
  return names
    .filter((name) => !(tools && name.startsWith("_")))
    .sort()
    .map((name) => ({ rel: base === "." ? name : `${base}/${name}`, kind: tools ? "tool" : "agent" }));
}
