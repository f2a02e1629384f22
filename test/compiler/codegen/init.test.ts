/**
 * `toolc init`: scaffolds the sample project, which the real compiler accepts with zero findings, and refuses
 * to overwrite anything (exit 2, nothing written).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runInit } from "../../../src/cli/init.js";
import type { CommandIo } from "../../../src/cli/io.js";
import { check } from "../../../src/compiler/index.js";
import { makeTempDir, removeDir } from "./helpers.js";

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

  it("refuses a target that is a file", async () => {
    writeFileSync(path.join(tmp, "afile"), "x");
    const cli = io(tmp);
    expect(await runInit("afile", cli)).toBe(2);
    expect(cli.err).toContain("not a directory");
  });
});
