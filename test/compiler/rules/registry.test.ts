/**
 * Meta-test: the registry, the rule files and docs/rules.md agree, rule by rule.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { allRuleDocs } from "../../../src/compiler/rules/docs.js";
import { INTERNAL_ERROR, RULES } from "../../../src/compiler/rules/index.js";
import { CHANGE_RULES } from "../../../src/compiler/change/rules.js";
import { LOCK_MISMATCH } from "../../../src/compiler/lock/rule.js";

/** Rules reported outside the rule engine: by `toolc breaking` and the `toolc.lock` comparison. */
const REPORTED_ELSEWHERE = [...CHANGE_RULES, LOCK_MISMATCH];

const rulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../src/compiler/rules");

describe("rule registry", () => {
  it("registers exactly the rules of the catalogue (internal-error is the engine's; breaking-* and lock-mismatch are the change checks')", () => {
    const documented = allRuleDocs().map((doc) => doc.id).sort();
    const registered = [...RULES.map((rule) => rule.id), INTERNAL_ERROR.id, ...REPORTED_ELSEWHERE.map((rule) => rule.id)].sort();
    expect(registered).toEqual(documented);
  });

  it("is alphabetical and each rule lives in a file named after its id", () => {
    const ids = RULES.map((rule) => rule.id);
    expect(ids).toEqual([...ids].sort());
    const files = new Set(readdirSync(rulesDir).filter((f) => f.endsWith(".ts")).map((f) => f.slice(0, -3)));
    for (const id of ids) expect(files.has(id), id).toBe(true);
  });

  it("uses the documented default severity", () => {
    const docs = new Map(allRuleDocs().map((doc) => [doc.id, doc.defaultSeverity]));
    for (const rule of [...RULES, ...REPORTED_ELSEWHERE]) expect(rule.defaultSeverity, rule.id).toBe(docs.get(rule.id));
  });

  it("has a test file per rule", () => {
    const tests = new Set(readdirSync(path.dirname(fileURLToPath(import.meta.url))));
    const untested = RULES.map((rule) => rule.id).filter((id) => !tests.has(`${id}.test.ts`));
    expect(untested).toEqual([]);
  });
});
