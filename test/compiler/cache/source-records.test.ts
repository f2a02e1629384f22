/**
 * Definition files trusted by their `stat` (cache/source-records.ts, source/trusted.ts): an unchanged file is not
 * read, yet every result is the one of a run without caches — its suppressions, its snippets in a report, JUnit's
 * list of files — and a file changed in any way `stat` can see (content, a racy mtime, a forged mtime) is read.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { definitionsRead } from "../../../src/compiler/discover/read.js";
import { check } from "../../../src/compiler/index.js";
import { RACY_MS } from "../../../src/compiler/cache/stat-records.js";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { runToolc } from "../../helpers/cli.js";
import { writeProject } from "../../helpers/project.js";

const TOOLS = 110;
const AGENTS = 3;

const tool = (i: number, extra = ""): string =>
  `---\nname: tool_${i}\ndescription: Looks up record ${i}\nendpoint: https://api.example.com/r/{{id}}\nparameters:\n  - {name: id, description: The id}\n${extra}---\nBody ${i}.\n`;

/** tool_1 has a warning (`timeout-range`, a timeout over 300 s); tool_2 has the same one, suppressed. */
function project(): string {
  const files: Record<string, string> = {};
  // Every tool enabled (else each is `tool-unused`, a finding that needs its file's text), by agents under the tool budget.
  for (let a = 0; a < AGENTS; a++) {
    const enabled = Array.from({ length: TOOLS }, (_, i) => i).filter((i) => i % AGENTS === a);
    const name = a === 0 ? "lead_agent" : `agent_${a}`;
    files[`config/agents/${name}.md`] = `---\nname: ${name}\ntools: {${enabled.map((i) => `tool_${i}: confirm`).join(", ")}}\n---\nAgent ${a}.\n`;
  }
  for (let i = 0; i < TOOLS; i++) files[`config/tools/tool_${i}.md`] = tool(i);
  files["config/tools/tool_1.md"] = tool(1, "timeout: 900\n");
  files["config/tools/tool_2.md"] = tool(2, "# toolc-ignore timeout-range — a slow batch endpoint\ntimeout: 900\n");
  const root = writeProject(files);
  for (const rel of Object.keys(files)) age(root, rel);
  return root;
}

/** Moves a file's mtime to a whole second well before now: only a file older than {@link RACY_MS} is recorded. */
function age(root: string, rel: string): void {
  const seconds = Math.floor((Date.now() - 10 * RACY_MS) / 1000);
  utimesSync(path.join(root, rel), seconds, seconds);
}

/** Checks `root` with caches, returning its diagnostics and how many definition files it read. */
function counted(root: string): { diagnostics: unknown; reads: number } {
  const before = definitionsRead();
  const result = check({ root });
  return { diagnostics: result.diagnostics, reads: definitionsRead() - before };
}

describe("definition files trusted by their stat", () => {
  useFreshCacheHome();

  it("are not read when unchanged, and give the diagnostics of a run without caches", () => {
    const root = project();
    const fresh = check({ root, cache: false }).diagnostics;
    expect(counted(root).reads).toBe(TOOLS + AGENTS);
    const warm = counted(root);
    // Read: tool_1, whose finding needs its line and column; tool_2, which holds a directive. The agents are
    // summarised (lint/agent-summaries.ts): their role prompts are not asked for by a check.
    expect(warm.reads).toBe(2);
    expect(warm.diagnostics).toEqual(fresh);
    expect(fresh).toEqual([expect.objectContaining({ rule: "timeout-range", file: "config/tools/tool_1.md" })]);
  });

  it("read a file whose text changed, and find what it now says", () => {
    const root = project();
    counted(root);
    writeFileSync(path.join(root, "config/tools/tool_5.md"), tool(5, "timeout: 901\n"));
    age(root, "config/tools/tool_5.md");
    const edited = counted(root);
    expect(edited.reads).toBeGreaterThanOrEqual(1);
    expect(edited.diagnostics).toEqual(check({ root, cache: false }).diagnostics);
    expect(edited.diagnostics).toContainEqual(expect.objectContaining({ rule: "timeout-range", file: "config/tools/tool_5.md" }));
  });

  it("read a file changed with its size and mtime put back (its ctime tells)", () => {
    const root = project();
    counted(root);
    const file = path.join(root, "config/tools/tool_7.md");
    const { mtimeMs, size } = statSync(file);
    const seconds = mtimeMs / 1000;
    const forged = readFileSync(file, "utf8").replace("record 7", "recxrd 7");
    expect(forged.length).toBe(size);
    writeFileSync(file, forged);
    utimesSync(file, seconds, seconds);
    expect(statSync(file).mtimeMs).toBe(mtimeMs);
    const before = definitionsRead();
    const result = check({ root });
    expect(definitionsRead() - before).toBeGreaterThanOrEqual(1);
    expect(result.model!.mdTools.find((t) => t.path === "config/tools/tool_7.md")!.fields.description!.value).toBe("Looks up recxrd 7");
  });

  it("never vouch for a recorded file replaced by a link out of the project: it is refused, unread", () => {
    const root = project();
    counted(root);
    const outside = mkdtempSync(path.join(os.tmpdir(), "toolc-outside-"));
    const secret = path.join(outside, "secret.md");
    // The same bytes as the recorded file: only the link gives it away.
    writeFileSync(secret, readFileSync(path.join(root, "config/tools/tool_4.md")));
    rmSync(path.join(root, "config/tools/tool_4.md"));
    symlinkSync(secret, path.join(root, "config/tools/tool_4.md"));
    const result = check({ root });
    expect(result.diagnostics).toContainEqual(expect.objectContaining({ rule: "yaml-syntax", file: "config/tools/tool_4.md", line: 1, column: 1 }));
    expect(result.model!.mdTools.map((t) => t.path)).not.toContain("config/tools/tool_4.md");
    rmSync(outside, { recursive: true, force: true });
  });

  it("never trust a record taken within the racy window of the file's mtime", () => {
    const root = project();
    // Changed just now: a run now cannot tell a later change in the same tick, so it does not record the file.
    writeFileSync(path.join(root, "config/tools/tool_9.md"), tool(9, "permission: auto\n"));
    counted(root);
    const before = definitionsRead();
    check({ root });
    const after = definitionsRead() - before;
    const again = definitionsRead();
    check({ root });
    // Read by both later runs: the file stays too new to be recorded until RACY_MS have passed.
    expect(after).toBeGreaterThanOrEqual(1);
    expect(definitionsRead() - again).toBeGreaterThanOrEqual(1);
  });

  it("keep a trusted file's suppressions, snippets and JUnit suite as a run without caches reports them", () => {
    const root = project();
    for (const [i, format] of ["text", "junit", "sarif"].entries()) {
      runToolc(["compile", ".", "--no-emit", "--format", format], root);
      // An edit elsewhere, so that the result cache misses: every other tool is then trusted by its stat.
      writeFileSync(path.join(root, "config/tools/tool_50.md"), tool(50, `permission: ${i % 2 === 0 ? "auto" : "confirm"}\n`));
      const trusted = runToolc(["compile", ".", "--no-emit", "--format", format], root);
      const uncached = runToolc(["compile", ".", "--no-emit", "--no-cache", "--format", format], root);
      expect(trusted.stdout, format).toBe(uncached.stdout);
      if (format === "junit") expect(trusted.stdout).toContain('<testsuite name="config/tools/tool_44.md"');
    }
    const text = runToolc(["compile", ".", "--no-emit"], root).stdout;
    expect(text).toContain("timeout: 900");
    expect(text).not.toContain("tool_2.md");
  });
});
