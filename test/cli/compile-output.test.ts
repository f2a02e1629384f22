/**
 * `--output FILE` with the real binary: missing parent folders are created; a path that cannot be a file
 * is a usage error (exit 2) with a one-line message, never a stack trace (exit 3).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { writeProject } from "../helpers/project.js";

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/bin/toolc.js");

function toolc(args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const TOOL = `---
name: quote
description: Stock quote
permission: confirm
endpoint: https://api.example.com/q
---
Use for quotes.
`;

describe("compile --output", () => {
  it("creates the missing folders of the report file", () => {
    const root = writeProject({ "config/tools/quote.md": TOOL });
    const out = path.join(root, "reports/ci/toolc.sarif");
    const run = toolc(["compile", root, "--no-emit", "--format", "sarif", "--output", out]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8")).version).toBe("2.1.0");
  });

  it("exits 2 with a clear message when the path is a folder or lies under a file", () => {
    const root = writeProject({ "config/tools/quote.md": TOOL });
    writeFileSync(path.join(root, "plain-file"), "x");
    for (const target of [path.join(root, "config"), path.join(root, "plain-file/report.json")]) {
      const run = toolc(["compile", root, "--no-emit", "--format", "json", "--output", target]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^toolc: cannot write the report to `[^`]+`: E(ISDIR|NOTDIR|EXIST)/);
      expect(run.stderr).not.toContain("    at ");
    }
  });
});
