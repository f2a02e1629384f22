import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/unsafe-override.js";
import { checkFiles, lint } from "../../helpers/project.js";

const core = (tools: string) => `agent:\n  id: demo\ntools:\n${tools}`;

describe("unsafe-override", () => {
  it("reports each weakened field of a selected builtin", () => {
    const files = { "agent.yaml": core("  toolsets: [coding]\n  metadata:\n    terminal: {risk: low, approval_policy: ' Auto '}\n") };
    expect(lint(rule, files)).toEqual(["agent.yaml:6:22", "agent.yaml:6:44"]);
    const [risk, approval] = checkFiles(files, [rule]).diagnostics;
    expect(risk!.message).toBe(
      "`tools.metadata.terminal.risk` cannot lower the risk of builtin `terminal` from `high` to `low`: the host ignores this silently and keeps `high`",
    );
    expect(approval!.message).toContain("cannot weaken the approval of builtin `terminal` from `prompt` to `auto`");
  });

  it("accepts raising, equal values, unselected toolsets and non-builtins", () => {
    const files = {
      "agent.yaml": core(
        "  toolsets: [coding]\n  metadata:\n    write_file: {risk: medium, approval_policy: deny}\n    schedule_manage: {approval_policy: auto}\n    echo: {approval_policy: auto}\n",
      ),
    };
    expect(lint(rule, files)).toEqual([]);
  });

  it("skips values already reported by invalid-value", () => {
    expect(lint(rule, { "agent.yaml": core("  toolsets: [coding]\n  metadata:\n    terminal: {approval_policy: never}\n") })).toEqual([]);
  });

  it("is suppressed inline", () => {
    const files = {
      "agent.yaml": core(
        "  toolsets: [coding]\n  metadata:\n    terminal:\n      # toolc-ignore unsafe-override — documents intent\n      approval_policy: auto\n",
      ),
    };
    expect(lint(rule, files)).toEqual([]);
  });
});
