import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/unknown-toolset.js";
import { checkFiles, lint } from "../../helpers/project.js";

const core = (tools: string) => `agent:\n  id: demo\ntools:\n${tools}`;

describe("unknown-toolset", () => {
  it("reports each unknown entry and offers the nearest toolset", () => {
    const files = { "agent.yaml": core("  toolsets: [coding, web, codng, coding]\n") };
    expect(lint(rule, files)).toEqual(["agent.yaml:4:22", "agent.yaml:4:27"]);
    const [web, codng] = checkFiles(files, [rule]).diagnostics;
    expect(web!.message).toBe("unknown toolset `web`, expected one of `coding`, `demiurge_control`, `schedule`");
    expect(codng!.message).toContain("did you mean `coding`?");
  });

  it("leaves non-string entries to field-type and follows `core.toolsets`", () => {
    expect(lint(rule, { "agent.yaml": core("  toolsets: [1]\n") })).toEqual([]);
    const files = { "toolc.config.yaml": "core:\n  toolsets:\n    web: []\n", "agent.yaml": core("  toolsets: [web, coding]\n") };
    expect(lint(rule, files)).toEqual(["agent.yaml:4:19"]);
  });

  it("treats prototype names as unknown toolsets", () => {
    expect(lint(rule, { "agent.yaml": core("  toolsets: [constructor, __proto__]\n") })).toEqual(["agent.yaml:4:14", "agent.yaml:4:27"]);
  });

  it("is suppressed inline", () => {
    expect(lint(rule, { "agent.yaml": core("  toolsets:\n    # toolc-ignore unknown-toolset — newer host\n    - web\n") })).toEqual([]);
  });
});
