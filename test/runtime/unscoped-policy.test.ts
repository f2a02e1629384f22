/**
 * Policy without an agent: a call not scoped to an agent (`runtime.call(name, args)`, the generated
 * per-tool functions) runs an authored tool under the policy of the one core that owns it — a `deny`
 * from `tools.metadata` never runs, a `prompt` from `approval` tightening asks — and refuses a tool no
 * single core owns. Uses the catalog compiled from a copy of examples/core-assistant whose modules write
 * marker files, so "did it run" is observable.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../../src/compiler/catalog/index.js";
import { generate } from "../../src/compiler/codegen/index.js";
import { check } from "../../src/compiler/index.js";
import type { Catalog } from "../../src/runtime/catalog.js";
import { USER_DENIED } from "../../src/runtime/permission.js";
import { createRuntime } from "../../src/runtime/runtime.js";
import type { ApprovalRequest, Runtime, RuntimeOptions, ToolResult } from "../../src/runtime/types.js";
import { toolVersion } from "../../src/package-info.js";
import { linkPackages, makeTempDir, removeDir, REPO_ROOT, writeTree } from "../compiler/codegen/helpers.js";
import { agent, authoredTool, catalogOf, coreAgent, validatorsFor } from "./helpers.js";

const temp = makeTempDir("unscoped");
const root = path.join(temp, "project");
const marker = (tool: string) => path.join(temp, `ran-${tool}`);
let catalog: Catalog;
const out = path.join(temp, "generated");
let validators: RuntimeOptions["validators"];

/** A module that records that it ran. */
const markingModule = (tool: string) =>
  `import { writeFileSync } from "node:fs";\nexport function execute() { writeFileSync(${JSON.stringify(marker(tool))}, "1"); return "ran"; }\n`;

beforeAll(async () => {
  cpSync(path.join(REPO_ROOT, "examples/core-assistant"), root, { recursive: true, filter: (source) => !source.includes(`${path.sep}expected`) });
  const manifest = readFileSync(path.join(root, "agent.yaml"), "utf8")
    .replace("  metadata:\n", "  metadata:\n    word_count:\n      approval_policy: deny\n")
    .replace("approval:\n  default: null\n  tools: {}", "approval:\n  default: null\n  tools: {summarize_text: prompt}");
  writeFileSync(path.join(root, "agent.yaml"), manifest);
  for (const tool of ["word_count", "summarize_text"]) {
    writeFileSync(path.join(root, `agent/tools/${tool}/module.mjs`), markingModule(tool));
    // The marker write is an effect the tool must declare (capability-undeclared).
    const yamlPath = path.join(root, `agent/tools/${tool}/tool.yaml`);
    const yaml = readFileSync(yamlPath, "utf8").replace("capabilities: []\n", "");
    writeFileSync(yamlPath, `${yaml}capabilities:\n  - fs.write\n`);
  }
  const result = check({ root });
  expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const built = buildCatalog(result.model!);
  catalog = built.catalog;
  writeTree(out, await generate(catalog, { sources: built.sources, toolVersion: toolVersion() }));
  linkPackages(temp);
  validators = (await import(pathToFileURL(path.join(out, "validators.js")).href)) as RuntimeOptions["validators"];
});
afterAll(() => removeDir(temp));

const runtimeOf = (approve?: (request: ApprovalRequest) => "allow" | "deny"): Runtime =>
  createRuntime({ catalog, validators, root, ...(approve ? { approve } : {}) });
const DOCUMENT = { document: { title: "T", sections: [{ body: "b" }] } };

describe("runtime.call without an agent (compiled core-assistant)", () => {
  it("a tool the core sets to `deny` never runs, even with an approver that allows everything", async () => {
    expect(catalog.tools.word_count!.approvalPolicy).toBe("auto");
    const result = await runtimeOf(() => "allow").call("word_count", { text: "a b" });
    expect(result.error).toBe("Permission denied by policy: tool 'word_count' is never allowed to run.");
    expect(existsSync(marker("word_count"))).toBe(false);
  });
  it("a tool the core's `approval` raises to `prompt` asks, and fails closed without an approver", async () => {
    expect((await runtimeOf().call("summarize_text", DOCUMENT)).error).toMatch(/^Permission denied: tool 'summarize_text' needs approval/);
    const requests: ApprovalRequest[] = [];
    expect((await runtimeOf((r) => (requests.push(r), "deny")).call("summarize_text", DOCUMENT)).error).toBe(USER_DENIED);
    expect(existsSync(marker("summarize_text"))).toBe(false);
    expect(requests.map(({ tool, agent, risk }) => ({ tool, agent, risk }))).toEqual([{ tool: "summarize_text", agent: null, risk: "low" }]);
    expect((await runtimeOf(() => "allow").call("summarize_text", DOCUMENT)).data).toBe("ran");
    expect(existsSync(marker("summarize_text"))).toBe(true);
  });
});

describe("the generated per-tool function (no agent)", () => {
  it("wordCount(runtime, input) is denied by the core's policy", async () => {
    const generated = (await import(pathToFileURL(path.join(out, "tools/word_count.ts")).href)) as {
      wordCount: (runtime: Runtime, input: { text: string }) => Promise<ToolResult>;
    };
    const result = await generated.wordCount(runtimeOf(() => "allow"), { text: "a b" });
    expect(result.error).toMatch(/^Permission denied by policy/);
    expect(existsSync(marker("word_count"))).toBe(false);
  });
});

describe("authored tools no single core owns", () => {
  const orphan = authoredTool("orphan", { coreRoot: "elsewhere", dir: "elsewhere/tools/orphan" });
  it("are refused without an agent, and run when an agent grants them", async () => {
    writeTree(root, { "elsewhere/tools/orphan/module.mjs": markingModule("orphan") });
    const hand = catalogOf([orphan], [agent("host", { orphan: "auto" })]);
    const runtime = createRuntime({ catalog: hand, validators: validatorsFor(hand), root });
    expect((await runtime.call("orphan", {})).error).toBe(
      "Tool 'orphan' belongs to no Agent Core of the catalog, so no core policy applies to it: call it with an agent (options.agent, --agent)",
    );
    expect(existsSync(marker("orphan"))).toBe(false);
    expect((await runtime.call("orphan", {}, { agent: "host" })).data).toBe("ran");
  });
  it("a tool its core does not enable is refused", async () => {
    const core = { ...coreAgent("core", "elsewhere", []), tools: {} };
    const runtime = createRuntime({ catalog: catalogOf([orphan], [core]), root });
    expect((await runtime.call("orphan", {})).error).toBe("Tool 'orphan' is not enabled in core 'core'");
  });
});
