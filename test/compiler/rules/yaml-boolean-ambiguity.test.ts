import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/yaml-boolean-ambiguity.js";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import { checkFiles, lint, positions } from "../../helpers/project.js";

const fieldType = stageRule("field-type");

const tool = (front: string, body = "Body.\n") => `---\n${front}---\n${body}`;

describe("yaml-boolean-ambiguity", () => {
  it("reports unquoted yes/no/on/off in value, list-item and key position", () => {
    expect(
      lint(rule, {
        "config/tools/t.md": tool("name: t\nendpoint: https://x.test\nparameters:\n  - name: q\n    required: yes\n    enum: [on, Off, NO]\non: 1\n"),
      }),
    ).toEqual(["config/tools/t.md:6:15", "config/tools/t.md:7:12", "config/tools/t.md:7:16", "config/tools/t.md:7:21", "config/tools/t.md:8:1"]);
  });

  it("says which loader reads a boolean: PyYAML for yes/no/on/off, strict YAML 1.1 for y/n", () => {
    const result = checkFiles({ "package-repository/tool/p/tool.yaml": "input_schema:\n  enum: [YES, n, Y]\n" }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.line}:${d.column}-${d.endColumn}`)).toEqual(["2:10-13", "2:15-16", "2:18-19"]);
    expect(found[0]!.message).toContain("the boolean `true` by the reference loader (YAML 1.1)");
    expect(found[1]!.message).toContain("a string by the reference loader but as a boolean by strict YAML 1.1 loaders");
    expect(found[0]!.hint).toContain("`'YES'`");
  });

  it("ignores quoted and tagged scalars, true/false, block scalars, comments and the Markdown body", () => {
    expect(
      lint(rule, {
        "config/tools/t.md": tool(
          "name: t\nendpoint: https://x.test\ndescription: 'yes'\nrequired: true\nmode: \"off\"\nnote: !!str no\nlong: |\n  yes\n# yes\nwords: yes please\n",
          "yes\non\n",
        ),
        "agents/a/agent.yaml": "agent: {id: a}\nchannels:\n  x: {reply: \"off\", flag: false}\n",
      }),
    ).toEqual([]);
  });

  it("is lexical: still reported on a value that field-type reports", () => {
    const result = checkFiles({ "agents/a/agent.yaml": "agent: {id: a}\ntools:\n  metadata:\n    x: {risk: on}\n" }, [rule, fieldType]);
    expect(positions(result, "field-type")).toEqual(["agents/a/agent.yaml:4:15"]);
    expect(positions(result, "yaml-boolean-ambiguity")).toEqual(["agents/a/agent.yaml:4:15"]);
  });

  it("covers every document kind: MCP manifests, pipelines, fallbacks, agents", () => {
    expect(
      lint(rule, {
        "agents/a/agent.yaml": "agent: {id: a}\n",
        "agents/a/agent/mcp/docs.yaml": "command: x\nenabled: yes\n",
        "agents/a/agent/pipelines.yaml": "schema_version: 1\ninput: {serial: [n]}\n",
        "agents/agent.yaml": "approval:\n  default: no\n",
        "config/agents/a.md": tool("name: a\ninternal: off\n"),
      }),
    ).toEqual([
      "agents/a/agent/mcp/docs.yaml:2:10",
      "agents/a/agent/pipelines.yaml:2:18",
      "agents/agent.yaml:2:12",
      "config/agents/a.md:3:11",
    ]);
  });

  it("skips files gated by a parse-level rule", () => {
    expect(lint(rule, { "config/tools/t.md": tool("name: yes\n- oops\n") })).toEqual([]);
  });

  it("is suppressed by `# toolc-ignore` on the line above", () => {
    expect(
      lint(rule, {
        "config/tools/t.md": tool("name: t\nendpoint: https://x.test\n# toolc-ignore yaml-boolean-ambiguity — intended boolean\nrequired: yes\n"),
        "package-repository/tool/p/tool.yaml": "# toolc-ignore yaml-boolean-ambiguity -- legacy\ninput_schema: {x: on}\n",
      }),
    ).toEqual([]);
  });
});
