import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/duplicate-agent.js";
import { checkFiles, lint } from "../../helpers/project.js";

const md = (name: string) => `---\nname: ${name}\n---\nPrompt.\n`;

describe("duplicate-agent", () => {
  it("reports the later file, naming the file the reference keeps", () => {
    const result = checkFiles({ "config/agents/lead_v2.md": md("lead_agent"), "config/agents/lead_agent.md": md("lead_agent") }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}-${d.endColumn}`)).toEqual(["config/agents/lead_v2.md:2:7-17"]);
    expect(found[0]!.message).toBe(
      "agent `lead_agent` is also defined in `config/agents/lead_agent.md`: the reference keeps only `config/agents/lead_v2.md` and silently drops the other",
    );
    expect(found[0]!.related.map((r) => `${r.file}:${r.line}:${r.column}`)).toEqual(["config/agents/lead_agent.md:2:7"]);
  });

  it("stays quiet for distinct names and for tools sharing an agent's name", () => {
    expect(lint(rule, { "config/agents/a.md": md("a"), "config/agents/b.md": md("b"), "config/tools/a.md": md("a") })).toEqual([]);
  });

  it("is suppressed by `# toolc-ignore` above the name", () => {
    expect(lint(rule, { "config/agents/a.md": md("a"), "config/agents/b.md": "---\n# toolc-ignore duplicate-agent — override on purpose\nname: a\n---\n" })).toEqual([]);
  });
});
