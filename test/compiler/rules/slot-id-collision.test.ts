import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/slot-id-collision.js";
import { checkFiles, lint } from "../../helpers/project.js";

const CORE = { "agents/a/agent.yaml": "agent: {id: a}\nslots: {tools: agent/tools}\n" };

describe("slot-id-collision", () => {
  it("reports a tool id equal to a slot id at the tool.yaml, relating the slot.yaml", () => {
    const result = checkFiles(
      {
        ...CORE,
        "agents/a/agent/input/base_input/slot.yaml": "entrypoint: module:process\n",
        "agents/a/agent/tools/base_input/tool.yaml": "",
        "agents/a/agent/tools/echo/tool.yaml": "",
      },
      [rule],
    );
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual(["agents/a/agent/tools/base_input/tool.yaml:1:1"]);
    expect(found[0]!.message).toBe("tool id `base_input` is already used by input slot `agent/input/base_input`: tools and slots share one id namespace");
    expect(found[0]!.related.map((r) => `${r.file}:${r.line}:${r.column}`)).toEqual(["agents/a/agent/input/base_input/slot.yaml:1:1"]);
  });

  it("covers bootstrap and output slots", () => {
    expect(
      lint(rule, {
        ...CORE,
        "agents/a/agent/bootstrap/ctx/slot.yaml": "",
        "agents/a/agent/output/out/slot.yaml": "",
        "agents/a/agent/tools/ctx/tool.yaml": "",
        "agents/a/agent/tools/out/tool.yaml": "",
      }),
    ).toEqual(["agents/a/agent/tools/ctx/tool.yaml:1:1", "agents/a/agent/tools/out/tool.yaml:1:1"]);
  });

  it("ignores slot directories without slot.yaml, other cores' slots and package tools", () => {
    expect(
      lint(rule, {
        ...CORE,
        "agents/a/agent/input/draft/README.md": "x",
        "agents/a/agent/tools/draft/tool.yaml": "",
        "agents/b/agent.yaml": "agent: {id: b}\n",
        "agents/b/agent/input/echo/slot.yaml": "",
        "agents/a/agent/tools/echo/tool.yaml": "",
        "package-repository/tool/base_input/tool.yaml": "",
      }),
    ).toEqual([]);
  });
});

describe("slot-id-collision configuration", () => {
  it("is reported on line 1 of tool.yaml, so only `rules:` can silence it", () => {
    const files = { ...CORE, "agents/a/agent/input/x/slot.yaml": "", "agents/a/agent/tools/x/tool.yaml": "" };
    expect(lint(rule, { ...files, "toolc.config.yaml": "rules:\n  slot-id-collision: off\n" })).toEqual([]);
  });
});
