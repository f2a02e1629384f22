import { describe, expect, it } from "vitest";
import { checkFiles, positions } from "../../helpers/project.js";

const DIR = "core/agent/tools/echo";
const core = (toolYaml: string, manifest = "agent: {id: core}\nslots: {tools: agent/tools}\n") => ({
  "core/agent.yaml": manifest,
  [`${DIR}/tool.yaml`]: toolYaml,
  [`${DIR}/module.py`]: "def execute(ctx, args):\n    return 'ok'\n",
});
const structural = ["field-type", "invalid-value", "value-no-op"];
const findings = (files: Record<string, string>) => {
  const result = checkFiles(files);
  return structural.flatMap((rule) => positions(result, rule).map((at) => `${rule} ${at}`));
};

describe("value-no-op", () => {
  it("warns, never errs, on the values the reference loads with its defaults", () => {
    const toolYaml = `risk: null
approval_policy:
capabilities: {}
input_schema: []
description: echo
`;
    const result = checkFiles(core(toolYaml));
    expect(findings(core(toolYaml))).toEqual([
      `value-no-op ${DIR}/tool.yaml:1:7`,
      `value-no-op ${DIR}/tool.yaml:2:1`,
      `value-no-op ${DIR}/tool.yaml:3:15`,
      `value-no-op ${DIR}/tool.yaml:4:15`,
    ]);
    expect(result.summary.errors).toBe(0);
    const risk = result.diagnostics.find((d) => d.rule === "value-no-op" && d.line === 1)!;
    expect(risk.severity).toBe("warn");
    expect(risk.message).toBe("`risk` is null, which the reference reads as unset: the default `medium` applies, so the line has no effect");
  });

  it("takes `risk: \"\"` and `capabilities: null` as no-ops, without talking about strings split into characters", () => {
    const result = checkFiles(core('risk: ""\ncapabilities: null\n'));
    expect(findings(core('risk: ""\ncapabilities: null\n'))).toEqual([`value-no-op ${DIR}/tool.yaml:1:7`, `value-no-op ${DIR}/tool.yaml:2:15`]);
    const caps = result.diagnostics.find((d) => d.line === 2 && d.file.endsWith("tool.yaml"))!;
    expect(caps.message).not.toContain("split");
    expect(caps.message).toContain("`[]`");
  });

  it("keeps field-type for values the reference mis-loads (a string list, a non-empty schema list, a mapping)", () => {
    const result = checkFiles(core("capabilities: {fs.read: {}}\ninput_schema: [a]\n"));
    expect(findings(core("capabilities: {fs.read: {}}\ninput_schema: [a]\n"))).toEqual([`field-type ${DIR}/tool.yaml:1:15`, `field-type ${DIR}/tool.yaml:2:15`]);
    expect(result.diagnostics.find((d) => d.line === 1 && d.rule === "field-type")!.message).not.toContain("split");
  });

  it("converts `max_model_steps: \"90\"` as pydantic does, and still range-checks it", () => {
    const manifest = (steps: string) => `agent: {id: core}\nruntime: {max_model_steps: ${steps}}\nslots: {tools: agent/tools}\n`;
    expect(findings(core("description: echo\n", manifest('"90"')))).toEqual([]);
    expect(findings(core("description: echo\n", manifest('"91"')))).toEqual(["invalid-value core/agent.yaml:2:28"]);
    expect(findings(core("description: echo\n", manifest('"ninety"')))).toEqual(["field-type core/agent.yaml:2:28"]);
  });
});
