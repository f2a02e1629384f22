/**
 * Holds a file-scoped rule (`scope: "file"`, lint/rule.ts) to its promise on one checked project: run on the
 * whole model, it finds exactly what it finds on one-Markdown-file slices of it (each file's findings from the
 * slice of that file, every other file's from the slice of no Markdown file), as the per-file results cache
 * assumes when it takes unchanged files' findings from an earlier run. A file's findings are the same on its slice
 * without cores, package tools and fallbacks, and the rule reads nothing on disk, as the project results cache assumes
 * when it takes the findings on those other files from an earlier run (lint/engine.ts).
 */
import type { CheckResult } from "../../src/compiler/index.js";
import type { Finding } from "../../src/compiler/diagnostics/finding.js";
import { runRules } from "../../src/compiler/lint/engine.js";
import type { Rule } from "../../src/compiler/lint/rule.js";
import { markdownOnly, sliceOf } from "../../src/compiler/lint/slice.js";
import { Trace, traced } from "../../src/compiler/inputs/traced-fs.js";
import { checkStructure } from "../../src/compiler/structure/index.js";

/** What `rule` finds on `result`'s project that a file-by-file run would not, or the reverse (empty: it holds). */
export function fileScopeBreaks(result: CheckResult, rule: Rule): string[] {
  const { project, model } = result;
  if (!project || !model) return [];
  const structure = checkStructure(project);
  // Configured `off` or not, the rule runs: its promise holds for every project.
  const run = (keep: ReadonlySet<string>) => {
    const slice = sliceOf(project, model, keep);
    return runRules(slice.project, structure, slice.model, [rule], { [rule.id]: "error" });
  };
  const markdown = [...project.mdTools, ...project.mdAgents].map((file) => file.path);
  const isMarkdown = new Set(markdown);
  const breaks: string[] = [];
  const elsewhere = run(new Set());
  for (const finding of elsewhere) if (isMarkdown.has(finding.at.file)) breaks.push(`reported on ${finding.at.file} without it: ${finding.message}`);
  const pieces = elsewhere.filter((finding) => !isMarkdown.has(finding.at.file));
  const expectedElsewhere = keysOf(pieces).join("\n");
  for (const file of markdown) {
    const found = run(new Set([file]));
    pieces.push(...found.filter((finding) => finding.at.file === file));
    const alone = markdownOnly(sliceOf(project, model, new Set([file])));
    const mine = (findings: readonly Finding[]) => keysOf(findings.filter((finding) => finding.at.file === file)).join("\n");
    if (mine(runRules(alone.project, structure, alone.model, [rule], { [rule.id]: "error" })) !== mine(found)) breaks.push(`the slice of ${file} without cores found otherwise there`);
    if (found.some((finding) => finding.at.file !== file && isMarkdown.has(finding.at.file))) breaks.push(`the slice of ${file} reported on another Markdown file`);
    if (keysOf(found.filter((finding) => !isMarkdown.has(finding.at.file))).join("\n") !== expectedElsewhere) breaks.push(`the slice of ${file} changed the findings on other files`);
  }
  const trace = new Trace();
  const whole = keysOf(traced(trace, () => runRules(project, structure, model, [rule], { [rule.id]: "error" })));
  for (const fact of trace.facts) breaks.push(`read ${fact.op} ${fact.path}`);
  const sliced = keysOf(pieces);
  for (const key of whole) if (!sliced.includes(key)) breaks.push(`only on the whole model: ${key}`);
  for (const key of sliced) if (!whole.includes(key)) breaks.push(`only file by file: ${key}`);
  if (whole.length !== sliced.length) breaks.push(`${whole.length} findings on the whole model, ${sliced.length} file by file`);
  return breaks;
}

function keysOf(findings: readonly Finding[]): string[] {
  return findings.map((finding) => JSON.stringify(finding)).sort();
}
