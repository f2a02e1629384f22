/**
 * Authored Python tools: the shared corpus's real `module.py` tools and small tools written to a temp
 * project, run through createRuntime in a real `python3` subprocess.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../../src/compiler/catalog/index.js";
import { check } from "../../src/compiler/index.js";
import type { CatalogAuthored, CatalogTool } from "../../src/runtime/catalog.js";
import { createRuntime } from "../../src/runtime/runtime.js";
import type { Runtime, RuntimeOptions } from "../../src/runtime/types.js";
import { authoredTool, catalogOf, coreAgent, validatorsFor } from "./helpers.js";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const corpus = path.resolve(repo, "../shared/corpus/demiurge");
const root = mkdtempSync(path.join(tmpdir(), "toolc-python-"));
const runtimes: Runtime[] = [];
afterAll(async () => {
  await Promise.all(runtimes.map((runtime) => runtime.close()));
  rmSync(root, { recursive: true, force: true });
});

let counter = 0;
/** Writes `agents/core/agent/tools/<id>/module.py` (plus `extra` files beside it) and returns its tool. */
function pyTool(source: string, authored: Partial<CatalogAuthored> = {}, extra: Record<string, string> = {}): CatalogTool {
  const id = `py_${++counter}`;
  const dir = `agents/core/agent/tools/${id}`;
  mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, dir, "module.py"), source);
  for (const [file, text] of Object.entries(extra)) writeFileSync(path.join(root, dir, file), text);
  return authoredTool(id, { dir, coreRoot: "agents/core", modulePath: `${dir}/module.py`, language: "python", ...authored });
}

function runtimeFor(tools: CatalogTool[], options: Partial<RuntimeOptions> = {}): Runtime {
  // The tools' own core grants them, so calls without an agent run under its policy (as in a compiled catalog).
  const catalog = catalogOf(tools, [coreAgent("core", "agents/core", tools)]);
  const runtime = createRuntime({ catalog, validators: validatorsFor(catalog), root, ...options });
  runtimes.push(runtime);
  return runtime;
}

async function run(tool: CatalogTool, args: unknown = {}, options: Partial<RuntimeOptions> = {}) {
  return runtimeFor([tool], options).call(tool.name, args);
}

describe("the shared corpus's Python tools", () => {
  it("the assistant core's echo tool runs from the compiled catalog (demiurge.sdk shim)", async () => {
    const { catalog } = buildCatalog(check({ root: corpus }).model!);
    const runtime = createRuntime({ catalog, validators: validatorsFor(catalog), root: corpus, approve: () => "allow" });
    runtimes.push(runtime);
    expect(await runtime.call("echo", { text: "hi" }, { agent: "assistant" })).toMatchObject({ success: true, data: "ok", error: null });
    expect(readdirSync(path.join(corpus, "agents/assistant/agent/tools/echo"))).not.toContain("__pycache__");
  });
  it("package tools require network.fetch with slot_path: granted runs, not declared is denied", async () => {
    const ids = readdirSync(path.join(corpus, "package-repository/tool")).filter((id) => id !== "memory");
    expect(ids.length).toBeGreaterThanOrEqual(10);
    const variant = (id: string, granted: boolean): [string, CatalogTool] => {
      const dir = `package-repository/tool/${id}`;
      const base = { dir, coreRoot: null, modulePath: `${dir}/module.py`, language: "python" as const, capability: "network.fetch" };
      const grants = granted ? { capabilities: ["network.fetch"], granted: ["network.fetch"] } : { capabilities: [], granted: [], capabilityDeclared: false };
      return [`${id}${granted ? "" : "_undeclared"}`, authoredTool(id, { ...base, ...grants })];
    };
    const entries = ids.flatMap((id) => [variant(id, true), variant(id, false)]);
    // Package tools belong to no core: they run only through an agent that enables them.
    const grants = Object.fromEntries(entries.map(([key, tool]) => [key, { ref: key, permission: "auto" as const, risk: tool.risk }]));
    const agent = { ...coreAgent("pkg", "package-repository", []), tools: grants };
    const catalog = catalogOf(entries, [agent]);
    const runtime = createRuntime({ catalog, validators: validatorsFor(catalog), root: corpus });
    runtimes.push(runtime);
    for (const id of ids) {
      expect(await runtime.call(id, {}, { agent: "pkg" })).toMatchObject({ success: true, data: "ok" });
      expect((await runtime.call(`${id}_undeclared`, {}, { agent: "pkg" })).error).toBe(`capability denied: network.fetch for package-repository/tool/${id}`);
    }
  });
});

describe("calling and return values", () => {
  it("ctx carries workspace, slot_path and slot_id; args is a dict", async () => {
    const t = pyTool(`def execute(ctx, args):\n    return "|".join([str(ctx.workspace), ctx.slot_path, ctx.slot_id, args["word"]])\n`);
    expect((await run(t, { word: "hi" })).data).toBe(`${root}|agent/tools/${t.name}|${t.name}|hi`);
  });
  it("ToolResult(is_error=True) fails with its content; model_output wins for the model", async () => {
    const source = `from demiurge.sdk import ToolResult\ndef execute(ctx, args):\n    if args.get("bad"):\n        return ToolResult(content="bad input", is_error=True)\n    return ToolResult(content="long", model_output="short")\n`;
    const t = pyTool(source);
    const runtime = runtimeFor([t]);
    expect(await runtime.call(t.name, { bad: true })).toMatchObject({ success: false, data: "", error: "bad input" });
    expect(await runtime.call(t.name, {})).toMatchObject({ success: true, data: "short" });
  });
  it("a dict is converted like the reference; anything else becomes str(value)", async () => {
    expect((await run(pyTool(`def execute(ctx, args):\n    return {"content": 5, "other": 1}\n`))).data).toBe("5");
    expect((await run(pyTool(`def execute(ctx, args):\n    return None\n`))).data).toBe("None");
  });
  it("async def works; prints and stdin reads cannot corrupt the protocol", async () => {
    const source = `import sys\nasync def execute(ctx, args):\n    print("noise")\n    sys.stdin.read()\n    return "async-ok"\n`;
    expect((await run(pyTool(source))).data).toBe("async-ok");
  });
  it("a sibling helper imports relatively; the module is loaded fresh on every call", async () => {
    const source = `from .helper import VALUE\nCOUNT = [0]\ndef execute(ctx, args):\n    COUNT[0] += 1\n    return f"{VALUE}-{COUNT[0]}"\n`;
    const t = pyTool(source, {}, { "helper.py": `VALUE = "helped"\n` });
    const runtime = runtimeFor([t]);
    expect((await runtime.call(t.name, {})).data).toBe("helped-1");
    expect((await runtime.call(t.name, {})).data).toBe("helped-1");
  });
  it("an exception is a failed result carrying its message; load problems are named", async () => {
    expect((await run(pyTool(`def execute(ctx, args):\n    raise ValueError("synthetic authored failure")\n`))).error).toBe("Tool execution failed: synthetic authored failure");
    expect((await run(pyTool(`CONST = 1\n`, { entrypoint: "module:CONST", functionName: "CONST" }))).error).toBe("entrypoint is not callable: module:CONST");
    const broken = pyTool(`def execute(ctx, args)\n`);
    expect((await run(broken)).error).toMatch(new RegExp(`^tool '${broken.name}': module failed to load: `));
  });
  it("ctx.capability.require without slot_path checks the core's grants only ('for host')", async () => {
    const source = `def execute(ctx, args):\n    ctx.capability.require("probe.eff")\n    return "ran"\n`;
    expect((await run(pyTool(source, { capabilities: ["probe.eff"] }))).error).toBe("capability denied: probe.eff for host");
    expect((await run(pyTool(source, { capabilityDeclared: false, granted: ["probe:*", "probe.eff"] }))).data).toBe("ran");
  });
});

describe("the host process", () => {
  it("a secret-named variable's value never reaches a result, an error or a stderr line", async () => {
    const secret = "s3cr3t-value-123";
    const source = `import os, sys\ndef execute(ctx, args):\n    key = os.environ["SERVICE_API_KEY"]\n    if args.get("crash"):\n        sys.stderr.write("dying with " + key + "\\n"); sys.stderr.flush(); os._exit(3)\n    if args.get("raise"):\n        raise RuntimeError("bad key " + key)\n    return "key=" + key\n`;
    const t = pyTool(source);
    const runtime = runtimeFor([t], { env: { SERVICE_API_KEY: secret } });
    const results = [await runtime.call(t.name, {}), await runtime.call(t.name, { raise: true }), await runtime.call(t.name, { crash: true })];
    expect(results.map((r) => r.data || r.error)).toEqual([
      "key=[REDACTED]",
      "Tool execution failed: bad key [REDACTED]",
      "the Python tool host exited with code 3; last stderr line: dying with [REDACTED]",
    ]);
    expect(JSON.stringify(results)).not.toContain(secret);
  });
  it("a call past its deadline is killed; the next call gets a fresh process", async () => {
    const source = `import os, time\ndef execute(ctx, args):\n    if args.get("sleep"):\n        time.sleep(30)\n    return str(os.getpid())\n`;
    const t = pyTool(source);
    const runtime = runtimeFor([t], { python: { timeoutSeconds: 0.5 } });
    const before = (await runtime.call(t.name, {})).data;
    expect((await runtime.call(t.name, { sleep: true })).error).toBe("Python tool timed out after 0.5 s; its process was stopped");
    const after = await runtime.call(t.name, {});
    expect(after.success).toBe(true);
    expect(after.data).not.toBe(before);
  });
  it("a cancelled call stops the process at once; the next call works", async () => {
    const t = pyTool(`import time\ndef execute(ctx, args):\n    if args.get("sleep"):\n        time.sleep(30)\n    return "awake"\n`);
    const runtime = runtimeFor([t]);
    expect((await runtime.call(t.name, {})).data).toBe("awake");
    const controller = new AbortController();
    const pending = runtime.call(t.name, { sleep: true }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    expect((await pending).error).toBe("the call was cancelled; the Python process was stopped");
    expect((await runtime.call(t.name, {})).data).toBe("awake");
  });
  it("no Python: a clear error, not a hang", async () => {
    const result = await run(pyTool(`def execute(ctx, args):\n    return "x"\n`), {}, { python: { command: path.join(root, "no-such-python3") } });
    expect(result.error).toMatch(/^Python is not available: `.*no-such-python3` was not found/);
  });
  it("the demiurge.sdk shim is used only when the real package is not installed", async () => {
    const fake = path.join(root, "site", "demiurge");
    mkdirSync(fake, { recursive: true });
    writeFileSync(path.join(fake, "__init__.py"), "");
    writeFileSync(path.join(fake, "sdk.py"), `class ToolResult:\n    def __init__(self, content, is_error=False):\n        self.content = "real:" + content\n        self.is_error = is_error\n`);
    const t = pyTool(`import demiurge.sdk as sdk\ndef execute(ctx, args):\n    return sdk.ToolResult(content=sdk.__file__)\n`);
    expect((await run(t, {}, { env: { PYTHONPATH: path.join(root, "site") } })).data).toBe(`real:${path.join(fake, "sdk.py")}`);
    expect((await run(t)).data).toBe(path.join(repo, "templates/python/shim/demiurge/sdk.py"));
  });
  it("the host script and the shim ship in the npm package", () => {
    const [pack] = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: repo, encoding: "utf8" })) as Array<{ files: Array<{ path: string }> }>;
    const files = pack!.files.map((file) => file.path);
    expect(files).toEqual(expect.arrayContaining(["templates/python/toolc_host.py", "templates/python/shim/demiurge/__init__.py", "templates/python/shim/demiurge/sdk.py"]));
  });
  it("an unclosed runtime never keeps Node alive after a Python call", () => {
    const t = pyTool(`def execute(ctx, args):\n    return "done"\n`);
    const script = `import { createRuntime } from ${JSON.stringify(path.join(repo, "dist/src/runtime/index.js"))};
const catalog = ${JSON.stringify(catalogOf([t], [coreAgent("core", "agents/core", [t])]))};
const result = await createRuntime({ catalog, validators: { ${JSON.stringify(t.name)}: () => true }, root: ${JSON.stringify(root)} }).call(${JSON.stringify(t.name)}, {});
console.log(result.data);`;
    expect(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", timeout: 20_000 }).trim()).toBe("done");
  });
});
