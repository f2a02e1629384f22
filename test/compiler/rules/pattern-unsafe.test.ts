import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/pattern-unsafe.js";
import { checkFiles, lint, writeProject } from "../../helpers/project.js";
import { REPO_ROOT } from "../codegen/helpers.js";

const TOOL = "pkg/probe/tool.yaml";
const tool = (yaml: string) => lint(rule, { [TOOL]: yaml });

describe("pattern-unsafe", () => {
  it("reports a nested repetition at the `pattern` value", () => {
    const yaml = `input_schema:
  type: object
  properties:
    id:
      type: string
      pattern: "^(a+)+$"
  additionalProperties: false
`;
    const found = checkFiles({ [TOOL]: yaml }, [rule]).diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.rule}@${d.line}:${d.column}-${d.endColumn}`)).toEqual(["pattern-unsafe@6:16-25"]);
    expect(found[0]!.severity).toBe("error");
    expect(found[0]!.message).toContain("`#/properties/id/pattern`");
  });

  it("reports ambiguous alternation, `patternProperties` keys (at the key) and nested subschemas", () => {
    const yaml = `input_schema:
  type: object
  properties:
    tags:
      type: array
      items:
        type: string
        pattern: '^(\\w|\\d)+$'
  patternProperties:
    "^(x*y*)*z$": {type: string}
  additionalProperties: false
`;
    expect(tool(yaml)).toEqual([`${TOOL}:8:18`, `${TOOL}:10:5`]);
  });

  it("accepts safe and polynomial patterns", () => {
    const yaml = `input_schema:
  type: object
  properties:
    slug: {type: string, pattern: "^[a-z]+(-[a-z]+)*$"}
    url: {type: string, pattern: "^https://"}
    amount: {type: string, pattern: '^\\d+\\.?\\d*$'}
    day: {type: string, pattern: '^\\d{4}-\\d{2}-\\d{2}$'}
    broken: {type: string, pattern: "(unclosed"}
  additionalProperties: false
`;
    expect(tool(yaml)).toEqual([]);
  });

  it("checks Markdown frontmatter `input_schema`", () => {
    const md = `---
name: lookup
endpoint: https://example.com
input_schema:
  type: object
  properties:
    q: {type: string, pattern: "(a|a)*!"}
---
`;
    expect(lint(rule, { "config/tools/lookup.md": md })).toEqual(["config/tools/lookup.md:7:32"]);
  });

  it("is suppressed by `toolc-ignore` on the line above", () => {
    const yaml = `input_schema:
  type: object
  properties:
    id:
      type: string
      # toolc-ignore pattern-unsafe — input is capped upstream
      pattern: "^(a+)+$"
`;
    expect(tool(yaml)).toEqual([]);
  });
});

describe("the compiler on a catastrophic pattern with a default (built binary)", () => {
  it("does not hang checking the default: exit 1 with pattern-unsafe", () => {
    const root = writeProject({
      [TOOL]: `input_schema:
  type: object
  properties:
    id:
      type: string
      pattern: "^(a+)+$"
      default: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!"
  additionalProperties: false
`,
    });
    let status = 0;
    let stdout = "";
    try {
      // Generous: a hang would take minutes (2^36 steps); a normal run takes about a second.
      execFileSync(process.execPath, [path.join(REPO_ROOT, "dist/bin/toolc.js"), "compile", root, "--no-emit", "--format", "json"], { encoding: "utf8", timeout: 60_000 });
    } catch (error) {
      ({ status, stdout } = error as { status: number; stdout: string });
    }
    expect(status).toBe(1);
    const rules = (JSON.parse(stdout) as { diagnostics: { rule: string; line: number; column: number }[] }).diagnostics.map((d) => `${d.rule}@${d.line}:${d.column}`);
    expect(rules).toContain("pattern-unsafe@6:16");
    // The default is not tested against the unsafe pattern (that is what would hang).
    expect(rules.filter((r) => r.startsWith("input-schema-invalid"))).toEqual([]);
  });
});
