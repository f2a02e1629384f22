/**
 * `toolc init`: scaffolds the sample project, which the real compiler accepts with zero findings, refuses to
 * overwrite a file it would write (exit 2, nothing written) unless `--force`, and keeps an existing README.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runInit } from "../../../src/cli/init.js";
import type { CommandIo } from "../../../src/cli/io.js";
import { check } from "../../../src/compiler/index.js";
import { makeTempDir, removeDir, REPO_ROOT } from "./helpers.js";

function io(cwd: string): CommandIo & { out: string; err: string } {
  const captured = { out: "", err: "" };
  return Object.assign(captured, {
    stdout: (t: string) => void (captured.out += t),
    stderr: (t: string) => void (captured.err += t),
    isTty: false,
    env: {},
    cwd,
  });
}

const FILES = ["README.md", "config/agents/lead_agent.md", "config/agents/support_agent.md", "config/tools/create_ticket.md", "config/tools/get_weather.md", "toolc.config.yaml"];

describe("runInit", () => {
  let tmp = "";
  beforeEach(() => {
    tmp = makeTempDir("init");
  });
  afterEach(() => removeDir(tmp));

  it("scaffolds a project the compiler accepts with zero findings", async () => {
    const cli = io(tmp);
    expect(await runInit("sample", cli)).toBe(0);
    for (const f of FILES) expect(existsSync(path.join(tmp, "sample", f)), f).toBe(true);
    expect(cli.out).toContain("Next: cd sample && npx toolc compile");
    const result = check({ root: path.join(tmp, "sample") });
    expect(result.diagnostics).toEqual([]);
    expect(result.failure).toBeUndefined();
  });

  it("works in the current directory when it is empty", async () => {
    expect(await runInit("", io(tmp))).toBe(0);
    expect(existsSync(path.join(tmp, "toolc.config.yaml"))).toBe(true);
  });

  it("refuses to overwrite existing files: exit 2 and nothing written", async () => {
    mkdirSync(path.join(tmp, "config", "tools"), { recursive: true });
    writeFileSync(path.join(tmp, "config", "tools", "get_weather.md"), "mine");
    const cli = io(tmp);
    expect(await runInit(".", cli)).toBe(2);
    expect(cli.err).toContain("config/tools/get_weather.md");
    expect(cli.err).toContain("nothing was written");
    expect(readFileSync(path.join(tmp, "config", "tools", "get_weather.md"), "utf8")).toBe("mine");
    expect(existsSync(path.join(tmp, "toolc.config.yaml"))).toBe(false);
  });

  it("starts in a folder that only has a README, keeping the README", async () => {
    writeFileSync(path.join(tmp, "README.md"), "# my agents\n");
    const cli = io(tmp);
    expect(await runInit(".", cli)).toBe(0);
    expect(readFileSync(path.join(tmp, "README.md"), "utf8")).toBe("# my agents\n");
    expect(existsSync(path.join(tmp, "config/tools/get_weather.md"))).toBe(true);
    expect(cli.out).toContain("  README.md (kept yours)\n");
  });

  it("--force (the real binary) overwrites the files it writes and keeps the README", () => {
    mkdirSync(path.join(tmp, "config", "tools"), { recursive: true });
    writeFileSync(path.join(tmp, "config", "tools", "get_weather.md"), "mine");
    writeFileSync(path.join(tmp, "README.md"), "mine");
    const bin = path.join(REPO_ROOT, "dist/bin/toolc.js");
    expect(spawnSync(process.execPath, [bin, "init", tmp], { encoding: "utf8" }).status).toBe(2);
    const forced = spawnSync(process.execPath, [bin, "init", tmp, "--force"], { encoding: "utf8" });
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain("  config/tools/get_weather.md (overwritten)\n");
    expect(readFileSync(path.join(tmp, "config", "tools", "get_weather.md"), "utf8")).toContain("name: get_weather");
    expect(readFileSync(path.join(tmp, "README.md"), "utf8")).toBe("mine");
    expect(check({ root: tmp }).diagnostics).toEqual([]);
  });

  it("refuses a target that is a file", async () => {
    writeFileSync(path.join(tmp, "afile"), "x");
    const cli = io(tmp);
    expect(await runInit("afile", cli)).toBe(2);
    expect(cli.err).toContain("not a directory");
  });
});
