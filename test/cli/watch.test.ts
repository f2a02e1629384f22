/**
 * `toolc compile --watch` on real files and real file-system watchers: a run after each change, new files and
 * folders seen, its own output never starting a run, and the last run's exit code at the end.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { CompileOptions } from "../../src/cli/compile.js";
import { cacheDir } from "../../src/compiler/cache/store.js";
import type { CommandIo } from "../../src/cli/io.js";
import { foldersOf, watchCompile } from "../../src/cli/watch.js";
import { useFreshCacheHome } from "../helpers/cache-home.js";
import { TOOLC_BIN } from "../helpers/cli.js";
import { writeProject } from "../helpers/project.js";

useFreshCacheHome();

const GOOD_TOOL = "---\nname: quote\ndescription: Stock quote\npermission: confirm\nendpoint: https://api.example.com/q\n---\nUse for quotes.\n";
const BAD_TOOL = "---\nname: quote\ndescription: Stock quote\npermission: always\nendpoint: https://api.example.com/q\n---\n";
const OTHER_BAD = "---\nname: weather\ndescription: Weather\npermission: sometimes\nendpoint: https://api.example.com/w\n---\n";

const CORE = "schema_version: 1\nagent:\n  id: support\n  summary: Help desk\nruntime:\n  surface_root: agent\nslots:\n  tools: agent/tools\n";

const NO_EMIT: CompileOptions = { emit: false, check: false, format: "text", quiet: false, color: false };

/** Every watch a test started: a test that fails half-way must not leave its watchers open. */
const started: AbortController[] = [];
afterEach(() => {
  for (const stop of started.splice(0)) stop.abort();
});

/** A watch on `root` with its output captured; `runs()` counts the runs that have finished. */
function startWatch(root: string, options: CompileOptions) {
  const out = { stdout: "", stderr: "" };
  const io: CommandIo = { stdout: (t) => void (out.stdout += t), stderr: (t) => void (out.stderr += t), isTty: false, env: process.env, cwd: root };
  const stop = new AbortController();
  started.push(stop);
  const exit = watchCompile(root, options, io, stop.signal);
  const runs = () => out.stderr.split("watching for changes").length - 1;
  return { out, stop, exit, runs };
}

/** Waits until `ready()` holds (polling: a watcher's event comes when the kernel sends it). */
async function until(ready: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("toolc compile --watch", () => {
  it("compiles again after each change, sees new files and new folders, and ends with the last run's exit code", async () => {
    const root = writeProject({ "config/tools/quote.md": GOOD_TOOL, "config/agents/lead.md": "---\nname: lead_agent\ndescription: Lead\ntools:\n  quote: confirm\n---\nLead.\n" });
    const watch = startWatch(root, NO_EMIT);
    await until(() => watch.runs() === 1, "the first run");
    expect(watch.out.stdout).toContain("0 errors");

    writeFileSync(path.join(root, "config/tools/quote.md"), BAD_TOOL);
    await until(() => watch.out.stdout.includes("config/tools/quote.md:4:13: error:"), "the edit's finding");

    writeFileSync(path.join(root, "config/tools/weather.md"), OTHER_BAD);
    await until(() => watch.out.stdout.includes("config/tools/weather.md:4:13: error:"), "the new file's finding");

    // A folder that did not exist: a core project made while watching.
    mkdirSync(path.join(root, "support/agent/tools/lookup"), { recursive: true });
    writeFileSync(path.join(root, "support/agent.yaml"), CORE);
    writeFileSync(path.join(root, "support/agent/tools/lookup/tool.yaml"), 'description: "Look up a ticket"\nrisk: bogus\n');
    await until(() => watch.out.stdout.includes("support/agent/tools/lookup/tool.yaml:2:7: error:"), "the new folder's finding");

    writeFileSync(path.join(root, "config/tools/quote.md"), GOOD_TOOL);
    rmSync(path.join(root, "config/tools/weather.md"));
    rmSync(path.join(root, "support"), { recursive: true });
    await until(() => /\n0 errors[^\n]*\n$/.test(watch.out.stdout), "the fixed project's report");
    watch.stop.abort();
    expect(await watch.exit).toBe(0);
  });

  it("writing the generated files starts no run; a change starts exactly one", async () => {
    const root = writeProject({ "config/tools/quote.md": GOOD_TOOL });
    const watch = startWatch(root, { ...NO_EMIT, emit: true });
    await until(() => watch.runs() === 1, "the first run");
    expect(watch.out.stdout).toContain("generated generated/:");
    writeFileSync(path.join(root, "config/tools/quote.md"), GOOD_TOOL.replace("Use for quotes.", "Use for stock quotes."));
    await until(() => watch.runs() === 2, "the run after the edit");
    expect(watch.out.stdout).toMatch(/generated generated\/: [1-9]\d* written/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(watch.runs()).toBe(2);
    watch.stop.abort();
    expect(await watch.exit).toBe(0);
  });

  it("its own report file (--output inside the root) starts no run", async () => {
    const root = writeProject({ "config/tools/quote.md": GOOD_TOOL });
    const watch = startWatch(root, { ...NO_EMIT, format: "json", output: "report/toolc.json" });
    await until(() => watch.runs() === 1, "the first run");
    writeFileSync(path.join(root, "config/tools/quote.md"), BAD_TOOL);
    await until(() => watch.runs() === 2, "the run after the edit");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(watch.runs()).toBe(2);
    expect(JSON.parse(readFileSync(path.join(root, "report/toolc.json"), "utf8")).summary.errors).toBe(1);
    watch.stop.abort();
    expect(await watch.exit).toBe(1);
  });

  it("the binary watches until Ctrl-C and exits with the last run's code", async () => {
    const root = writeProject({ "config/tools/quote.md": BAD_TOOL });
    const child = spawn(process.execPath, [TOOLC_BIN, "compile", "--watch", "--no-emit", root], { env: { ...process.env, NO_COLOR: "1" } });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      await until(() => stderr.includes("watching for changes"), "the first run");
      child.kill("SIGINT");
      expect(await exited).toBe(1);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("a missing root is reported and not watched", async () => {
    const watch = startWatch(path.join(writeProject({}), "missing"), NO_EMIT);
    expect(await watch.exit).toBe(2);
    expect(watch.out.stderr).toContain("does not exist");
    expect(watch.runs()).toBe(0);
  });

  it("watches the root and the folders discovery walks, not node_modules, .git, _ folders or out", () => {
    const root = writeProject({
      "config/tools/quote.md": GOOD_TOOL,
      "core/agent.yaml": "agent:\n  id: c\n",
      "node_modules/x/index.js": "",
      ".git/HEAD": "",
      "_drafts/a.md": "",
      "generated/tools/quote.ts": "",
    });
    const folders = foldersOf(root, undefined).map((dir) => path.relative(root, dir) || ".");
    expect(folders).toEqual([".", "config", "config/agents", "config/tools", "core"]);
  });

  it("does not watch a cache folder inside the root (every run writes it), only its parents", () => {
    const root = writeProject({ "config/tools/quote.md": GOOD_TOOL });
    // No node_modules in this root: the cache goes to XDG_CACHE_HOME (useFreshCacheHome restores it).
    process.env.XDG_CACHE_HOME = path.join(root, "cache");
    mkdirSync(path.join(cacheDir(root), "deeper"), { recursive: true });
    expect(foldersOf(root, undefined).map((dir) => path.relative(root, dir) || ".")).toEqual([".", "cache", "cache/toolc", "config", "config/agents", "config/tools"]);
  });
});
