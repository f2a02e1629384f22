/**
 * Meta-test: the registry, the rule files, the stage-rule table and docs/rules.md agree, rule by rule.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { allRuleDocs } from "../../../src/compiler/lint/docs.js";
import { STAGE_RULES } from "../../../src/compiler/lint/stage-rules.js";
import { ALL_RULES, INTERNAL_ERROR, RULES } from "../../../src/compiler/rules/index.js";
import { CHANGE_RULES } from "../../../src/compiler/change/rules.js";
import { LOCK_MISMATCH } from "../../../src/compiler/lock/rule.js";

/** Rules reported outside the rule engine: by `toolc breaking` and the `toolc.lock` comparison. */
const REPORTED_ELSEWHERE = [...CHANGE_RULES, LOCK_MISMATCH];

const rulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../src/compiler/rules");

describe("rule registry", () => {
  it("registers exactly the rules of the catalogue: rule files + stage table (internal-error is the engine's; breaking-* and lock-mismatch are the change checks')", () => {
    const documented = allRuleDocs().map((doc) => doc.id).sort();
    const registered = [...RULES.map((rule) => rule.id), ...STAGE_RULES.map((row) => row.id), INTERNAL_ERROR.id, ...REPORTED_ELSEWHERE.map((rule) => rule.id)].sort();
    expect(registered).toEqual(documented);
  });

  it("runs every rule once, alphabetical by id", () => {
    const ids = ALL_RULES.map((rule) => rule.id);
    expect(ids).toEqual([...RULES.map((rule) => rule.id), ...STAGE_RULES.map((row) => row.id)].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is alphabetical and rules/ holds exactly one file per registered rule, plus the registry", () => {
    const ids = RULES.map((rule) => rule.id);
    expect(ids).toEqual([...ids].sort());
    const files = readdirSync(rulesDir).filter((f) => f !== "index.ts").map((f) => f.replace(/\.ts$/, ""));
    expect(files.sort()).toEqual([...ids].sort());
  });

  it("keeps the stage table alphabetical", () => {
    const ids = STAGE_RULES.map((row) => row.id);
    expect(ids).toEqual([...ids].sort());
  });

  it("uses the documented default severity", () => {
    const docs = new Map(allRuleDocs().map((doc) => [doc.id, doc.defaultSeverity]));
    for (const rule of [...ALL_RULES, ...REPORTED_ELSEWHERE]) expect(rule.defaultSeverity, rule.id).toBe(docs.get(rule.id));
  });

  it("has a test file per rule", () => {
    const tests = new Set(readdirSync(path.dirname(fileURLToPath(import.meta.url))));
    const untested = ALL_RULES.map((rule) => rule.id).filter((id) => !tests.has(`${id}.test.ts`));
    expect(untested).toEqual([]);
  });
});
