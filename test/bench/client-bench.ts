/**
 * What the generated 10,000-tool client costs its consumer: `tsc --noEmit` over an app that uses one agent's
 * client, next to the same tsconfig over a bare app (and, for information, a tsconfig that `include`s the whole
 * generated folder, which checks every file whatever the app imports), the time Node takes to import one agent's
 * client and `index.js` (from the JavaScript the app's build makes of the generated files), and the bytes of the
 * prompt files. The corpus is compiled in a folder of its own; the consumer app lives beside its `generated/`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { generateCorpus, LARGE_CORPUS } from "./corpus.js";
import { measureNode, type Measurement } from "./measure.js";

/** The figures {@link benchClient} returns. */
export interface ClientBench {
  /** The agent the consumer uses (the one with the most tools) and its tool count. */
  agent: string;
  agentTools: number;
  /** `tsc -p` over a bare app, the consumer app, and the consumer app plus `generated/**\/*.ts`. */
  tsc: { bare: Measurement; consumer: Measurement; includeAll: Measurement };
  /** `--extendedDiagnostics` figures of one consumer and one include-all run (files, lines, memory). */
  diagnostics: { consumer: string[]; includeAll: string[] };
  /** `node --input-type=module -e` importing nothing, one agent's client, and `index.js` (4N runs each). */
  imports: { bare: Measurement; agent: Measurement; index: Measurement };
  /** Bytes of `prompts/*.md`, `*.tools.json` and `*.tools.ts`. */
  promptBytes: { md: number; json: number; ts: number };
}

/**
 * The consumer's tsconfig: what `tsc --init` gives a Node ESM app (strict, `skipLibCheck`), with `@types/node` —
 * not the stricter flags the generated code is tested under (test/compiler/codegen/helpers.ts).
 */
const CONSUMER_OPTIONS = { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", lib: ["ES2023"], types: ["node"], strict: true, noEmit: true, skipLibCheck: true };

/** An app without the generated client: the reference the budget is a multiple of. */
const BARE_APP = "export const answer: number = 42;\n";

/**
 * An app that uses what it needs, as the README shows: the runtime, the validators, one agent's client and its
 * tool list, and the shared types from `index.js`.
 */
function consumerApp(agentModule: string, toolsModule: string): string {
  return [
    'import { readFileSync } from "node:fs";',
    'import { createRuntime, type Catalog } from "toolc/runtime";',
    'import type { ToolResult } from "./generated/index.js";',
    'import { validators } from "./generated/validators.js";',
    `import * as agent from "./generated/${agentModule}";`,
    `import * as tools from "./generated/${toolsModule}";`,
    'const catalog = JSON.parse(readFileSync("generated/catalog.json", "utf8")) as Catalog;',
    "export const runtime = createRuntime({ catalog, validators });",
    "export const modules = [agent, tools];",
    "export type Result = ToolResult;",
    "",
  ].join("\n");
}

/**
 * Generates the 10,000-tool corpus in `dir`, compiles it with `toolc` and measures its consumer (see module
 * comment). `repo` is the toolc checkout whose `typescript`, `@types`, `ajv` and built `toolc/runtime` the
 * consumer links to.
 */
export function benchClient(toolc: string, repo: string, dir: string, runs: number): ClientBench {
  generateCorpus(dir, LARGE_CORPUS);
  execFileSync(process.execPath, [toolc, "compile", dir], { stdio: "ignore", maxBuffer: 64 * 1024 * 1024 });
  const out = join(dir, "generated");
  const { agent, tools, stem } = largestAgent(out);
  linkConsumerPackages(dir, repo);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "toolc-bench-consumer", private: true, type: "module" }));
  writeFileSync(join(dir, "bare.ts"), BARE_APP);
  writeFileSync(join(dir, "app.ts"), consumerApp(`agents/${stem}.js`, `prompts/${stem}.tools.js`));
  const config = (name: string, include: string[]) => writeFileSync(join(dir, name), JSON.stringify({ compilerOptions: CONSUMER_OPTIONS, include }));
  config("tsconfig.bare.json", ["bare.ts"]);
  config("tsconfig.app.json", ["app.ts"]);
  config("tsconfig.all.json", ["app.ts", "generated/**/*.ts"]);
  const tsc = join(repo, "node_modules/typescript/bin/tsc");
  const check = (name: string, n = runs) => measureNode({ args: [tsc, "-p", name], cwd: dir }, { runs: n });
  const tscFigures = { bare: check("tsconfig.bare.json"), consumer: check("tsconfig.app.json"), includeAll: check("tsconfig.all.json", Math.min(runs, 3)) };
  const diagnostics = { consumer: extendedDiagnostics(tsc, dir, "tsconfig.app.json"), includeAll: extendedDiagnostics(tsc, dir, "tsconfig.all.json") };
  const js = join(dir, "generated-js");
  transpileTree(out, js);
  const load = (file: string | null) => {
    const script = file === null ? "" : `await import(${JSON.stringify(pathToFileURL(join(js, file)).href)});`;
    // Tens of milliseconds against a noisy Node start: four times the usual runs.
    return measureNode({ args: ["--input-type=module", "-e", script], cwd: dir }, { runs: runs * 4 });
  };
  const imports = { bare: load(null), agent: load(`agents/${stem}.js`), index: load("index.js") };
  return { agent, agentTools: tools, tsc: tscFigures, diagnostics, imports, promptBytes: promptBytes(join(out, "prompts")) };
}

/** The agent with the most tools in `catalog.json` (the first by name on a tie) and its file stem. */
function largestAgent(out: string): { agent: string; tools: number; stem: string } {
  const catalog = JSON.parse(readFileSync(join(out, "catalog.json"), "utf8")) as { agents: Record<string, { toolOrder: string[] }> };
  let best = { agent: "", tools: -1 };
  for (const [name, a] of Object.entries(catalog.agents)) if (a.toolOrder.length > best.tools) best = { agent: name, tools: a.toolOrder.length };
  // Corpus agent names are file-safe, so the stem is the name (names.ts changes only unsafe or long names).
  return { ...best, stem: best.agent };
}

/** `node_modules/toolc` → the repository (so `toolc/runtime` resolves through its `dist/`), plus ajv and @types. */
function linkConsumerPackages(dir: string, repo: string): void {
  const nm = join(dir, "node_modules");
  mkdirSync(nm, { recursive: true });
  symlinkSync(repo, join(nm, "toolc"), "dir");
  for (const pkg of ["ajv", "ajv-formats", "@types"]) symlinkSync(join(repo, "node_modules", pkg), join(nm, pkg), "dir");
}

/** The `Files`, `Lines of TypeScript` and `Memory used` lines of one `tsc --extendedDiagnostics` run. */
function extendedDiagnostics(tsc: string, dir: string, config: string): string[] {
  const run = spawnSync(process.execPath, [tsc, "-p", config, "--extendedDiagnostics"], { cwd: dir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const wanted = /^(Files|Lines of TypeScript|Memory used|Check time|Total time):/;
  const lines = (run.stdout ?? "").split("\n").filter((l) => wanted.test(l));
  return [lines.map((l) => l.replace(/\s+/g, " ").trim()).join(", ")];
}

/** Every `.ts` file under `from` as the JavaScript an app's build makes of it (types stripped), under `to`. */
function transpileTree(from: string, to: string): void {
  const options = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 };
  for (const file of filesUnder(from).filter((f) => f.endsWith(".ts"))) {
    const target = join(to, relative(from, file)).replace(/\.ts$/, ".js");
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, ts.transpileModule(readFileSync(file, "utf8"), { compilerOptions: options }).outputText);
  }
  writeFileSync(join(to, "package.json"), JSON.stringify({ type: "module" }));
}

/** Sizes of the prompt files by kind. */
function promptBytes(prompts: string): ClientBench["promptBytes"] {
  const sizes = { md: 0, json: 0, ts: 0 };
  for (const file of filesUnder(prompts)) {
    const size = statSync(file).size;
    if (file.endsWith(".md")) sizes.md += size;
    else if (file.endsWith(".tools.json")) sizes.json += size;
    else if (file.endsWith(".tools.ts")) sizes.ts += size;
  }
  return sizes;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}
