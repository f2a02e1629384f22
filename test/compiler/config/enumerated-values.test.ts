/**
 * Every enumerated value in toolc.config.yaml is checked: a value outside its set is a configuration error
 * (exit 2) at the value, with "did you mean" when a known value is near. Values that may be a name or a
 * mapping (`providers`, `markdown.builtins`, `core.toolsets`) get only the errors of the form used.
 */
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import { writeProject } from "../../helpers/project.js";

function configErrors(config: string): string[] {
  const result = check({ root: writeProject({ "toolc.config.yaml": config }) });
  expect(result.failure).toBe("config");
  return result.diagnostics.map((d) => `${d.rule}@${d.line}:${d.column} ${d.message}`);
}

describe("enumerated config values", () => {
  it("rejects an unknown provider profile name, offering the nearest", () => {
    expect(
      configErrors(`providers:
  - openai-strictt
`),
    ).toEqual(["invalid-value@2:5 `/providers/0` is `openai-strictt`, expected one of `anthropic-strict`, `openai-strict`; did you mean `openai-strict`?"]);
  });

  it("accepts the built-in profile by name and a custom profile as a mapping", () => {
    const result = check({
      root: writeProject({
        "toolc.config.yaml": `providers:
  - openai-strict
  - name: in-house
    maxDepth: 3
`,
      }),
    });
    expect(result.failure).toBeUndefined();
    expect(result.config?.providers).toEqual(["openai-strict", { name: "in-house", maxDepth: 3 }]);
  });

  it("reports a bad value inside a mapping entry once, without a spurious `must be string`", () => {
    const errors = configErrors(`providers:
  - name: x
    maxDepth: 0
markdown:
  builtins:
    - read_file
    - name: lookup
      permission: alwayss
core:
  toolsets:
    files:
      - name: y
        risk: hihg
        approval_policy: promtp
        model_output_policy: currnt_turn
`);
    expect(errors.map((e) => e.split(" ")[0])).toEqual([
      "invalid-value@3:15",
      "invalid-value@8:19",
      "invalid-value@13:15",
      "invalid-value@14:26",
      "invalid-value@15:30",
    ]);
    expect(errors[2]).toContain("did you mean `high`?");
    expect(errors[3]).toContain("did you mean `prompt`?");
    expect(errors[4]).toContain("did you mean `current_turn`?");
  });

  it("offers the nearest key for a misspelt key inside a mapping entry", () => {
    expect(
      configErrors(`markdown:
  builtins:
    - name: lookup
      permision: auto
`),
    ).toEqual(["unknown-field@4:7 unknown key `permision` in toolc.config.yaml at `/markdown/builtins/0`; did you mean `permission`?"]);
  });

  it("offers the nearest severity and parameter type", () => {
    const errors = configErrors(`rules:
  tool-unused: warnn
markdown:
  builtins:
    - name: lookup
      parameters:
        - name: q
          type: strng
`);
    expect(errors).toEqual([
      "invalid-value@2:16 `/rules/tool-unused` is `warnn`, expected one of `error`, `warn`, `info`, `off`; did you mean `warn`?",
      "invalid-value@8:17 `/markdown/builtins/0/parameters/0/type` is `strng`, expected one of `string`, `integer`, `number`, `boolean`; did you mean `string`?",
    ]);
  });

  it("offers `process` for a near miss in secrets.env that is no file, and accepts a missing dotenv file", () => {
    expect(
      configErrors(`secrets:
  env: [.env, proces]
`),
    ).toEqual(["invalid-value@2:15 `/secrets/env/1` is `proces`, which is neither `process` nor an existing dotenv file; did you mean `process`?"]);
    const root = writeProject({ "toolc.config.yaml": "secrets:\n  env: [.env, process]\n", proces: "" });
    expect(check({ root }).failure).toBeUndefined();
    expect(check({ root: writeProject({ "toolc.config.yaml": "secrets:\n  env: [proces]\n", proces: "A=1\n" }) }).failure).toBeUndefined();
  });
});
