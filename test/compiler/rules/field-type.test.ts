import { describe, expect, it } from "vitest";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import { checkFiles, lint } from "../../helpers/project.js";

const rule = stageRule("field-type");

describe("field-type", () => {
  it("reports wrong YAML types at the value", () => {
    const files = { "config/tools/t.md": '---\nname: t\nendpoint: https://a.example\nmethod: 1\ntimeout: "30s"\nparameters: {}\nheaders: {X-N: 5}\n---\n' };
    expect(lint(rule, files)).toEqual(["config/tools/t.md:4:9", "config/tools/t.md:5:10", "config/tools/t.md:6:13", "config/tools/t.md:7:16"]);
  });

  it("explains why a string `capabilities` is wrong", () => {
    const result = checkFiles({ "pkg/echo/tool.yaml": "capabilities: network.fetch\n" }, [rule]);
    expect(result.diagnostics.map((d) => `${d.line}:${d.column}`)).toEqual(["1:15"]);
    expect(result.diagnostics[0]!.message).toContain("split into single characters");
  });

  it("reports an agent `tools` list and a null metadata entry", () => {
    const files = {
      "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: [a, b]\n---\nhi\n",
      "core/agent.yaml": "agent: {id: c}\ntools:\n  metadata:\n    echo:\n",
    };
    expect(lint(rule, files)).toEqual(["config/agents/lead_agent.md:3:8", "core/agent.yaml:4:5"]);
  });

  it("accepts the documented types", () => {
    expect(lint(rule, { "pkg/echo/tool.yaml": "capabilities: [fs.read]\nentrypoint: null\ninput_schema: null\n" })).toEqual([]);
  });
});
