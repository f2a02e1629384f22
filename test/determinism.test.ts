/**
 * Generation is deterministic and never leaks the environment:
 * - the same project, written twice with files created in different orders and compiled from different
 *   working directories, gives byte-identical output trees;
 * - with a distinctive value set for every `{{VAR}}` the examples use, no value appears under `out`.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./compiler/codegen/helpers.js";

const bin = path.join(REPO_ROOT, "dist/bin/toolc.js");

function tree(dir: string, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [k, v] of tree(dir, rel)) out.set(k, v);
    else out.set(rel, readFileSync(path.join(dir, rel), "utf8"));
  }
  return out;
}

function sourceFiles(example: string): Map<string, string> {
  const all = tree(path.join(REPO_ROOT, "examples", example));
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

describe.each(["markdown-stock", "core-assistant", "mixed"])("example %s", (example) => {
  it("gives byte-identical output from different folders, creation orders and working directories", () => {
    const files = sourceFiles(example);
    const a = writeInOrder(files, "forward");
    const b = writeInOrder(files, "reverse");
    compile(a, a);
    compile(b, os.tmpdir());
    const first = tree(path.join(a, "expected"));
    const second = tree(path.join(b, "expected"));
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [rel, content] of first) expect(second.get(rel), rel).toBe(content);
    expect(first).toEqual(tree(path.join(REPO_ROOT, "examples", example, "expected")));
  });

  it("writes no environment value into the output", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "toolc-secrets-"));
    cpSync(path.join(REPO_ROOT, "examples", example), root, { recursive: true });
    const names = new Set<string>();
    for (const [, content] of sourceFiles(example)) for (const m of content.matchAll(/\{\{(\w+)\}\}/g)) names.add(m[1]!);
    const env = Object.fromEntries([...names].map((name, i) => [name, `LEAKCHECK-${i}-${name}-9f3b`]));
    compile(root, root, env);
    const out = [...tree(path.join(root, "expected")).values()].join("\n");
    for (const value of Object.values(env)) expect(out).not.toContain(value);
    if (example !== "core-assistant") expect(names.size).toBeGreaterThan(0);
  });
});
