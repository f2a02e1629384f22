/**
 * A run's trace (inputs/traced-fs.ts): each question recorded once, with the first answer the run used, in the order
 * first asked; the same path under another operation or other arguments is another question.
 */
import { describe, expect, it } from "vitest";
import { Trace } from "../../../src/compiler/inputs/traced-fs.js";

describe("Trace", () => {
  it("keeps the first answer to each question, in the order first asked", () => {
    const trace = new Trace();
    trace.add({ op: "read", path: "b.md", seen: "first" });
    trace.add({ op: "lstat", path: "b.md", seen: "f 3" });
    trace.add({ op: "read", path: "a.md", seen: "other" });
    trace.add({ op: "read", path: "b.md", seen: "second" });
    trace.add({ op: "glob", path: "/root", seen: "x", args: '["*.md"]' });
    trace.add({ op: "glob", path: "/root", seen: "y", args: '["*.yaml"]' });
    trace.add({ op: "glob", path: "/root", seen: "z", args: '["*.md"]' });
    expect(trace.facts.map((f) => [f.op, f.path, f.seen])).toEqual([
      ["read", "b.md", "first"],
      ["lstat", "b.md", "f 3"],
      ["read", "a.md", "other"],
      ["glob", "/root", "x"],
      ["glob", "/root", "y"],
    ]);
  });
});
