/**
 * The second thread never changes a result: with the worker forced on for small projects, every example and
 * a hostile-YAML project give the same diagnostics, model and catalog as a single-thread run; a worker that
 * cannot start, throws or dies mid-job leaves its jobs to the main thread; and no worker outlives `check()`.
 * (The worker runs the built copy in dist/, which the suite's global setup compiles.)
 */
import { execFileSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { buildCatalog } from "../../src/compiler/catalog/index.js";
import { check, type CheckOptions } from "../../src/compiler/index.js";
import type { ParallelOptions } from "../../src/compiler/parallel/helper.js";
import { writeProject } from "../helpers/project.js";
import { REPO_ROOT } from "./codegen/helpers.js";

const SINGLE: ParallelOptions = { worker: false };
/** Every text and module goes to the worker, which does every job: what is compared is the worker's output. */
const FORCED: ParallelOptions = { minYamlFiles: 0, minFilesToWarmTypeScript: 0, yamlBatch: 7, steal: false };
const WORKER = pathToFileURL(path.join(REPO_ROOT, "dist/src/compiler/worker/main.js")).href;

/** Everything a check produces that a thread could change, as one comparable value. */
function outcome(options: CheckOptions) {
  const result = check({ cache: false, ...options });
  const catalog = result.model && result.summary.errors === 0 ? buildCatalog(result.model).catalog : undefined;
  return { diagnostics: result.diagnostics, summary: result.summary, findings: result.project?.findings, catalog, sources: [...result.sources.keys()] };
}

const examplesDir = path.join(REPO_ROOT, "examples");
const examples = [
  ...readdirSync(examplesDir, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== "errors").map((e) => path.join(examplesDir, e.name)),
  ...readdirSync(path.join(examplesDir, "errors"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(examplesDir, "errors", e.name)),
];

const tool = (i: number) => `---\nname: tool_${i}\ndescription: Looks up record ${i}\nendpoint: https://api.example.com/${i}\n---\nbody\n`;

/** Aliases, merge keys, syntax errors, tabs, a second document, deep nesting, huge strings, non-mapping roots, JS modules. */
function hostileProject(): string {
  const bomb = ["a: &a [x, x, x, x, x, x, x, x, x, x]", "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]", "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]", "d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]", "e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]"].join("\n");
  const files: Record<string, string> = {
    "config/tools/alias.md": "---\nname: alias\ndescription: &d Shared text\nsummary: *d\nbase: &b {a: 1}\nmerged: {<<: *b, c: 2}\nendpoint: https://api.example.com/x\n---\n",
    "config/tools/syntax.md": "---\nname: syntax\ndescription: [unclosed\n---\n",
    "config/tools/tab.md": "---\nname: tab\n\tdescription: x\n---\n",
    "config/tools/two.md": "---\nname: two\n---\n",
    "config/tools/list.md": "---\n- a\n- b\n---\n",
    "config/tools/huge.md": `---\nname: huge\ndescription: "${"x".repeat(2_000_000)}"\nendpoint: https://api.example.com/x\n---\n`,
    "config/tools/deep.md": `---\nname: deep\nx: ${"[".repeat(5000)}${"]".repeat(5000)}\n---\n`,
    "config/tools/dup.md": "---\nname: dup\nname: dup2\nrequired: yes\ndescription: on\nendpoint: https://api.example.com/x\n---\n",
    "config/agents/lead.md": "---\nname: lead\ndescription: Lead\ntools: [alias, nope]\n---\nYou lead.\n",
    "core/agent.yaml": "agent: {id: c}\nslots: {tools: agent/tools}\n",
    "core/agent/tools/bomb/tool.yaml": bomb,
    "core/agent/tools/scalar/tool.yaml": "just a string\n",
    "core/agent/tools/multi/tool.yaml": "a: 1\n---\nb: 2\n",
    "core/agent/tools/js/tool.yaml": "entrypoint: module:execute\ndescription: Runs\ncapabilities: []\n",
    "core/agent/tools/js/module.mjs": "import fs from 'node:fs';\nexport async function execute() { return fetch(process.env.URL + fs.readFileSync('x')); }\n",
    "core/agent/tools/bad/tool.yaml": "entrypoint: module:execute\n",
    "core/agent/tools/bad/module.ts": "export const execute = (: number) => ;\n",
  };
  for (let i = 0; i < 120; i++) files[`config/tools/t${i}.md`] = tool(i);
  return writeProject(files);
}

/** A worker script file with `text`. */
function workerScript(text: string): URL {
  const file = path.join(writeProject({}), "worker.mjs");
  writeFileSync(file, text);
  return pathToFileURL(file);
}

/** The real worker, except that `body` runs first on every job it is sent (its listener is wrapped before it loads). */
function faultyWorker(body: string): URL {
  return workerScript(`import { parentPort } from "node:worker_threads";
const on = parentPort.on.bind(parentPort);
parentPort.on = (event, listener) => on(event, (job) => { ${body}; listener(job); });
await import(${JSON.stringify(WORKER)});
`);
}

describe("parsing and module analysis in a worker thread", () => {
  it.each(examples.map((dir) => [path.relative(examplesDir, dir), dir]))("%s: the same results as one thread", (_name, root) => {
    expect(outcome({ root, parallel: FORCED })).toEqual(outcome({ root, parallel: SINGLE }));
  });

  it("hostile YAML: the same results as one thread, with and without the caches", () => {
    const root = hostileProject();
    const single = outcome({ root, parallel: SINGLE });
    expect(single.diagnostics.map((d) => d.rule)).toEqual(expect.arrayContaining(["yaml-syntax", "yaml-alias-limit", "yaml-not-mapping", "module-syntax"]));
    expect(outcome({ root, parallel: FORCED })).toEqual(single);
    const saved = process.env.XDG_CACHE_HOME;
    process.env.XDG_CACHE_HOME = writeProject({});
    try {
      // Filling the caches, then served by them (nothing left for the worker but what changed).
      expect(outcome({ root, parallel: FORCED, cache: true })).toEqual(single);
      writeFileSync(path.join(root, "config/tools/t0.md"), tool(1000));
      writeFileSync(path.join(root, "core/agent/tools/js/module.mjs"), "export function execute() { return process.env.OTHER; }\n");
      expect(outcome({ root, parallel: FORCED, cache: true })).toEqual(outcome({ root, parallel: SINGLE, cache: true }));
    } finally {
      if (saved === undefined) delete process.env.XDG_CACHE_HOME;
      else process.env.XDG_CACHE_HOME = saved;
    }
  });

  // A worker that never runs cannot take a job, so the main thread must be free to take them (steal).
  it.each([
    ["cannot start (no such script)", () => ({ ...FORCED, steal: true, script: pathToFileURL(path.join(writeProject({}), "missing.mjs")) })],
    ["throws on loading", () => ({ ...FORCED, steal: true, script: workerScript("throw new Error('broken worker');\n") })],
    ["throws while running its first job", () => ({ ...FORCED, script: faultyWorker("if (job.id === 0) { Atomics.store(job.claim, 0, 1); throw new Error('boom'); }") })],
    ["exits in the middle of a later job", () => ({ ...FORCED, script: faultyWorker("if (job.id === 5) { Atomics.store(job.claim, 0, 1); process.exit(1); }") })],
    ["exits while analysing the modules", () => ({ ...FORCED, script: faultyWorker("if (job.kind === 'js') { Atomics.store(job.claim, 0, 1); process.exit(1); }") })],
  ])("a worker that %s leaves its jobs to the main thread", (_name, parallel) => {
    const root = hostileProject();
    expect(outcome({ root, parallel: parallel() })).toEqual(outcome({ root, parallel: SINGLE }));
  });

  it("starts under node's V8 options (a very large project's --max-old-space-size), which a worker refuses", () => {
    const helper = pathToFileURL(path.join(REPO_ROOT, "dist/src/compiler/parallel/helper.js")).href;
    const script = `const { Helper } = await import(${JSON.stringify(helper)});
const helper = new Helper({ steal: false });
const output = helper.collect(helper.submit("js", [{ path: "m.mjs", text: "export const a = 1;" }]));
helper.close();
console.log(JSON.stringify({ started: helper.started, worked: output !== undefined }));`;
    const flags = ["--max-old-space-size=3000", "--stack-size=900", "--enable-source-maps", "--input-type=module"];
    const out = JSON.parse(execFileSync(process.execPath, [...flags, "-e", script], { encoding: "utf8", timeout: 30_000 })) as { started: boolean; worked: boolean };
    expect(out).toEqual({ started: true, worked: true });
  });

  it("leaves no thread running: the process exits as soon as check() returns", () => {
    const root = hostileProject();
    const script = `const { check } = await import(${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, "dist/src/compiler/index.js")).href)});
const result = check({ root: ${JSON.stringify(root)}, cache: false, parallel: ${JSON.stringify(FORCED)} });
globalThis.done = performance.now();
process.on("exit", () => console.log(JSON.stringify({ diagnostics: result.diagnostics.length, exitAfter: performance.now() - globalThis.done })));`;
    const out = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", timeout: 30_000 })) as { diagnostics: number; exitAfter: number };
    expect(out.diagnostics).toBeGreaterThan(0);
    expect(out.exitAfter).toBeLessThan(1000);
  });
});
