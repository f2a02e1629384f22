/**
 * Hostile input never crashes the compiler: every case gives a diagnostic (or is skipped with one).
 */
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../src/compiler/index.js";
import { runToolc, STACK_LINE } from "../helpers/cli.js";
import { writeProject } from "../helpers/project.js";

const TOOL = "---\nname: t\ndescription: d\nendpoint: https://api.example.com/x\n---\nbody\n";

const rulesAt = (root: string) => {
  const result = check({ root });
  expect(result.internalError).toBe(false);
  return result.diagnostics.map((d) => `${d.rule} ${d.file}:${d.line}:${d.column}`);
};

describe("hostile input", () => {
  it("an empty Markdown file is frontmatter-missing", () => {
    expect(rulesAt(writeProject({ "config/tools/a.md": "" }))).toContain("frontmatter-missing config/tools/a.md:1:1");
  });

  it("an empty agent.yaml is yaml-not-mapping, an empty tool.yaml is `{}`", () => {
    const root = writeProject({ "core/agent.yaml": "", "pkg/echo/tool.yaml": "" });
    const rules = rulesAt(root);
    expect(rules).toContain("yaml-not-mapping core/agent.yaml:1:1");
    expect(rules.filter((r) => r.includes("pkg/echo/tool.yaml") && r.startsWith("yaml-"))).toEqual([]);
  });

  it("a binary file is reported, not parsed", () => {
    const root = writeProject({ "config/tools/bin.md": Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0xff, 0x00, 0x0a]) });
    expect(rulesAt(root)).toContain("yaml-syntax config/tools/bin.md:1:1");
  });

  it("invalid UTF-8 is reported at the bad byte", () => {
    const bytes = Buffer.concat([Buffer.from("---\nname: t\ndescription: caf"), Buffer.from([0xc3, 0x28]), Buffer.from("\n---\n")]);
    const rules = rulesAt(writeProject({ "config/tools/u.md": bytes }));
    expect(rules).toContain("yaml-syntax config/tools/u.md:3:17");
  });

  it("a 50 MB file is refused by size without being read", () => {
    const root = writeProject({ "config/tools/ok.md": TOOL });
    writeFileSync(path.join(root, "config/tools/huge.md"), Buffer.alloc(50 * 1024 * 1024, 0x61));
    expect(rulesAt(root)).toContain("yaml-syntax config/tools/huge.md:1:1");
  });

  it("a YAML alias bomb is refused at the alias that crosses the limit", () => {
    const bomb = [
      "a: &a [x, x, x, x, x, x, x, x, x, x]",
      "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]",
      "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]",
      "d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]",
      "e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]",
    ].join("\n");
    const rules = rulesAt(writeProject({ "pkg/bomb/tool.yaml": bomb }));
    expect(rules.some((r) => r.startsWith("yaml-alias-limit pkg/bomb/tool.yaml:"))).toBe(true);
  });

  it("a self-referencing alias is refused", () => {
    const rules = rulesAt(writeProject({ "pkg/loop/tool.yaml": "input_schema: &s {type: object, properties: {x: *s}}\n" }));
    expect(rules.some((r) => r.startsWith("yaml-alias-limit pkg/loop/tool.yaml:1:"))).toBe(true);
  });

  it("symlink loops are skipped", () => {
    const root = writeProject({ "config/tools/ok.md": TOOL });
    mkdirSync(path.join(root, "loop"));
    symlinkSync(path.join(root, "loop"), path.join(root, "loop/self"));
    symlinkSync(path.join(root, "a-link"), path.join(root, "b-link"));
    symlinkSync(path.join(root, "b-link"), path.join(root, "a-link"));
    expect(() => rulesAt(root)).not.toThrow();
  });

  it("an unreadable file is reported (skipped when running as root, which can read anything)", () => {
    const root = writeProject({ "config/tools/secret.md": TOOL });
    chmodSync(path.join(root, "config/tools/secret.md"), 0o000);
    const rules = rulesAt(root);
    if (process.getuid?.() !== 0) expect(rules).toContain("yaml-syntax config/tools/secret.md:1:1");
    else expect(rules.filter((r) => r.startsWith("yaml-syntax"))).toEqual([]);
  });

  it("a directory named tool.yaml is reported", () => {
    const root = writeProject({
      "core/agent.yaml": "agent: {id: c}\nslots: {tools: agent/tools}\n",
      "core/agent/tools/weird/tool.yaml/.keep": "",
      "pkg/odd/tool.yaml/.keep": "",
    });
    const rules = rulesAt(root);
    expect(rules.some((r) => r.includes("pkg/odd/tool.yaml"))).toBe(true);
  });

  it("a deeply nested document does not overflow the stack", () => {
    const deep = "input_schema: " + "[".repeat(5000) + "]".repeat(5000) + "\n";
    expect(() => rulesAt(writeProject({ "pkg/deep/tool.yaml": deep }))).not.toThrow();
  });

  describe("3,000 nested block sequences (`- - - … x`)", () => {
    const deep = `${"- ".repeat(3000)}x`;
    // The root mapping is level 1, so the 256th `-` (column 3 + 255 × 2) opens level 257.
    it("are yaml-syntax at the first level past 256 in frontmatter, tool.yaml and agent.yaml", () => {
      const root = writeProject({
        "config/tools/deep.md": `---\nname: t\ndescription: d\nx:\n  ${deep}\n---\n`,
        "pkg/deep/tool.yaml": `input_schema:\n  ${deep}\n`,
        "core/agent.yaml": `agent: {id: c}\nx:\n  ${deep}\n`,
      });
      const rules = rulesAt(root).filter((r) => r.startsWith("yaml-syntax"));
      expect(rules).toEqual(["yaml-syntax config/tools/deep.md:5:513", "yaml-syntax core/agent.yaml:3:513", "yaml-syntax pkg/deep/tool.yaml:2:513"]);
    });

    it("in toolc.config.yaml are a configuration error (exit 2), no stack trace", () => {
      const root = writeProject({ "toolc.config.yaml": `ignore:\n  ${deep}\n`, "config/tools/ok.md": TOOL });
      const run = runToolc(["compile", "--no-emit", root]);
      expect(run.code).toBe(2);
      expect(run.stdout).toContain("toolc.config.yaml:2:513: error: invalid YAML: values are nested more than 256 levels deep");
      expect(run.stderr).not.toMatch(STACK_LINE);
    });
  });

  it("a schema nested just under the depth limit is checked and generated (exit 0)", () => {
    let schema = "{type: string, description: leaf}";
    // Each object level is two YAML levels (the schema and its `properties`): 126 of them reach level 254.
    for (let i = 0; i < 126; i++) schema = `{type: object, description: o, additionalProperties: false, required: [a], properties: {a: ${schema}}}`;
    const root = writeProject({
      "config/tools/deep.md": `---\nname: deep\ndescription: d\nendpoint: https://api.example.com/x\npermission: auto\ninput_schema: ${schema}\n---\n`,
      "config/agents/lead.md": "---\nname: lead_agent\ndescription: d\ntools: {deep: auto}\n---\nr\n",
    });
    const run = runToolc(["compile", root]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });

  it.each([
    ["ignore", `ignore: ["${"a".repeat(70_000)}"]`, "1:10", "/ignore/0"],
    ["out", `out: ${"a".repeat(70_000)}`, "1:6", "/out"],
  ])("a 70,000-character `%s` is a configuration error at the value (exit 2)", (_key, config, at, pointer) => {
    const run = runToolc(["compile", "--no-emit", writeProject({ "toolc.config.yaml": `${config}\n`, "config/tools/ok.md": TOOL })]);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain(`toolc.config.yaml:${at}: error: \`${pointer}\` must NOT have more than 4096 characters [invalid-value]`);
    expect(run.stderr).not.toMatch(STACK_LINE);
  });
});
