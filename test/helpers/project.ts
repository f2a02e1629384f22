/**
 * Test helpers: write a real project to a temp folder and check it, optionally with one rule only.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { check, type CheckResult } from "../../src/compiler/index.js";
import type { Diagnostic } from "../../src/compiler/diagnostics/types.js";
import type { Rule } from "../../src/compiler/lint/rule.js";
import { expect } from "vitest";
import { fileScopeBreaks } from "./file-scope.js";

/** Writes `files` (project-relative path → content) into a fresh temp folder and returns its path. */
export function writeProject(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "toolc-test-"));
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
  return root;
}

/** Checks a project written from `files`; with `rules`, runs only those rules (parse/structure still run). */
export function checkFiles(files: Record<string, string | Buffer>, rules?: readonly Rule[]): CheckResult {
  const root = writeProject(files);
  const result = check({ root, ...(rules ? { rules } : {}) });
  // Every rule test's project is also checked with every document kept, the rules running on the whole
  // project at the end: Markdown files checked as they are parsed (lint/early.ts) must find exactly that.
  const whole = check({ root, ...(rules ? { rules } : {}), keepDocuments: true });
  expect(result.diagnostics).toEqual(whole.diagnostics);
  // It also holds the file-scoped rules to their scope (helpers/file-scope.ts).
  for (const rule of rules ?? []) if (rule.scope === "file") expect(fileScopeBreaks(whole, rule), rule.id).toEqual([]);
  return result;
}

/** `rule@line:column` strings for the diagnostics of `ruleId` (what rule tests assert). */
export function positions(result: CheckResult, ruleId: string): string[] {
  return result.diagnostics.filter((d: Diagnostic) => d.rule === ruleId).map((d) => `${d.file}:${d.line}:${d.column}`);
}

/** Runs one rule over `files` and returns `file:line:column` of its diagnostics. */
export function lint(rule: Rule, files: Record<string, string | Buffer>): string[] {
  return positions(checkFiles(files, [rule]), rule.id);
}
