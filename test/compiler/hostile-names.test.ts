/**
 * User text that names a member of `Object.prototype` (`constructor`, `toString`, `__proto__`, `valueOf`,
 * `hasOwnProperty`) is an ordinary name everywhere: as a YAML key, as a value looked up in a table, as an
 * `input_schema` property, as a CLI argument.
 */
import { describe, expect, it } from "vitest";
import { check } from "../../src/compiler/index.js";
import { runToolc, STACK_LINE } from "../helpers/cli.js";
import { writeProject } from "../helpers/project.js";

const NAMES = ["constructor", "toString", "__proto__", "valueOf", "hasOwnProperty"];

const GOOD_TOOL = `---
name: good
description: d
endpoint: https://api.example.com/x
permission: auto
---
body
`;

const agent = (name: string) => `---
name: lead_agent
description: d
tools:
  good: ${name}
${name}: x
---
<role>r</role>
`;

const coreTool = (name: string) => `entrypoint: module:execute
description: d
${name}: 1
input_schema:
  type: object
  properties:
    ${name}: {type: string, description: x}
  required: [${name}]
  additionalProperties: false
risk: ${name}
`;

const hostileProject = (name: string) =>
  writeProject({
    "config/tools/good.md": GOOD_TOOL,
    "config/agents/lead.md": agent(name),
    "core/agent.yaml": "agent: {id: c}\nslots: {tools: agent/tools}\n",
    "core/agent/tools/echo/tool.yaml": coreTool(name),
    "core/agent/tools/echo/module.mjs": "export async function execute() { return { content: '' }; }\n",
  });

describe.each(NAMES)("the name `%s`", (name) => {
  it("as a looked-up value or key gets the ordinary diagnostics, each with its hint", () => {
    const result = check({ root: hostileProject(name) });
    expect(result.internalError).toBe(false);
    const found = result.diagnostics.map((d) => `${d.rule} ${d.file}:${d.line}:${d.column}`);
    expect(found).toEqual(
      expect.arrayContaining([
        "invalid-value config/agents/lead.md:5:9",
        "unknown-field config/agents/lead.md:6:1",
        "unknown-field core/agent/tools/echo/tool.yaml:3:1",
        "invalid-value core/agent/tools/echo/tool.yaml:10:7",
      ]),
    );
    expect(result.diagnostics.filter((d) => typeof d.hint !== "string")).toEqual([]);
  });

  it("as an `input_schema` property is an ordinary property", () => {
    const result = check({ root: hostileProject(name) });
    expect(result.diagnostics.filter((d) => d.rule.startsWith("input-schema") || d.rule === "parameter-name-format")).toEqual([]);
  });

  it("keeps the hint in JSON output, exit 1 and no stack trace", () => {
    const run = runToolc(["compile", "--no-emit", "--format", "json", hostileProject(name)]);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toMatch(STACK_LINE);
    const diagnostics = (JSON.parse(run.stdout) as { diagnostics: Array<{ rule: string; line: number; hint?: string }> }).diagnostics;
    expect(diagnostics.find((d) => d.rule === "invalid-value" && d.line === 5)?.hint).toBe("use an allowed value");
  });

  it("is an unknown agent or tool for `toolc prompt` and `toolc call` (exit 2)", () => {
    const root = writeProject({ "config/tools/good.md": GOOD_TOOL, "config/agents/lead.md": agent("auto").replace(/^auto: x\n/m, "") });
    expect(runToolc(["prompt", name, root]).code).toBe(2);
    expect(runToolc(["call", name, root]).code).toBe(2);
    expect(runToolc(["call", "good", root, "--agent", name]).code).toBe(2);
  });
});
