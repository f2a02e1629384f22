import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/surface-root-missing.js";
import { checkFiles, lint } from "../../helpers/project.js";

const PIPELINES = "schema_version: 1\ninput: {serial: []}\noutput: {serial: []}\n";

describe("surface-root-missing", () => {
  it("reports a missing `runtime.surface_root` folder at its value", () => {
    const files = { "core/agent.yaml": "agent: {id: core}\nruntime:\n  surface_root: surface\n", "core/agent/pipelines.yaml": PIPELINES };
    expect(lint(rule, files)).toEqual(["core/agent.yaml:3:17"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toBe(
      "`runtime.surface_root` `surface` does not exist: the reference fails the whole core at start-up (`missing authored surface`)",
    );
  });

  it("reports a missing default `agent` folder at the file, and a surface outside the core", () => {
    expect(lint(rule, { "core/agent.yaml": "agent: {id: core}\n" })).toEqual(["core/agent.yaml:1:1"]);
    const outside = { "core/agent.yaml": "agent: {id: core}\nruntime: {surface_root: ../shared}\n", "shared/pipelines.yaml": PIPELINES };
    expect(lint(rule, outside)).toEqual(["core/agent.yaml:2:25"]);
  });

  it("is quiet when the surface exists, and for the global fallback file", () => {
    expect(lint(rule, { "core/agent.yaml": "agent: {id: core}\nruntime: {surface_root: surface}\n", "core/surface/pipelines.yaml": PIPELINES })).toEqual([]);
    expect(lint(rule, { "core/agent.yaml": "agent: {id: core}\n", "core/agent/pipelines.yaml": PIPELINES, "agents/agent.yaml": "model: {}\n" })).toEqual([]);
  });
});
