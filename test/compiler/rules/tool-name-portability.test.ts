import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/tool-name-portability.js";
import { checkFiles, lint } from "../../helpers/project.js";

const md = (name: string) => `---\nname: ${name}\nendpoint: https://x.test\n---\n`;
const CORE = { "agents/a/agent.yaml": "agent: {id: a}\nslots: {tools: agent/tools}\n" };

describe("tool-name-portability", () => {
  it("reports `__` in Markdown names and core ids", () => {
    const result = checkFiles({ ...CORE, "config/tools/a.md": md("docs__lookup"), "agents/a/agent/tools/docs__search/tool.yaml": "" }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual(["agents/a/agent/tools/docs__search/tool.yaml:1:1", "config/tools/a.md:2:7"]);
    expect(found[1]!.message).toContain("contains `__`, the MCP namespace separator");
    expect(found[1]!.hint).toBe("replace `__` with `_`");
  });

  it("reports names that pass 64 characters with a host prefix, using the longest such prefix", () => {
    const name = "a".repeat(60);
    const result = checkFiles(
      { "toolc.config.yaml": 'names:\n  hostPrefixes: ["x_", "mcp__toolc__", "mcp__t__"]\n', "config/tools/a.md": md(name), "config/tools/b.md": md("short") },
      [rule],
    );
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual(["config/tools/a.md:2:7"]);
    expect(found[0]!.message).toContain("is 72 characters with the host prefix `mcp__toolc__`, over 64");
    expect(found[0]!.hint).toBe("shorten it to at most 52 characters");
  });

  it("stays quiet without host prefixes, and on names tool-name-format reports", () => {
    expect(lint(rule, { "config/tools/a.md": md("a".repeat(64)), "config/tools/b.md": md("bad__name.x"), "config/tools/c.md": md("get_item") })).toEqual([]);
  });

  it("is suppressed by `# toolc-ignore` above the name", () => {
    expect(lint(rule, { "config/tools/a.md": "---\n# toolc-ignore tool-name-portability — never served over MCP\nname: a__b\nendpoint: https://x.test\n---\n" })).toEqual([]);
  });
});
