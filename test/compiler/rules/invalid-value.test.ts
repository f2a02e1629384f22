import { describe, expect, it } from "vitest";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import { checkFiles, lint } from "../../helpers/project.js";

const rule = stageRule("invalid-value");

describe("invalid-value", () => {
  it("reports a value outside the allowed set with a case hint", () => {
    const files = { "config/tools/stock.md": "---\nname: stock\nendpoint: https://a.example\npermission: AUTO\n---\n" };
    expect(lint(rule, files)).toEqual(["config/tools/stock.md:4:13"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toContain("values are case-sensitive: did you mean `auto`?");
  });

  it("compares core risk and approval trimmed and case-insensitively", () => {
    expect(lint(rule, { "pkg/echo/tool.yaml": "risk: ' High '\napproval_policy: PROMPT\n" })).toEqual([]);
    expect(lint(rule, { "pkg/echo/tool.yaml": "risk: extreme\n" })).toEqual(["pkg/echo/tool.yaml:1:7"]);
  });

  it("gives the special hint for agent `enabled` and for `display_policy: hidden`", () => {
    const result = checkFiles(
      {
        "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: {web_search: enabled}\n---\nhi\n",
        "pkg/echo/tool.yaml": "display_policy: hidden\n",
      },
      [rule],
    );
    expect(result.diagnostics.map((d) => d.hint)).toEqual(["this format takes `auto` or `confirm`", "use `tools.metadata.<id>.enabled: false`"]);
  });

  it("checks ranges and pipeline entries", () => {
    const files = {
      "core/agent.yaml": "agent: {id: c}\nruntime: {max_model_steps: 91}\n",
      "core/agent/input/base_input/slot.yaml": "description: s\n",
      "core/agent/pipelines.yaml": "schema_version: 2\ninput: {serial: [base_input, nope]}\n",
    };
    expect(lint(rule, files)).toEqual(["core/agent.yaml:2:28", "core/agent/pipelines.yaml:1:17", "core/agent/pipelines.yaml:2:30"]);
  });
});
