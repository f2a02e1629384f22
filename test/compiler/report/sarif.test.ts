import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv from "ajv-draft-04";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { allRuleDocs } from "../../../src/compiler/lint/docs.js";
import { FINGERPRINT_KEY, SARIF_SCHEMA_URI, createSarifFormatter, fileUri, sarif } from "../../../src/compiler/report/sarif.js";
import { STOCK_MD, reportInput, specDiagnostic } from "./fixtures.js";

const here = dirname(fileURLToPath(import.meta.url));
const schemaPath = resolve(here, "../../../../shared/schemas/sarif-schema-2.1.0.json");
const schema = JSON.parse(readFileSync(schemaPath, "utf8"));
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

/** Parses a SARIF log after checking it against the OASIS schema. */
function valid(out: string): any {
  const log = JSON.parse(out);
  const ok = validate(log);
  expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
  expect(ok).toBe(true);
  return log;
}

const fingerprintOf = (out: string, i = 0): string => JSON.parse(out).runs[0].results[i].partialFingerprints[FINGERPRINT_KEY];

describe("sarif formatter", () => {
  it("writes a schema-valid log for the spec example, with every catalogue rule", () => {
    const rules = allRuleDocs();
    const log = valid(sarif(reportInput([specDiagnostic()], { rules })));
    expect(log.$schema).toBe(SARIF_SCHEMA_URI);
    expect(log.version).toBe("2.1.0");
    expect(log.runs).toHaveLength(1);
    const driver = log.runs[0].tool.driver;
    expect(driver).toMatchObject({ name: "toolc", version: "0.1.0" });
    expect(driver.rules.map((r: any) => r.id)).toEqual(rules.map((r) => r.id));
    const invalid = driver.rules.find((r: any) => r.id === "invalid-value");
    expect(invalid.shortDescription.text).toBe("A value of the right type that lies outside its allowed set or range.");
    expect(invalid.fullDescription.text).toMatch(/^Triggers when: /);
    expect(invalid.help.markdown).toContain("Message: `{key}` is `{value}`");
    expect(invalid.help.text).not.toContain("**");
    expect(invalid.defaultConfiguration.level).toBe("error");
    expect(driver.rules.find((r: any) => r.id === "tool-unused").defaultConfiguration.level).toBe("note");
    const result = log.runs[0].results[0];
    expect(result).toMatchObject({
      ruleId: "invalid-value",
      ruleIndex: rules.findIndex((r) => r.id === "invalid-value"),
      level: "error",
      message: { text: "`permission` must be one of `auto`, `confirm`, got `always`\nhint: use `confirm` for tools that write, spend or send messages" },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: "config/tools/stock.md", uriBaseId: "%SRCROOT%" },
            region: { startLine: 7, startColumn: 13, endLine: 7, endColumn: 19 },
          },
        },
      ],
    });
    expect(log.runs[0].originalUriBaseIds["%SRCROOT%"]).toBeDefined();
  });

  it("stays valid with related locations, directories, odd file names, unknown rules and an absolute root", () => {
    const diagnostics = [
      specDiagnostic({ severity: "warn", related: [{ file: "config/tools/a b.md", line: 2, column: 1, message: "first" }] }),
      specDiagnostic({ rule: "not-in-catalogue", severity: "info", file: "dir #1/x%y?.md", hint: undefined }),
      specDiagnostic({ rule: "tools-root", file: "agent/tools", line: 0, column: 0, endLine: 0, endColumn: 0 }),
    ];
    const log = valid(sarif(reportInput(diagnostics, { root: "/home/me/project" })));
    const [warn, unknown, dir] = log.runs[0].results;
    expect(warn.level).toBe("warning");
    expect(warn.relatedLocations[0].physicalLocation.artifactLocation.uri).toBe("config/tools/a%20b.md");
    expect(unknown.ruleIndex).toBeUndefined();
    expect(unknown.level).toBe("note");
    expect(unknown.locations[0].physicalLocation.artifactLocation.uri).toBe("dir%20%231/x%25y%3F.md");
    expect(dir.locations[0].physicalLocation.region).toBeUndefined();
    expect(log.runs[0].originalUriBaseIds["%SRCROOT%"]).toEqual({ uri: "file:///home/me/project/" });
  });

  it("uses a validator that really rejects broken logs", () => {
    const log = JSON.parse(sarif(reportInput([specDiagnostic()])));
    expect(validate({ ...log, version: "2.0.0" })).toBe(false);
    log.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0;
    expect(validate(log)).toBe(false);
    expect(validate({ ...JSON.parse(sarif(reportInput([]))), $schema: "not a uri" })).toBe(false);
  });

  it("is valid with no results and no rules", () => {
    const log = valid(sarif(reportInput([], { rules: [] })));
    expect(log.runs[0].results).toEqual([]);
  });

  it("fingerprints survive unrelated edits but change with the finding or its line", () => {
    const base = fingerprintOf(sarif(reportInput([specDiagnostic()])));
    const shifted = new Map([["config/tools/stock.md", "# added\n\n" + STOCK_MD]]);
    const moved = fingerprintOf(sarif(reportInput([specDiagnostic({ line: 9, endLine: 9 })], { sources: shifted })));
    expect(moved).toBe(base);
    const indented = new Map([["config/tools/stock.md", STOCK_MD.replace("permission: always", "  permission: always  ")]]);
    expect(fingerprintOf(sarif(reportInput([specDiagnostic()], { sources: indented })))).toBe(base);
    const edited = new Map([["config/tools/stock.md", STOCK_MD.replace("always", "alway")]]);
    expect(fingerprintOf(sarif(reportInput([specDiagnostic()], { sources: edited })))).not.toBe(base);
    expect(fingerprintOf(sarif(reportInput([specDiagnostic({ message: "other" })])))).not.toBe(base);
  });

  it("tells identical findings on identical lines apart by occurrence", () => {
    const sources = new Map([["d.yaml", "x: 1\nx: 1\n"]]);
    const d = (line: number) => specDiagnostic({ file: "d.yaml", line, endLine: line, column: 1, endColumn: 2 });
    const out = sarif(reportInput([d(1), d(2)], { sources }));
    expect(fingerprintOf(out, 0)).toMatch(/:1$/);
    expect(fingerprintOf(out, 1)).toBe(fingerprintOf(out, 0).replace(/:1$/, ":2"));
  });

  it("takes help from the injected documentation lookup", () => {
    const format = createSarifFormatter((id) => ({ id, title: "T.", markdown: `### ${id}\nT.\n\nTriggers when: **x** happens.\n` }));
    const rule = valid(format(reportInput([]))).runs[0].tool.driver.rules[0];
    expect(rule.help).toEqual({ text: "T.\n\nTriggers when: x happens.", markdown: "T.\n\nTriggers when: **x** happens." });
    expect(rule.fullDescription.text).toBe("Triggers when: x happens.");
  });

  it("encodes each path segment of a URI", () => {
    expect(fileUri("config/tools/stock.md")).toBe("config/tools/stock.md");
    expect(fileUri("a:b/ü c.md")).toBe("a%3Ab/%C3%BC%20c.md");
  });
});
