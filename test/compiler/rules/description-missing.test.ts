import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/description-missing.js";
import { checkFiles, lint } from "../../helpers/project.js";

const md = (front: string, body = "") => ({ "config/tools/t.md": `---\nname: lookup\nendpoint: https://x.io\n${front}\n---\n${body}` });
const CORE = { "core/agent.yaml": "agent:\n  id: demo\nslots:\n  tools: tools\n" };

describe("description-missing", () => {
  it("flags an md tool with neither description nor body, at the file", () => {
    expect(lint(rule, md(""))).toEqual(["config/tools/t.md:1:1"]);
    expect(lint(rule, md('description: "  "', "\n  \n"))).toEqual(["config/tools/t.md:1:1"]);
    expect(checkFiles(md(""), [rule]).diagnostics[0]!.message).toBe("tool `lookup` has no description and no body: the model cannot tell when to use it");
  });

  it("accepts an md tool with a description or a body", () => {
    expect(lint(rule, md("description: Looks things up."))).toEqual([]);
    expect(lint(rule, md("", "Use for lookups.\n"))).toEqual([]);
  });

  it("skips a description reported by field-type (a list, or null in md frontmatter)", () => {
    expect(lint(rule, md("description: [a]"))).toEqual([]);
    expect(lint(rule, md("description:"))).toEqual([]);
  });

  it("flags core and package tools without a description", () => {
    const files = {
      ...CORE,
      "core/tools/echo/tool.yaml": "entrypoint: tool:execute\n",
      "core/tools/ok/tool.yaml": "description: Echoes.\n",
      "core/tools/empty/tool.yaml": "",
      "package-repository/tool/pkg/tool.yaml": "description: ''\n",
    };
    expect(lint(rule, files)).toEqual(["core/tools/echo/tool.yaml:1:1", "core/tools/empty/tool.yaml:1:1", "package-repository/tool/pkg/tool.yaml:1:1"]);
    const d = checkFiles(files, [rule]).diagnostics[0]!;
    expect(d.message).toBe("tool `echo` has no description: the model cannot tell when to use it");
  });

  it("can be turned off in rules:", () => {
    expect(lint(rule, { ...md(""), "toolc.config.yaml": "rules:\n  description-missing: off\n" })).toEqual([]);
  });
});
