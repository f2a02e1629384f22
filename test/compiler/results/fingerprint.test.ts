/**
 * toolc's fingerprint (results/fingerprint.ts) keys every cache: it takes the size and mtime of each code file of
 * toolc that runs, and leaves out what cannot change a result (declaration files, maps, anything else).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeFiles, toolcFingerprint } from "../../../src/compiler/results/fingerprint.js";

describe("toolc's fingerprint", () => {
  it("lists every .js, .json and .ts file below the code root but declaration files, sorted, with / separators", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "toolc-fingerprint-"));
    const files = ["a.js", "a.d.ts", "a.js.map", "b.ts", "z/c.json", "z/y/d.js", "z/y/d.d.ts", "z/notes.md", "z/y/e.d.tsx", "z/odd.d.js"];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), "x");
    }
    mkdirSync(path.join(root, "empty.js"));
    expect(codeFiles(root)).toEqual(["a.js", "b.ts", "z/c.json", "z/odd.d.js", "z/y/d.js"]);
  });

  it("is one stable value per process", () => {
    expect(toolcFingerprint()).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    expect(toolcFingerprint()).toBe(toolcFingerprint());
  });
});
