import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/yaml-duplicate-key.js";
import { checkFiles, lint } from "../../helpers/project.js";

const tool = (front: string) => `---\n${front}---\nBody.\n`;
const CORE = "agents/a/agent.yaml";

describe("yaml-duplicate-key", () => {
  it("reports the later key in Markdown frontmatter, with the earlier one related", () => {
    const result = checkFiles({ "config/tools/t.md": tool("name: t\nendpoint: https://x.test\npermission: confirm\ntimeout: 10\npermission: auto\n") }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === "yaml-duplicate-key");
    expect(found.map((d) => `${d.line}:${d.column}-${d.endColumn}`)).toEqual(["6:1-11"]);
    expect(found[0]!.message).toContain("value on line 4 is silently ignored");
    expect(found[0]!.related.map((r) => `${r.file}:${r.line}:${r.column}`)).toEqual(["config/tools/t.md:4:1"]);
  });

  it("checks nested mappings, flow mappings and every YAML file kind", () => {
    expect(
      lint(rule, {
        [CORE]: "agent: {id: a, id: b}\ntools:\n  metadata:\n    echo: {enabled: false}\n    echo: {enabled: true}\n",
        "agents/a/agent/mcp/docs.yaml": "command: x\ncommand: y\n",
        "agents/a/agent/pipelines.yaml": "schema_version: 1\nschema_version: 1\n",
        "agents/agent.yaml": "approval:\n  default: prompt\n  default: deny\n",
        "package-repository/tool/p/tool.yaml": "risk: low\ninput_schema:\n  type: object\n  type: object\n",
        "config/agents/lead_agent.md": tool("name: lead_agent\ntools: {web_search: auto, web_search: confirm}\n"),
      }),
    ).toEqual([
      "agents/a/agent.yaml:1:16",
      "agents/a/agent.yaml:5:5",
      "agents/a/agent/mcp/docs.yaml:2:1",
      "agents/a/agent/pipelines.yaml:2:1",
      "agents/agent.yaml:3:3",
      "config/agents/lead_agent.md:3:27",
      "package-repository/tool/p/tool.yaml:4:3",
    ]);
  });

  it("compares keys by resolved value, as Python dicts do: `yes` = `true` = `1` = `0x1`, but not `'1'`", () => {
    expect(lint(rule, { "agents/a/agent/tools/t/tool.yaml": "input_schema:\n  enum_map: {yes: 1, true: 2, 1: a, 0x1: b, '1': c}\n" })).toEqual([
      "agents/a/agent/tools/t/tool.yaml:2:22",
      "agents/a/agent/tools/t/tool.yaml:2:31",
      "agents/a/agent/tools/t/tool.yaml:2:37",
    ]);
  });

  it("pairs each repeat with the previous occurrence", () => {
    const result = checkFiles({ "package-repository/tool/p/tool.yaml": "risk: low\nrisk: high\nrisk: medium\n" }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === "yaml-duplicate-key");
    expect(found.map((d) => [d.line, d.related[0]!.line])).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });

  it("does not count keys brought in by a `<<` merge, nor quoted vs plain different types", () => {
    expect(
      lint(rule, {
        "package-repository/tool/p/tool.yaml": "input_schema:\n  base: &b {type: object}\n  properties:\n    <<: *b\n    type: string\n    '1': x\n    1: y\n",
      }),
    ).toEqual([]);
  });

  it("is lexical: reported even when the value is flagged by a structural rule, and in unknown keys", () => {
    expect(lint(rule, { "config/tools/t.md": tool("name: t\nendpoint: https://x.test\ntimeout: a\ntimeout: b\nextra: {k: 1, k: 2}\n") })).toEqual([
      "config/tools/t.md:5:1",
      "config/tools/t.md:6:15",
    ]);
  });

  it("skips files that fail a parse-level rule", () => {
    expect(lint(rule, { "config/tools/t.md": tool("name: t\nname: [\n") })).toEqual([]);
  });

  it("is suppressed by `# toolc-ignore` on the line above, in YAML files and in frontmatter", () => {
    expect(
      lint(rule, {
        "package-repository/tool/p/tool.yaml": "risk: low\n# toolc-ignore yaml-duplicate-key — migration in progress\nrisk: high\n",
        "config/tools/t.md": tool("name: t\nendpoint: https://x.test\n# toolc-ignore yaml-duplicate-key -- kept on purpose\nname: u\n"),
      }),
    ).toEqual([]);
  });
});
