/**
 * The example projects and the init template are clean: the real compiler reports no finding at all.
 * (examples/mixed silences one warning inline, on purpose; its README says which and why.)
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import { REPO_ROOT } from "./helpers.js";

describe.each(["examples/markdown-stock", "examples/core-assistant", "examples/mixed", "templates/init"])("%s", (rel) => {
  it("compiles with zero findings", () => {
    const result = check({ root: path.join(REPO_ROOT, rel) });
    expect(result.failure).toBeUndefined();
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.rule}]`)).toEqual([]);
    expect(result.summary.files).toBeGreaterThan(3);
  });
});
