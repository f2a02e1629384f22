import { describe, expect, it } from "vitest";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import { lint } from "../../helpers/project.js";

const rule = stageRule("missing-field");

describe("missing-field", () => {
  it("reports an absent name/endpoint at the opening delimiter, an empty one at the key", () => {
    expect(lint(rule, { "config/tools/t.md": "---\ndescription: d\nendpoint:\n---\n" })).toEqual(["config/tools/t.md:1:1", "config/tools/t.md:3:1"]);
  });

  it("reports a parameter entry without a name at the entry", () => {
    expect(lint(rule, { "config/tools/t.md": "---\nname: t\nendpoint: https://a.example\nparameters:\n  - type: string\n---\n" })).toEqual(["config/tools/t.md:5:5"]);
  });

  it("reports agent.id at the file when `agent` is absent, at the key otherwise", () => {
    expect(lint(rule, { "a/agent.yaml": "runtime: {surface_root: agent}\n", "b/agent.yaml": "agent:\n  summary: s\n" })).toEqual(["a/agent.yaml:1:1", "b/agent.yaml:1:1"]);
  });

  it("reports MCP `command` for stdio and `url` for streamable_http", () => {
    const files = {
      "core/agent.yaml": "agent: {id: c}\n",
      "core/agent/mcp/a.yaml": "transport: stdio\n",
      "core/agent/mcp/b.yaml": "transport: streamable_http\nurl: ''\n",
    };
    expect(lint(rule, files)).toEqual(["core/agent/mcp/a.yaml:1:1", "core/agent/mcp/b.yaml:2:1"]);
  });

  it("is quiet when required keys are present", () => {
    expect(lint(rule, { "config/tools/t.md": "---\nname: t\nendpoint: https://a.example\n---\n", "core/agent.yaml": "agent: {id: c}\n" })).toEqual([]);
  });
});
