/**
 * Authored JavaScript tools: real `.mjs` modules written to a temp project, run through createRuntime.
 * Ports the reference's tool_01 dispatch cases (§7.C) that apply to an in-process JS runtime.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CatalogAuthored, CatalogTool } from "../../src/runtime/catalog.js";
import { createRuntime } from "../../src/runtime/runtime.js";
import type { ApprovalRequest, RuntimeOptions } from "../../src/runtime/types.js";
import { agent, authoredTool, catalogOf, coreAgent, validatorsFor } from "./helpers.js";

const root = mkdtempSync(path.join(tmpdir(), "toolc-authored-"));
const outside = mkdtempSync(path.join(tmpdir(), "toolc-outside-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

let counter = 0;
/** Writes `agents/core/agent/tools/<id>/<file>` and returns an authored tool for it (core root `agents/core`). */
function tool(source: string, authored: Partial<CatalogAuthored> = {}, extra: Partial<CatalogTool> = {}, file = "module.mjs"): CatalogTool {
  const id = `tool_${++counter}`;
  const dir = `agents/core/agent/tools/${id}`;
  mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, dir, file), source);
  return authoredTool(id, { dir, coreRoot: "agents/core", modulePath: `${dir}/${file}`, ...authored }, undefined, extra);
}

/** A module that records its import and its call in marker files. */
function marked(body: string): { source: string; imported: string; ran: string } {
  const imported = path.join(outside, `imported-${counter + 1}`);
  const ran = path.join(outside, `ran-${counter + 1}`);
  const source = `import { writeFileSync } from "node:fs";
writeFileSync(${JSON.stringify(imported)}, "1");
export async function execute(ctx, args) { writeFileSync(${JSON.stringify(ran)}, "1"); ${body} }`;
  return { source, imported, ran };
}

/** Calls `t` without an agent: it runs under the policy its core (`agents/core`) grants it. */
async function run(t: CatalogTool, args: unknown = {}, options: Partial<RuntimeOptions> = {}) {
  const catalog = catalogOf([t], [coreAgent("core", "agents/core", [t])]);
  const runtime = createRuntime({ catalog, validators: validatorsFor(catalog), root, ...options });
  return runtime.call(t.name, args);
}

describe("calling and return values", () => {
  it("a string return is the data; ctx carries workspace and slotPath", async () => {
    const t = tool(`export function execute(ctx, args) { return [ctx.workspace, ctx.slotPath, args.word].join("|"); }`);
    const result = await run(t, { word: "hi" });
    expect(result).toMatchObject({ success: true, data: `${root}|agent/tools/${t.name}|hi`, error: null });
    expect(Object.keys(result.metadata)).toEqual(["elapsed_ms"]);
  });
  it("an object return becomes JSON text; async functions work", async () => {
    expect((await run(tool(`export async function execute() { return { a: [1, "x"], b: null }; }`))).data).toBe('{"a":[1,"x"],"b":null}');
  });
  it("{ success, data, error } is honoured", async () => {
    const t = tool(`export function execute() { return { success: false, data: "partial", error: "quota exceeded" }; }`);
    expect(await run(t)).toMatchObject({ success: false, data: "partial", error: "quota exceeded" });
  });
  it("the reference SDK shape { content, is_error } is honoured", async () => {
    expect(await run(tool(`export function execute() { return { content: "bad input", is_error: true }; }`))).toMatchObject({ success: false, error: "bad input" });
    expect(await run(tool(`export function execute() { return { content: "fine" }; }`))).toMatchObject({ success: true, data: "fine" });
  });
  it("an exception becomes a failed result carrying its message (A11)", async () => {
    const m = marked(`throw new Error("synthetic authored failure");`);
    const result = await run(tool(m.source));
    expect(result).toMatchObject({ success: false, error: "Tool execution failed: synthetic authored failure" });
    expect(existsSync(m.ran)).toBe(true);
  });
  it("a module that fails to import becomes a failed result", async () => {
    expect((await run(tool(`export function execute( {`))).error).toMatch(/module failed to load/);
  });
  it("the function name comes from the entrypoint; a non-function is reported", async () => {
    const source = `export function go() { return "went"; } export const CONST = 1;`;
    expect((await run(tool(source, { entrypoint: "module:go", functionName: "go" }))).data).toBe("went");
    expect((await run(tool(source, { entrypoint: "module:CONST", functionName: "CONST" }))).error).toBe("entrypoint is not callable: module:CONST");
  });
  it("arguments are validated with the precompiled validator first", async () => {
    const t = tool(`export function execute(ctx, args) { return String(args.n * 2); }`);
    t.inputSchema = { type: "object", properties: { n: { type: "integer" } }, required: ["n"], additionalProperties: false };
    expect((await run(t, { n: "21" })).data).toBe("42");
    expect((await run(t, {})).error).toBe("Missing required parameter(s): n");
  });
});

describe("capabilities (reference §1.6, §7.C)", () => {
  it("an ungranted dispatch capability fails before import and before approval (A3)", async () => {
    const m = marked(`return "ran";`);
    const t = tool(m.source, { capability: "probe.missing", granted: ["probe.effect"] }, { approvalPolicy: "prompt" });
    const requests: ApprovalRequest[] = [];
    const result = await run(t, {}, { approve: (r) => (requests.push(r), "allow") });
    expect(result.error).toBe(`capability denied: probe.missing for agent/tools/${t.name}`);
    expect(existsSync(m.imported)).toBe(false);
    expect(requests).toHaveLength(0);
  });
  it("the tool's own capabilities list cannot self-grant the dispatch capability (A4)", async () => {
    const t = tool(`export function execute() { return "ran"; }`, { capability: "probe.effect", capabilities: ["probe.effect"], granted: [] });
    expect((await run(t)).error).toBe(`capability denied: probe.effect for agent/tools/${t.name}`);
  });
  it("grants match exactly or by `prefix:*` at colon boundaries only", async () => {
    const ok = tool(`export function execute() { return "ran"; }`, { capability: "fs:read:tmp", granted: ["fs:*"] });
    expect((await run(ok)).data).toBe("ran");
    const dotted = tool(`export function execute() { return "ran"; }`, { capability: "fs.read", granted: ["fs.*", "*"] });
    expect((await run(dotted)).error).toMatch(/^capability denied: fs\.read/);
    const exact = tool(`export function execute() { return "ran"; }`, { capability: "a:b", granted: ["a:b:*"] });
    expect((await run(exact)).error).toMatch(/^capability denied: a:b /);
  });
  it("capabilityDeclared: false means no dispatch gate (tool.yaml without `capability`)", async () => {
    const t = tool(`export function execute() { return "ran"; }`, { capability: "tool.call:x", granted: [], capabilityDeclared: false });
    expect((await run(t)).data).toBe("ran");
  });
  it("ctx.capability.require allows declared names and denies others with the reference text", async () => {
    const source = `export function execute(ctx) {
      const seen = [ctx.capability.can("net:http:get"), ctx.capability.can("net.raw")];
      ctx.capability.require("fs.read");
      ctx.capability.require("net:http:get");
      if (seen.join() !== "true,false") return "bad can()";
      ctx.capability.require("secret.bind:TOKEN");
      return "unreachable";
    }`;
    const t = tool(source, { capabilities: ["fs.read", "net:*"] });
    expect((await run(t)).error).toBe(`capability denied: secret.bind:TOKEN for agent/tools/${t.name}`);
  });
});

describe("approval (reference §7.C)", () => {
  it("prompt policy denied → the module never runs (A1)", async () => {
    const m = marked(`return "ran";`);
    const t = tool(m.source, {}, { approvalPolicy: "prompt", risk: "medium" });
    const requests: ApprovalRequest[] = [];
    const result = await run(t, { x: 1 }, { approve: (r) => (requests.push(r), "deny") });
    expect(result.error).toBe("Permission denied by user. You do not have permission to use this tool.");
    expect(requests).toEqual([{ tool: t.name, agent: null, args: { x: 1 }, risk: "medium" }]);
    expect(existsSync(m.ran)).toBe(false);
  });
  it("prompt without an approver denies before import (A7)", async () => {
    const m = marked(`return "ran";`);
    expect((await run(tool(m.source, {}, { approvalPolicy: "prompt" }))).error).toMatch(/^Permission denied/);
    expect(existsSync(m.imported)).toBe(false);
  });
  it("deny policy never asks (A8)", async () => {
    let asked = 0;
    const result = await run(tool(`export function execute() { return "ran"; }`, {}, { approvalPolicy: "deny" }), {}, { approve: () => (asked++, "allow") });
    expect(result.error).toMatch(/^Permission denied by policy/);
    expect(asked).toBe(0);
  });
  it("auto runs without asking (A9)", async () => {
    expect((await run(tool(`export function execute() { return "probe-ran"; }`), {}, { approve: () => "deny" })).data).toBe("probe-ran");
  });
});

describe("module resolution and containment", () => {
  it("TypeScript modules are reported, not run", async () => {
    const t = tool("export function execute() { return 'x'; }", { language: "typescript" }, {}, "module.ts");
    expect((await run(t)).error).toBe(`tool '${t.name}' is a TypeScript module (${t.authored!.modulePath}); toolc/runtime executes only JavaScript and Python modules`);
  });
  it("a module path outside the core root is refused", async () => {
    writeFileSync(path.join(root, "escape.mjs"), `export function execute() { return "escaped"; }`);
    const t = tool(`export function execute() { return "x"; }`, { modulePath: "escape.mjs" });
    expect((await run(t)).error).toBe(`tool '${t.name}': module path escapes the tool root: escape.mjs`);
    const up = tool(`export function execute() { return "x"; }`, { modulePath: "agents/core/../../escape.mjs" });
    expect((await run(up)).error).toMatch(/module path escapes the tool root/);
  });
  it("a symlink inside the tool folder pointing outside is refused", async () => {
    const m = marked(`return "escaped";`);
    const target = path.join(outside, "evil.mjs");
    writeFileSync(target, m.source);
    const t = tool(`export function execute() { return "x"; }`);
    symlinkSync(target, path.join(root, t.authored!.dir, "link.mjs"));
    const linked: CatalogTool = { ...t, authored: { ...t.authored!, modulePath: `${t.authored!.dir}/link.mjs` } };
    expect((await run(linked)).error).toMatch(/module path escapes the tool root/);
    expect(existsSync(m.imported)).toBe(false);
  });
  it("a tool without a core is confined to its own folder", async () => {
    const t = tool(`export function execute() { return "own"; }`, { coreRoot: null });
    const sibling = tool(`export function execute() { return "x"; }`, { coreRoot: null, modulePath: `${t.authored!.dir}/module.mjs` });
    // No core owns them, so only an agent that grants them can call them.
    const catalog = catalogOf([t, sibling], [agent("host", { [t.name]: "auto", [sibling.name]: "auto" })]);
    const runtime = createRuntime({ catalog, validators: validatorsFor(catalog), root });
    expect((await runtime.call(t.name, {}, { agent: "host" })).data).toBe("own");
    expect((await runtime.call(sibling.name, {}, { agent: "host" })).error).toMatch(/module path escapes the tool root/);
  });
  it("a missing module is reported", async () => {
    expect((await run(tool("", { modulePath: null }))).error).toMatch(/module not found for entrypoint 'module:execute'/);
    expect((await run(tool("", { modulePath: "agents/core/agent/tools/none/module.mjs" }))).error).toMatch(/module not found/);
  });
});
