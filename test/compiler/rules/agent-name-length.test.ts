import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/agent-name-length.js";
import { checkFiles, lint } from "../../helpers/project.js";

const LONG = "a".repeat(300);

describe("agent-name-length", () => {
  it("reports a Markdown agent name too long for a file name, naming the shortened stem", () => {
    const result = checkFiles(
      {
        "config/agents/long.md": `---
name: ${LONG}
description: Coordinates
---
Prompt.
`,
      },
      [rule],
    );
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual(["config/agents/long.md:2:7"]);
    expect(found[0]!.severity).toBe("warn");
    expect(found[0]!.message).toMatch(/is 300 characters, too long for a file name: its generated files are named `a{187}-[0-9a-f]{12}`/);
  });

  it("reports a core's agent.id, and counts characters, not bytes", () => {
    const files = {
      "agent.yaml": `schema_version: 1
agent:
  id: "${"é".repeat(201)}"
`,
    };
    expect(lint(rule, files)).toEqual(["agent.yaml:3:7"]);
  });

  it("stays quiet at 200 characters", () => {
    expect(
      lint(rule, {
        "config/agents/ok.md": `---
name: ${"b".repeat(200)}
---
Prompt.
`,
      }),
    ).toEqual([]);
  });
});
