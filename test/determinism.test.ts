/**
 * Generation is deterministic and never leaks the environment:
 * - the same project, written twice with files created in different orders and compiled from different
 *   working directories, gives byte-identical output trees;
 * - with a distinctive value set for every `{{VAR}}` the examples use (and for a variable none of them uses),
 *   no value appears under `out`, every template stays a template, and the project's absolute path is absent.
 *   Each example's template names are pinned, so the check cannot pass by finding no secret sites.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./compiler/codegen/helpers.js";
import { fileTree } from "./helpers/tree.js";

const bin = path.join(REPO_ROOT, "dist/bin/toolc.js");

function sourceFiles(example: string): Map<string, string> {
  const all = fileTree(path.join(REPO_ROOT, "examples", example));
  return new Map([...all].filter(([rel]) => !rel.startsWith("expected/") && rel !== "diagnostics.txt"));
}

function writeInOrder(files: Map<string, string>, order: "forward" | "reverse"): string {
  const root = mkdtempSync(path.join(os.tmpdir(), `toolc-det-${order}-`));
  const entries = [...files];
  if (order === "reverse") entries.reverse();
  for (const [rel, content] of entries) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  }
  return root;
}

const compile = (root: string, cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, [bin, "compile", path.relative(cwd, root) || "."], { cwd, env: { ...process.env, ...env }, encoding: "utf8" });

/** The `{{VAR}}` names each example uses; the core example has no secret sites (the Core format has none). */
const SECRET_SITES: Record<string, string[]> = {
  "markdown-stock": ["TOOL_SECRET_HELPDESK_TOKEN", "TOOL_SECRET_MARKET_DATA_KEY", "TOOL_SECRET_WEATHER_KEY"],
  "core-assistant": [],
  mixed: ["TOOL_SECRET_RATES_KEY", "TOOL_SECRET_TRANSLATE_KEY"],
};

function templateNames(example: string): string[] {
  const names = new Set<string>();
  for (const [, content] of sourceFiles(example)) for (const m of content.matchAll(/\{\{(\w+)\}\}/g)) names.add(m[1]!);
  return [...names].sort();
}

describe.each(Object.keys(SECRET_SITES))("example %s", (example) => {
  it("gives byte-identical output from different folders, creation orders and working directories", () => {
    const files = sourceFiles(example);
    const a = writeInOrder(files, "forward");
    const b = writeInOrder(files, "reverse");
    compile(a, a);
    compile(b, os.tmpdir());
    const first = fileTree(path.join(a, "expected"));
    const second = fileTree(path.join(b, "expected"));
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [rel, content] of first) expect(second.get(rel), rel).toBe(content);
    expect(first).toEqual(fileTree(path.join(REPO_ROOT, "examples", example, "expected")));
  });

  it("writes no environment value into the output", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "toolc-secrets-"));
    cpSync(path.join(REPO_ROOT, "examples", example), root, { recursive: true });
    const names = templateNames(example);
    expect(names).toEqual(SECRET_SITES[example]);
    const env = Object.fromEntries([...names, "TOOLC_LEAKCHECK_UNUSED"].map((name, i) => [name, `LEAKCHECK-${i}-${name}-9f3b`]));
    compile(root, root, env);
    const out = [...fileTree(path.join(root, "expected")).values()].join("\n");
    // Pinned names (1), one kept template and one absent value per name, the unused variable, the path (1).
    expect.assertions(3 + 2 * names.length);
    for (const name of names) expect(out).toContain(`{{${name}}}`);
    for (const value of Object.values(env)) expect(out).not.toContain(value);
    expect(out).not.toContain(root);
  });
});
