import { describe, expect, it } from "vitest";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import { checkFiles, lint } from "../../helpers/project.js";

const rule = stageRule("unknown-field");

describe("unknown-field", () => {
  it("reports a typo'd frontmatter key with the nearest match", () => {
    const files = { "config/tools/t.md": '---\nname: t\nendpoint: https://a.example\nrespone_extract: "$.data"\n---\n' };
    expect(lint(rule, files)).toEqual(["config/tools/t.md:4:1"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toContain("did you mean `response_extract`?");
  });

  it("reports unknown keys in parameter entries, tool.yaml, agent.yaml sections and MCP manifests", () => {
    const files = {
      "config/tools/t.md": "---\nname: t\nendpoint: https://a.example\nparameters:\n  - name: q\n    optional: true\n---\n",
      "core/agent.yaml": "agent: {id: c}\ntools: {allow_builtin: [x]}\nslots: {tools: agent/tools, mcp: agent/mcp}\n",
      "core/agent/tools/echo/tool.yaml": "enabled: false\n",
      "core/agent/mcp/docs.yaml": "command: docs\ntimeout: 3\n",
    };
    expect(lint(rule, files)).toEqual(["config/tools/t.md:6:5", "core/agent.yaml:2:9", "core/agent/mcp/docs.yaml:2:1", "core/agent/tools/echo/tool.yaml:1:1"]);
    const hint = checkFiles(files, [rule]).diagnostics.find((d) => d.file.endsWith("echo/tool.yaml"))!.hint;
    expect(hint).toContain("tools.metadata.<id>.enabled: false");
  });

  it("never checks open maps (headers, agent tools, slots, input_schema)", () => {
    const files = {
      "config/tools/t.md": "---\nname: t\nendpoint: https://a.example\nheaders: {X-Anything: v}\ninput_schema: {type: object, whatever: 1}\n---\n",
      "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: {t: auto}\n---\nhi\n",
    };
    expect(lint(rule, files)).toEqual([]);
  });

  it("leaves a `tools` key in pipelines.yaml to tool-in-pipeline", () => {
    expect(lint(rule, { "core/agent.yaml": "agent: {id: c}\n", "core/agent/pipelines.yaml": "schema_version: 1\ntools: {serial: [echo]}\n" })).toEqual([]);
  });
});
