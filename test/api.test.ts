/**
 * The public API as a consumer sees it: `import { check, compile } from "toolc"` resolved by package name
 * (a consumer folder whose `node_modules/toolc` links to this repository, so package.json `exports` and the
 * built `dist/` are what resolves), run by real node, and a typed consumer checked by the real `tsc --strict`.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { linkPackages, makeTempDir, removeDir, runTsc, STRICT_TSCONFIG, writeTree } from "./compiler/codegen/helpers.js";

const TOOL = `---
name: get_quote
description: Stock quote
permission: auto
endpoint: https://api.example.com/quote
parameters:
  - name: symbol
    description: Ticker
---
Use for quotes.
`;
const AGENT = `---
name: lead_agent
description: Lead
tools:
  get_quote: auto
---
You answer questions.
`;

const consumer = makeTempDir("api-consumer");
const projects = makeTempDir("api-projects");
afterAll(() => {
  removeDir(consumer);
  removeDir(projects);
});
linkPackages(consumer);
writeTree(projects, {
  "good/config/tools/get_quote.md": TOOL,
  "good/config/agents/lead_agent.md": AGENT,
  "bad/config/tools/get_quote.md": TOOL.replace("permission: auto", "permission: always"),
  "bad/config/agents/lead_agent.md": AGENT,
});

const USE_API = `import { check, compile } from "toolc";
const [good, bad] = process.argv.slice(2);
const checked = await check(bad);
const missing = await check(bad + "/nope");
const preview = await compile(good, { write: false });
const compiled = await compile(good);
console.log(JSON.stringify({
  bad: { ok: checked.ok, catalog: checked.catalog ?? null, at: checked.diagnostics.map((d) => \`\${d.rule}@\${d.file}:\${d.line}:\${d.column}\`) },
  missing: { ok: missing.ok, failure: missing.failure, diagnostics: missing.diagnostics },
  preview: { files: preview.files.size, written: preview.written ?? null },
  good: { ok: compiled.ok, root: compiled.root, tools: Object.keys(compiled.catalog.tools), files: [...compiled.files.keys()], written: compiled.written.written.length },
}));
`;

const TYPED = `import { check, compile, type Catalog, type CheckResult, type CompileResult, type Diagnostic, type Severity } from "toolc";

const result: CheckResult = await check(".", { cache: false });
const first: Diagnostic | undefined = result.diagnostics[0];
const severity: Severity | undefined = first?.severity;
const catalog: Catalog | undefined = result.catalog;
const compiled: CompileResult = await compile(".", { write: false, config: "toolc.config.yaml" });
export const summary = [result.summary.errors, severity, catalog?.entryAgent, compiled.files?.size, compiled.failure] as const;
// @ts-expect-error \`write\` is a boolean
await compile(".", { write: "no" });
`;

describe('import "toolc"', () => {
  it("checks and compiles through the package name, printing nothing of its own", () => {
    writeTree(consumer, { "package.json": JSON.stringify({ type: "module" }), "use-api.mjs": USE_API });
    const run = spawnSync(process.execPath, ["use-api.mjs", path.join(projects, "good"), path.join(projects, "bad")], { cwd: consumer, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      bad: { ok: false, catalog: null, at: ["invalid-value@config/tools/get_quote.md:4:13"] },
      missing: { ok: false, failure: "root", diagnostics: [] },
      preview: { files: expect.any(Number), written: null },
      good: {
        ok: true,
        root: path.join(projects, "good"),
        tools: expect.arrayContaining(["get_quote"]),
        files: expect.arrayContaining(["catalog.json", "tools/get_quote.ts", "agents/lead_agent.ts"]),
        written: expect.any(Number),
      },
    });
    expect(existsSync(path.join(projects, "good/generated/catalog.json"))).toBe(true);
  });

  it("type-checks a typed consumer under tsc --strict", () => {
    writeTree(consumer, {
      "package.json": JSON.stringify({ type: "module" }),
      "typed.ts": TYPED,
      "tsconfig.json": JSON.stringify({ ...STRICT_TSCONFIG, include: ["typed.ts"] }),
    });
    const { status, output } = runTsc(consumer);
    expect(output).toBe("");
    expect(status).toBe(0);
  });
});
