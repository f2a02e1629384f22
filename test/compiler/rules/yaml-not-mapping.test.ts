import { describe, expect, it } from "vitest";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import { lint } from "../../helpers/project.js";

const rule = stageRule("yaml-not-mapping");

describe("yaml-not-mapping", () => {
  it("reports a list root at the root node", () => {
    expect(lint(rule, { "config/tools/t.md": "---\n- name: lookup\n---\n" })).toEqual(["config/tools/t.md:2:1"]);
  });

  it("reports an empty frontmatter and an empty agent.yaml at the file", () => {
    expect(lint(rule, { "config/tools/t.md": "---\n# only a comment\n---\n", "core/agent.yaml": "" })).toEqual(["config/tools/t.md:1:1", "core/agent.yaml:1:1"]);
  });

  it("exempts an empty tool.yaml, which means `{}`", () => {
    expect(lint(rule, { "pkg/echo/tool.yaml": "" })).toEqual([]);
  });
});
