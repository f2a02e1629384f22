/**
 * `TOOLC_TIMING=1`: the real binary prints each phase's wall-clock time to stderr at exit, and nothing without it
 * (stdout, the report, is the same either way).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { writeProject } from "../../helpers/project.js";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const bin = path.join(repo, "dist/bin/toolc.js");

const TOOL = "---\nname: quote\ndescription: Stock quote\npermission: confirm\nendpoint: https://api.example.com/q\nparameters:\n  - name: symbol\n    description: Ticker\n---\nUse for quotes.\n";
const AGENT = "---\nname: lead_agent\ndescription: Lead\ntools:\n  quote: confirm\n---\nYou lead.\n";

function compile(root: string, timing: boolean) {
  const env = { ...process.env, NO_COLOR: "1", TOOLC_CACHE: "off", XDG_CACHE_HOME: mkdtempSync(path.join(os.tmpdir(), "toolc-timing-")) };
  if (timing) env.TOOLC_TIMING = "1";
  else delete env.TOOLC_TIMING;
  return spawnSync(process.execPath, [bin, "compile", root], { encoding: "utf8", env });
}

/** The phase names of a timing table, in its order. */
function phases(stderr: string): string[] {
  return stderr.split("\n").slice(1).filter((line) => line.trim() !== "").map((line) => line.replace(/\s+[\d.]+ ms.*$/, ""));
}

describe("TOOLC_TIMING", () => {
  it("prints every phase a compile ran, in the order they started, with times that add up within the run", () => {
    const root = writeProject({ "config/tools/quote.md": TOOL, "config/agents/lead_agent.md": AGENT });
    const run = compile(root, true);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/^toolc timings \(TOOLC_TIMING=1\), wall clock since start [\d.]+ ms:\n/);
    const names = phases(run.stderr);
    for (const phase of ["check", "load", "structure", "model", "rules", "diagnostics", "catalog", "generate", "generate: plan", "generate: build", "generate: manifest", "generate: write"]) {
      expect(names).toContain(phase);
    }
    expect(names.indexOf("load")).toBeLessThan(names.indexOf("rules"));
    // Then the slowest rules, each by its id, slowest first.
    const rules = /slowest rules \(of (\d+)\):\n((?: {2}\S+ +[\d.]+ ms.*\n)+)$/.exec(run.stderr);
    expect(Number(rules![1])).toBeGreaterThan(10);
    const ruleTimes = rules![2]!.trimEnd().split("\n").map((line) => Number(/([\d.]+) ms/.exec(line)![1]));
    expect(ruleTimes).toHaveLength(10);
    expect([...ruleTimes].sort((a, b) => b - a)).toEqual(ruleTimes);
    expect(names.indexOf("rules")).toBeLessThan(names.indexOf("generate: plan"));
    const total = Number(/since start ([\d.]+) ms/.exec(run.stderr)![1]);
    const check = Number(new RegExp("^check\\s+([\\d.]+) ms", "m").exec(run.stderr)![1]);
    expect(check).toBeGreaterThan(0);
    expect(check).toBeLessThanOrEqual(total);
    // Each phase row ends with when it first started: in the order listed, within the run.
    const starts = [...run.stderr.matchAll(/ from +(\d+) ms$/gm)].map((m) => Number(m[1]));
    expect(starts).toHaveLength(names.indexOf(`slowest rules (of ${rules![1]}):`));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(starts.at(-1)).toBeLessThanOrEqual(total);
  });

  it("records and prints nothing without it, and leaves the report alone", () => {
    const files = { "config/tools/quote.md": TOOL, "config/agents/lead_agent.md": AGENT };
    const timed = compile(writeProject(files), true);
    const plain = compile(writeProject(files), false);
    expect(plain.status).toBe(0);
    expect(plain.stderr).toBe("");
    expect(plain.stdout).toBe(timed.stdout);
    expect(plain.stdout).toContain("written, 0 unchanged");
  });
});
