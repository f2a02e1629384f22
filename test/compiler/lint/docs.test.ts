import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runExplain } from "../../../src/cli/explain.js";
import {
  allRuleDocs,
  nearestRuleIds,
  parseRulesMarkdown,
  ruleDocumentation,
} from "../../../src/compiler/lint/docs.js";
import { findPackageRoot } from "../../../src/package-info.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const rulesMd = readFileSync(resolve(repoRoot, "docs/rules.md"), "utf8");

/** Ids of the §3 index, read independently of the module under test. */
function indexIdsByRegex(): string[] {
  const index = rulesMd.slice(rulesMd.indexOf("## 3. Rule index"), rulesMd.indexOf("## 4. "));
  return [...index.matchAll(/^\| ([a-z][a-z0-9-]*) \| (?:error|warn|info)/gm)].map((m) => m[1]!);
}

function explain(id: string): { code: number; stdout: string; stderr: string } {
  let stdout = "";
  let stderr = "";
  const code = runExplain(id, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

describe("rule documentation", () => {
  it("finds the package root from the source tree", () => {
    expect(findPackageRoot(dirname(fileURLToPath(import.meta.url)))).toBe(repoRoot);
  });

  it("parses every §3 index row, in order", () => {
    const ids = indexIdsByRegex();
    expect(ids.length).toBeGreaterThan(60);
    expect(allRuleDocs().map((r) => r.id)).toEqual(ids);
  });

  it("has a documentation section for every rule in the §3 index, and no section outside it", () => {
    const ids = indexIdsByRegex();
    const missing = ids.filter((id) => ruleDocumentation(id) === undefined);
    expect(missing).toEqual([]);
    const sectionIds = [...rulesMd.matchAll(/^### ([a-z][a-z0-9-]*)\s*$/gm)].map((m) => m[1]!);
    expect(sectionIds.filter((id) => !ids.includes(id))).toEqual([]);
    for (const entry of allRuleDocs()) {
      expect(entry.description, entry.id).not.toBe("");
      expect(ruleDocumentation(entry.id)!.markdown, entry.id).toMatch(/\nDefault: /);
    }
  });

  it("reads severity, applies-to, trigger, group and the one-line title", () => {
    const yaml = allRuleDocs().find((r) => r.id === "yaml-syntax")!;
    expect(yaml).toEqual({
      id: "yaml-syntax",
      defaultSeverity: "error",
      description: "YAML that cannot be parsed.",
      severities: ["error"],
      appliesTo: ["any"],
      trigger: "YAML does not parse",
      group: "Parsing and structure",
    });
    const timeout = allRuleDocs().find((r) => r.id === "timeout-range")!;
    expect(timeout.defaultSeverity).toBe("error");
    expect(timeout.severities).toEqual(["error", "warn"]);
    expect(allRuleDocs().find((r) => r.id === "tool-unused")!.defaultSeverity).toBe("info");
    expect(allRuleDocs().find((r) => r.id === "missing-field")!.appliesTo).toEqual(["md-tool", "md-agent", "core-manifest", "mcp-manifest"]);
  });

  it("returns the whole section, from its heading to the next one", () => {
    const doc = ruleDocumentation("bom")!;
    expect(doc.title).toBe("The Markdown file starts with a UTF-8 byte order mark.");
    expect(doc.markdown.startsWith("### bom\nThe Markdown file starts")).toBe(true);
    expect(doc.markdown.endsWith("Example: bytes `EF BB BF 2D 2D 2D 0A`.\n")).toBe(true);
    expect(ruleDocumentation("internal-error")!.markdown).toContain("Example: any input that makes a rule throw.");
    expect(ruleDocumentation("Bom")).toBeUndefined();
    expect(ruleDocumentation("1.1 Severities and configuration")).toBeUndefined();
  });

  it("ignores headings inside code fences and reads CRLF text", () => {
    const md = [
      "## 3. Rule index", "| id | default | applies to | trigger |", "|---|---|---|---|", "| **G** ||||",
      "| a-rule | warn | any | it \\| fires |", "## 5. Rules", "### a-rule", "Catches things.", "```markdown",
      "### not-a-rule", "```", "Tail.", "", "### b-rule", "B.",
    ].join("\r\n");
    const docs = parseRulesMarkdown(md);
    expect([...docs.sections.keys()]).toEqual(["a-rule", "b-rule"]);
    expect(docs.sections.get("a-rule")!.markdown).toContain("### not-a-rule\n```\nTail.\n");
    expect(docs.index).toEqual([
      { id: "a-rule", defaultSeverity: "warn", description: "Catches things.", severities: ["warn"], appliesTo: ["any"], trigger: "it | fires", group: "G" },
    ]);
  });

  it("suggests the nearest rule ids", () => {
    expect(nearestRuleIds("yaml-sytnax")).toEqual(["yaml-syntax"]);
    expect(nearestRuleIds("Tool-Unused")[0]).toBe("tool-unused");
    expect(nearestRuleIds("duplicate-tol")).toEqual(["duplicate-tool", "duplicate-agent"]);
    expect(nearestRuleIds("duplicate-name")).toEqual(["duplicate-tool", "duplicate-agent", "duplicate-parameter"]);
    expect(nearestRuleIds("duplicate-name", 1)).toEqual(["duplicate-tool"]);
    expect(nearestRuleIds("completely-unrelated-words")).toEqual([]);
  });
});

describe("toolc explain", () => {
  it("prints a known rule's section as plain text and exits 0", () => {
    const { code, stdout, stderr } = explain("permission-write-auto");
    expect(code).toBe(0);
    expect(stderr).toBe("");
    expect(stdout.startsWith("permission-write-auto\nA tool that writes runs without confirmation.\nDefault: warn")).toBe(true);
    expect(stdout).toContain("\n    method: POST\n    permission: auto\n");
    expect(stdout).not.toContain("```");
    expect(stdout.endsWith("\n")).toBe(true);
    expect(stdout.endsWith("\n\n")).toBe(false);
  });

  it("rejects an unknown id with suggestions and exit 2", () => {
    expect(explain("yaml-sytnax")).toEqual({ code: 2, stdout: "", stderr: "unknown rule `yaml-sytnax`; did you mean `yaml-syntax`?\n" });
    const far = explain("zzzzzzzzzzzzzzzzzzzz");
    expect(far.code).toBe(2);
    expect(far.stderr).toBe("unknown rule `zzzzzzzzzzzzzzzzzzzz`; the rule ids are listed in the rule index (docs/rules.md §3)\n");
  });

  it("lists several suggestions with `or`", () => {
    expect(explain("duplicate-name").stderr).toBe(
      "unknown rule `duplicate-name`; did you mean `duplicate-tool`, `duplicate-agent` or `duplicate-parameter`?\n",
    );
    expect(explain("capability-unknow").stderr).toBe(
      "unknown rule `capability-unknow`; did you mean `capability-unknown` or `capability-unused`?\n",
    );
  });
});
