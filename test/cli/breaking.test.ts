/**
 * `toolc breaking` and `toolc lock` through the built binary: every `--format` (SARIF valid against the
 * OASIS schema), exit codes (a missing ref exits 2), and `compile --check` failing on a stale toolc.lock.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv from "ajv-draft-04";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { LEAD_MD, QUOTE_MD, edit, gitProject } from "../compiler/change/fixture.js";
import { runToolc, STACK_LINE } from "../helpers/cli.js";

const here = dirname(fileURLToPath(import.meta.url));
const schema = JSON.parse(readFileSync(resolve(here, "../../../shared/schemas/sarif-schema-2.1.0.json"), "utf8"));
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

/** A repository whose work tree widens a permission and narrows an enum against HEAD. */
function changedRepo(): string {
  const root = gitProject();
  edit(root, {
    "config/agents/lead_agent.md": LEAD_MD.replace("get_quote: confirm", "get_quote: auto"),
    "config/tools/get_quote.md": QUOTE_MD.replace("enum: [USD, EUR, GBP]", "enum: [USD, EUR]"),
  });
  return root;
}

describe("toolc breaking (binary)", () => {
  it("writes schema-valid SARIF with the baseline as a related location", () => {
    const run = runToolc(["breaking", "--against", "HEAD", "--format", "sarif"], changedRepo());
    expect(run.code).toBe(1);
    const log = JSON.parse(run.stdout);
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
    const results = log.runs[0].results;
    expect(results.map((r: { ruleId: string }) => r.ruleId)).toEqual(["breaking-permission-widened", "breaking-enum-narrowed"]);
    expect(results[1].relatedLocations[0].physicalLocation.artifactLocation.uri).toBe("config/tools/get_quote.md");
    expect(log.runs[0].tool.driver.rules.some((r: { id: string }) => r.id === "breaking-tool-removed")).toBe(true);
  });

  it("reports in text, github and junit, and exits 2 for a missing ref without a stack trace", () => {
    const root = changedRepo();
    const text = runToolc(["breaking", "--against", "HEAD"], root);
    expect(text.stdout).toContain("config/agents/lead_agent.md:5:3: error: agent `lead_agent` may now run tool `get_quote` with `auto` instead of `confirm` [breaking-permission-widened]");
    expect(text.stdout).toContain("2 errors, 0 warnings in 4 files");
    expect(runToolc(["breaking", "--against", "HEAD", "--format", "github"], root).stdout).toContain("::error file=config/tools/get_quote.md,line=17,col=5");
    expect(runToolc(["breaking", "--against", "HEAD", "--format", "junit"], root).stdout).toContain("breaking-enum-narrowed");
    const missing = runToolc(["breaking", "--against", "HEAD~5"], root);
    expect(missing).toMatchObject({ code: 2, stdout: "" });
    expect(missing.stderr).not.toMatch(STACK_LINE);
    expect(runToolc(["breaking"], root).code).toBe(2); // --against is required
  });
});

describe("toolc lock (binary)", () => {
  it("locks, then fails `lock --check` and `compile --check` after a change", () => {
    const root = gitProject();
    expect(runToolc(["lock"], root)).toMatchObject({ code: 0, stdout: "wrote toolc.lock (5 tools)\n" });
    expect(runToolc(["lock", "--check"], root).code).toBe(0);
    edit(root, { "config/tools/get_quote.md": QUOTE_MD.replace("Get the latest stock quote", "Get a quote") });
    const check = runToolc(["lock", "--check"], root);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain("config/tools/get_quote.md:3:1: error: tool `get_quote` no longer matches `toolc.lock`: `description` changed [lock-mismatch]");
    const compile = runToolc(["compile", "--check"], root);
    expect(compile.code).toBe(1);
    expect(compile.stdout).toContain("[lock-mismatch]");
  });
});
