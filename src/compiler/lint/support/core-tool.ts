/**
 * Iteration over authored core tools (each core's tools root, then package tools checked without a
 * core) for the rules that apply to both md-tools and core-tools.
 * @see ../../../../docs/rules.md §1.6 (core-tool)
 */
import type { YamlDoc } from "../../parse/nodes.js";
import type { CoreTool } from "../../project/types.js";
import type { RuleContext } from "../rule.js";

/** Runs `fn` for every core or package tool whose `tool.yaml` parsed, isolated per file. */
export function eachCoreTool(ctx: RuleContext, fn: (tool: CoreTool, doc: YamlDoc) => void): void {
  const tools = [...ctx.project.cores.flatMap((core) => core.tools), ...ctx.project.packageTools];
  ctx.each(
    tools.map((tool) => ({ path: tool.yamlPath, tool })),
    ({ tool }) => {
      if (tool.file.doc) fn(tool, tool.file.doc);
    },
  );
}
