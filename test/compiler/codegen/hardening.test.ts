/**
 * The reported "checks pass, then generation crashes (exit 3)" cases, one by one, through the whole
 * `toolc compile` in process: each now either generates or is an ordinary diagnostic.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeProject } from "../../helpers/project.js";
import { compileInProcess, entryNames, reportedRules } from "./compile-in-process.js";

const agent = (name: string, tool: string) => `---
name: "${name}"
description: Coordinates
tools:
  "${tool}": confirm
---
Role.
`;

const markdownTool = (name: string, parameter: string) => `---
name: "${name}"
description: Quote
permission: confirm
endpoint: https://api.example.com/q
parameters:
${parameter}
---
Body.
`;

describe("generation after a passing check", () => {
  it("a parameter description with `/*` and a default generates (ts-morph no longer closes a comment before @default)", async () => {
    const root = writeProject({
      "toolc.config.yaml": "markdown: { entryAgent: lead }\n",
      "config/agents/lead.md": agent("lead", "quote"),
      "config/tools/quote.md": markdownTool(
        "quote",
        `  - name: glob
    type: string
    description: "Files matching /* or **/*.md"
    required: false
    default: "*.md"`,
      ),
    });
    const run = await compileInProcess(root);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    const file = readFileSync(path.join(root, "generated/tools/quote.ts"), "utf8");
    expect(file).toContain('   * Files matching /* or **\\/*.md\n   * @default "*.md"\n   */\n  glob?: string;');
  });

  it("a 300-character agent name generates with shortened file names and an agent-name-length warning", async () => {
    const long = "a".repeat(300);
    const root = writeProject({
      "toolc.config.yaml": `markdown: { entryAgent: ${long} }\n`,
      "config/agents/lead.md": agent(long, "quote"),
      "config/tools/quote.md": markdownTool("quote", "  - {name: q, type: string, description: Query}"),
    });
    const run = await compileInProcess(root);
    expect(run.code).toBe(0);
    expect(reportedRules(run.report)).toContain("agent-name-length");
    const names = entryNames(path.join(root, "generated"));
    expect(names.filter((n) => n.startsWith("aaa")).sort()).toEqual([`${"a".repeat(187)}-9835fa6bf4e2.md`, `${"a".repeat(187)}-9835fa6bf4e2.tools.json`, `${"a".repeat(187)}-9835fa6bf4e2.tools.ts`, `${"a".repeat(187)}-9835fa6bf4e2.ts`]);
  });

  it("an input_schema `$ref` that points at itself is an input-schema-invalid error, not exit 3", async () => {
    const root = writeProject({
      "agent.yaml": `schema_version: 1
agent:
  id: core
capabilities: { defaults: { "tool.call:probe": {} } }
slots: { tools: pkg }
`,
      "pkg/probe/tool.yaml": `description: Probe
risk: low
approval_policy: auto
capability: "tool.call:probe"
input_schema:
  type: object
  properties:
    loop: {$ref: "#/properties/loop"}
`,
      "pkg/probe/module.mjs": "export function execute() { return { content: 'ok' }; }\n",
    });
    const run = await compileInProcess(root);
    expect(run).toMatchObject({ code: 1, stderr: "" });
    expect(reportedRules(run.report)).toContain("input-schema-invalid");
  });

  it("a tool named `*/` (tool-name-format turned off) generates: every doc comment escapes names", async () => {
    const root = writeProject({
      "toolc.config.yaml": 'markdown: { entryAgent: "lead */" }\nrules: { tool-name-format: off }\n',
      "config/agents/lead.md": agent("lead */", "*/"),
      "config/tools/quote.md": markdownTool("*/", "  - {name: q, type: string, description: Query}"),
    });
    expect(await compileInProcess(root)).toMatchObject({ code: 0, stderr: "" });
  });
});
