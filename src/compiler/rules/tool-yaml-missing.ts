/**
 * `tool-yaml-missing`: a child directory of the tools root that has no `tool.yaml` file, so the host
 * skips it silently (legacy `slot.yaml` tools included).
 * @see ../../../docs/rules.md §10 tool-yaml-missing, ../../../../shared/reference/agent-core-reference.md §1.1
 */
import { directorySpan, fileSpan } from "../source/text.js";
import { defineRule } from "../lint/rule.js";

/** The `tool-yaml-missing` rule. */
export default defineRule({
  id: "tool-yaml-missing",
  defaultSeverity: "warn",
  toolText: "frontmatter",
  check(ctx) {
    const dirs = ctx.model.cores.flatMap((core) => core.toolDirsWithoutYaml.map((dir) => ({ ...dir, path: dir.slotYaml ?? dir.dir })));
    ctx.each(dirs, (dir) => {
      const detail = dir.slotYaml
        ? ": it holds a legacy `slot.yaml`, rename it to `tool.yaml`"
        : dir.yamlIsDirectory
          ? ": its `tool.yaml` is a directory, not a file"
          : "";
      ctx.report({
        at: dir.slotYaml ? fileSpan(dir.slotYaml) : directorySpan(dir.dir),
        message: `directory \`${dir.dir}\` has no \`tool.yaml\`, so it is not loaded as a tool${detail}`,
        hint: "add `tool.yaml`, or move the directory out of the tool root",
      });
    });
  },
});
