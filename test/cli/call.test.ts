/**
 * `toolc call` end to end: the real binary against a real HTTP server on 127.0.0.1.
 */
import { execFile } from "node:child_process";
import { appendFileSync, cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { writeProject } from "../helpers/project.js";
import { makeTempDir, removeDir, REPO_ROOT } from "../compiler/codegen/helpers.js";

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/bin/toolc.js");
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ data: { symbol: url.searchParams.get("symbol"), auth: req.headers["x-api-key"] === "s3cr3t-value" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function toolc(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const project = (permission: string) =>
  writeProject({
    "config/tools/quote.md": `---\nname: quote\ndescription: Stock quote\npermission: ${permission}\nendpoint: "${base}/quote"\nheaders:\n  X-Api-Key: "{{QUOTE_KEY}}"\nresponse_extract: "$.data"\nparameters:\n  - name: symbol\n    description: Ticker symbol\n---\n`,
  });

describe("toolc call", () => {
  it("runs an auto tool with --arg, resolving the secret from the environment", async () => {
    const run = await toolc(["call", "quote", project("auto"), "--arg", "symbol=AAPL"], { QUOTE_KEY: "s3cr3t-value" });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ symbol: "AAPL", auth: true });
    expect(run.stdout + run.stderr).not.toContain("s3cr3t-value");
  });

  it("denies a confirm tool without a terminal unless --yes", async () => {
    const root = project("confirm");
    const denied = await toolc(["call", "quote", root, "--json", '{"symbol":"MSFT"}'], { QUOTE_KEY: "k" });
    expect(denied.code).toBe(1);
    expect(denied.stderr).toContain("Permission denied");
    const allowed = await toolc(["call", "quote", root, "--json", '{"symbol":"MSFT"}', "--yes"], { QUOTE_KEY: "k" });
    expect(allowed.code).toBe(0);
    expect(JSON.parse(allowed.stdout).symbol).toBe("MSFT");
  });

  it("fails the call when the secret is missing, and on unknown parameters", async () => {
    const root = project("auto");
    const missing = await toolc(["call", "quote", root, "--arg", "symbol=AAPL"], { QUOTE_KEY: "" });
    expect(missing.code).toBe(0);
    const env = { ...process.env };
    delete env.QUOTE_KEY;
    const noVar = await new Promise<{ code: number; stderr: string }>((resolve) =>
      execFile(process.execPath, [bin, "call", "quote", root, "--arg", "symbol=AAPL"], { env }, (error, _out, stderr) => resolve({ code: error ? 1 : 0, stderr })),
    );
    expect(noVar.code).toBe(1);
    expect(noVar.stderr).toContain("QUOTE_KEY");
    const unknown = await toolc(["call", "quote", root, "--arg", "symbol=AAPL", "--arg", "sym=AAPL"], { QUOTE_KEY: "k" });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown parameter(s): sym");
  });

  it("exits 2 for an unknown tool and for bad arguments", async () => {
    const root = project("auto");
    expect((await toolc(["call", "qoute", root])).code).toBe(2);
    expect((await toolc(["call", "quote", root, "--json", "[1]"])).code).toBe(2);
    expect((await toolc(["call", "quote", root, "--arg", "novalue"])).code).toBe(2);
  });

  it("without --agent applies the core's policy: a tool the core denies never runs, even with --yes", async () => {
    const temp = makeTempDir("call-deny");
    onTestFinished(() => removeDir(temp));
    const root = path.join(temp, "core");
    cpSync(path.join(REPO_ROOT, "examples/core-assistant"), root, { recursive: true, filter: (source) => !source.includes(`${path.sep}expected`) });
    const manifest = path.join(root, "agent.yaml");
    writeFileSync(manifest, readFileSync(manifest, "utf8").replace("  metadata:\n", "  metadata:\n    word_count:\n      approval_policy: deny\n"));
    const marker = path.join(root, "word-count-ran");
    writeFileSync(
      path.join(root, "agent/tools/word_count/module.mjs"),
      `import { writeFileSync } from "node:fs";\nexport function execute() { writeFileSync(${JSON.stringify(marker)}, "1"); return "ran"; }\n`,
    );
    // The marker write is an effect the tool must declare (capability-undeclared).
    appendFileSync(path.join(root, "agent/tools/word_count/tool.yaml"), "capabilities:\n  - fs.write\n");
    const run = await toolc(["call", "word_count", root, "--json", '{"text":"a b"}', "--yes"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Permission denied by policy: tool 'word_count' is never allowed to run.");
    expect(existsSync(marker)).toBe(false);
  });
});
