/**
 * The real `toolc` binary: exit codes 0/1/2/3, formats, --output, --max-warnings, --quiet, NO_COLOR.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { writeProject } from "../helpers/project.js";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = path.join(repo, "dist/bin/toolc.js");

function toolc(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, ...env } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const GOOD_TOOL = "---\nname: quote\ndescription: Stock quote\npermission: confirm\nendpoint: https://api.example.com/q\nparameters:\n  - name: symbol\n    description: Ticker\n---\nUse for quotes.\n";
const BAD_TOOL = "---\nname: quote\ndescription: Stock quote\npermission: always\nendpoint: https://api.example.com/q\n---\n";

describe("toolc compile exit codes", () => {
  it("exits 0 on a clean project", () => {
    const root = writeProject({ "config/tools/quote.md": GOOD_TOOL });
    const run = toolc(["compile", root, "--no-emit"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("0 errors");
  });

  it("exits 1 on an error, with file:line:col, caret and rule id", () => {
    const root = writeProject({ "config/tools/quote.md": BAD_TOOL });
    const run = toolc(["compile", root, "--no-emit"], { NO_COLOR: "1" });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("config/tools/quote.md:4:13: error:");
    expect(run.stdout).toContain("[invalid-value]");
    expect(run.stdout).toContain("^~~~~~");
    expect(run.stdout).not.toContain("\u001b[");
  });

  it("exits 2 on a bad flag, an unknown format, a missing root and an invalid config", () => {
    const root = writeProject({ "config/tools/quote.md": GOOD_TOOL });
    expect(toolc(["compile", root, "--no-such-flag"]).code).toBe(2);
    expect(toolc(["compile", root, "--format", "xml"]).code).toBe(2);
    expect(toolc(["compile", path.join(root, "missing")]).code).toBe(2);
    expect(toolc(["compile", root, "--max-warnings", "-1"]).code).toBe(2);
    const badConfig = writeProject({ "toolc.config.yaml": "rules:\n  tool-unusd: off\n  endpoint-insecure: loud\nbogus: 1\n" });
    const run = toolc(["compile", badConfig, "--no-emit", "--format", "json"]);
    expect(run.code).toBe(2);
    const report = JSON.parse(run.stdout) as { diagnostics: Array<{ rule: string; line: number }> };
    expect(report.diagnostics.map((d) => `${d.rule}:${d.line}`).sort()).toEqual(["invalid-value:3", "unknown-field:2", "unknown-field:4"]);
    expect(toolc(["compile", root, "--config", path.join(root, "nope.yaml")]).code).toBe(2);
  });

  it("--max-warnings fails on too many warnings; --quiet hides them", () => {
    const root = writeProject({ "config/tools/quote.md": GOOD_TOOL.replace("https://api.example.com", "http://api.example.com") });
    expect(toolc(["compile", root, "--no-emit"]).code).toBe(0);
    expect(toolc(["compile", root, "--no-emit", "--max-warnings", "0"]).code).toBe(1);
    const quiet = toolc(["compile", root, "--no-emit", "--quiet"]);
    expect(quiet.stdout).not.toContain("warning:");
  });

  it("--format json prints exactly one JSON document; --output writes it to a file", () => {
    const root = writeProject({ "config/tools/quote.md": BAD_TOOL });
    const run = toolc(["compile", root, "--no-emit", "--format", "json"]);
    const report = JSON.parse(run.stdout) as { version: number; summary: { errors: number } };
    expect(report.version).toBe(1);
    expect(report.summary.errors).toBe(1);
    const out = path.join(root, "report.sarif");
    expect(toolc(["compile", root, "--no-emit", "--format", "sarif", "--output", out]).code).toBe(1);
    expect(JSON.parse(readFileSync(out, "utf8")).version).toBe("2.1.0");
  });

  it("--format github and sarif report repository-relative paths for a project in a subfolder; text stays project-relative", () => {
    const repo = writeProject({ ".git/HEAD": "ref: refs/heads/main\n", "agents/config/tools/quote.md": BAD_TOOL });
    const root = path.join(repo, "agents");
    const github = toolc(["compile", root, "--no-emit", "--format", "github"]);
    expect(github.stdout).toContain("::error file=agents/config/tools/quote.md,line=4,col=13,");
    const sarif = JSON.parse(toolc(["compile", root, "--no-emit", "--format", "sarif"]).stdout) as {
      runs: Array<{ originalUriBaseIds: Record<string, { uri: string }>; results: Array<{ level: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }> }>;
    };
    const error = sarif.runs[0]!.results.find((result) => result.level === "error")!;
    expect(error.locations[0]!.physicalLocation.artifactLocation.uri).toBe("agents/config/tools/quote.md");
    expect(sarif.runs[0]!.originalUriBaseIds["%SRCROOT%"]!.uri).toBe(`${pathToFileURL(repo).href}/`);
    expect(toolc(["compile", root, "--no-emit"], { NO_COLOR: "1" }).stdout).toContain("config/tools/quote.md:4:13: error:");
    // Outside any repository (or at its top), paths stay project-relative.
    const alone = writeProject({ "config/tools/quote.md": BAD_TOOL });
    expect(toolc(["compile", alone, "--no-emit", "--format", "github"]).stdout).toContain("::error file=config/tools/quote.md,");
  });

  it("toolc explain prints a rule and exits 2 with suggestions for an unknown one", () => {
    expect(toolc(["explain", "permission-write-auto"]).stdout).toContain("permission-write-auto");
    const unknown = toolc(["explain", "permision-write-auto"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("permission-write-auto");
  });

  it("--version and --help exit 0", () => {
    expect(toolc(["--version"]).code).toBe(0);
    expect(toolc(["--help"]).code).toBe(0);
    expect(toolc(["help", "compile"]).code).toBe(0);
  });
});

describe("toolc compile --check and generation", () => {
  it("exits 0 when out/ matches, 1 naming missing, stale and extra files", () => {
    const root = writeProject({ "config/tools/quote.md": GOOD_TOOL, "config/agents/lead_agent.md": "---\nname: lead_agent\ndescription: Lead\ntools: {quote: confirm}\n---\nLead.\n" });
    expect(toolc(["compile", root, "--check"]).code).toBe(1);
    const first = toolc(["compile", root]);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/generated generated\/: \d+ written/);
    expect(toolc(["compile", root, "--check"]).code).toBe(0);
    const out = path.join(root, "generated");
    writeFileSync(path.join(out, "tools/quote.ts"), readFileSync(path.join(out, "tools/quote.ts"), "utf8") + "// edited\n");
    rmSync(path.join(out, "prompts/lead_agent.md"));
    writeFileSync(path.join(out, "tools/old_tool.ts"), "// Generated by toolc from config/tools/old_tool.md. Do not edit.\nexport {};\n");
    const drift = toolc(["compile", root, "--check"]);
    expect(drift.code).toBe(1);
    expect(drift.stderr).toContain("stale: generated/tools/quote.ts");
    expect(drift.stderr).toContain("missing: generated/prompts/lead_agent.md");
    expect(drift.stderr).toContain("extra: generated/tools/old_tool.ts");
    expect(toolc(["compile", root]).code).toBe(0);
    expect(toolc(["compile", root, "--check"]).code).toBe(0);
    expect(existsSync(path.join(out, "tools/old_tool.ts"))).toBe(false);
  });

  it("writes nothing when there are errors", () => {
    const root = writeProject({ "config/tools/quote.md": BAD_TOOL });
    expect(toolc(["compile", root]).code).toBe(1);
    expect(existsSync(path.join(root, "generated"))).toBe(false);
  });
});
