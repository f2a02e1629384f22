/**
 * Replaying a kept result's facts (inputs/facts.ts `allHold`) asks file contents before listings and globs: an
 * edited file answers no before the project is walked again, and a result whose facts all hold is still
 * checked against every one of them, globs included.
 */
import { appendFileSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ask, allHold, type Fact } from "../../../src/compiler/inputs/facts.js";

function factsOf(root: string): Fact[] {
  const args = JSON.stringify([["**/*.md"], { cwd: root, dot: false }]);
  const file = path.join(root, "tool.md");
  // In the order a run asks them: the discovery glob first, then the file's read.
  return [
    { op: "glob", path: root, args, seen: ask("glob", root, args).seen() },
    { op: "read", path: file, seen: ask("read", file).seen() },
  ];
}

describe("replaying facts", () => {
  afterEach(() => vi.restoreAllMocks());

  it("finds an edited file without walking the project again", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "toolc-facts-"));
    writeFileSync(path.join(root, "tool.md"), "---\nname: t\n---\n");
    const facts = factsOf(root);
    appendFileSync(path.join(root, "tool.md"), "edited\n");
    const globs = vi.spyOn(fg, "sync");
    expect(allHold(facts)).toBe(false);
    expect(globs).not.toHaveBeenCalled();
  });

  it("asks every fact, globs last, when the files are unchanged, and sees a file added", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "toolc-facts-"));
    writeFileSync(path.join(root, "tool.md"), "---\nname: t\n---\n");
    const facts = factsOf(root);
    const globs = vi.spyOn(fg, "sync");
    expect(allHold(facts)).toBe(true);
    expect(globs).toHaveBeenCalledTimes(1);
    writeFileSync(path.join(root, "other.md"), "---\nname: o\n---\n");
    expect(allHold(facts)).toBe(false);
  });
});
