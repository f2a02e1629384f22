/**
 * What a whole-project rule reads beyond Markdown tools' frontmatter (lint/rule.ts `toolText`): the rule runs on a
 * checked project whose Markdown tools, model, project and structure record every read of a body, a text or a part
 * of the project a `frontmatter` rule must not read, and under a trace that records every file, folder and
 * environment variable it looks at.
 */
import type { CheckResult } from "../../src/compiler/index.js";
import { Trace, traced } from "../../src/compiler/inputs/traced-fs.js";
import { runRules } from "../../src/compiler/lint/engine.js";
import type { Rule } from "../../src/compiler/lint/rule.js";
import type { MdTool, Model } from "../../src/compiler/model/types.js";

/** Properties of a Markdown tool beyond what its frontmatter gives. */
const TOOL_TEXT = new Set<PropertyKey>(["body", "source"]);

/** Parts of the model that hold files' texts. */
const MODEL_TEXT = new Set<PropertyKey>(["sources", "markdownTexts"]);

/** The reads of `rule`, run alone on `result`'s model, that a `toolText: "frontmatter"` rule must not make (sorted). */
export function toolTextReads(result: CheckResult, rule: Rule): string[] {
  const reads = new Set<string>();
  const record = (what: string): void => void reads.add(what);
  const tool = (definition: MdTool): MdTool =>
    new Proxy(definition, {
      get(target, key, receiver) {
        if (TOOL_TEXT.has(key)) record(`md tool ${String(key)}`);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
  const base: Model = { ...result.model!, mdTools: result.model!.mdTools.map(tool) };
  const model = new Proxy(base, {
    get(target, key, receiver) {
      if (MODEL_TEXT.has(key)) record(`model.${String(key)}`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  // The engine reads `config` off the project for the rule's context (ctx.config, which the cache's context holds).
  const whole = <T extends object>(name: string, target: T): T =>
    new Proxy(target, {
      get(inner, key, receiver) {
        if (key !== "config") record(`${name}.${String(key)}`);
        return Reflect.get(inner, key, receiver) as unknown;
      },
    });
  const project = whole("ctx.project", result.project!);
  const structure = whole("ctx.structure", { findings: [], flagged: new Set<string>(), unknownKeys: new Set<string>() });
  // Files, folders and the environment, as the result cache's trace sees them (inputs/traced-fs.ts).
  const trace = new Trace();
  const findings = traced(trace, () => runRules(project, structure, model, [rule], { [rule.id]: rule.defaultSeverity === "off" ? "warn" : rule.defaultSeverity }));
  for (const fact of trace.facts) record(`${fact.op} ${fact.path}`);
  for (const finding of findings) if (finding.rule === "internal-error") record(`crash: ${finding.message}`);
  return [...reads].sort();
}
