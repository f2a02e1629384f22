import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/tool-in-pipeline.js";
import { checkFiles, lint } from "../../helpers/project.js";

const project = (pipelines: string, extra: Record<string, string> = {}) => ({
  "agent.yaml": "agent:\n  id: demo\nslots:\n  tools: agent/tools\n",
  "agent/tools/echo/tool.yaml": "",
  "agent/input/base_input/slot.yaml": "entrypoint: module:process\n",
  "agent/pipelines.yaml": pipelines,
  ...extra,
});

describe("tool-in-pipeline", () => {
  it("reports an authored tool id listed in a phase group", () => {
    const files = project("schema_version: 1\ninput:\n  serial: [base_input, echo]\noutput:\n  parallel:\n    - echo\n");
    expect(lint(rule, files)).toEqual(["agent/pipelines.yaml:3:24", "agent/pipelines.yaml:6:7"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toBe(
      "`echo` is an authored tool, not an input slot: tools are called by the model and never run in a pipeline",
    );
  });

  it("reports a top-level `tools` key", () => {
    const files = project("schema_version: 1\ntools:\n  serial: [echo]\n");
    expect(lint(rule, files)).toEqual(["agent/pipelines.yaml:2:1"]);
  });

  it("accepts slot ids, and an id that is both a slot and a tool", () => {
    expect(lint(rule, project("input:\n  serial: [base_input]\n"))).toEqual([]);
    expect(lint(rule, project("input:\n  serial: [base_input]\n", { "agent/tools/base_input/tool.yaml": "" }))).toEqual([]);
  });

  it("leaves unknown non-tool ids to invalid-value", () => {
    expect(lint(rule, project("input:\n  serial: [nothing]\n"))).toEqual([]);
  });

  it("is suppressed inline", () => {
    expect(lint(rule, project("input:\n  serial:\n    # toolc-ignore tool-in-pipeline — migration\n    - echo\n"))).toEqual([]);
  });
});
