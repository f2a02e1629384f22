import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "../../src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : name.endsWith(".ts") ? [full] : [];
  });
}

/** The relative module specifiers a file imports or re-exports (type-only imports included: they are dependencies too). */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const out: string[] = [];
  for (const statement of source.statements) {
    const spec = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (spec && ts.isStringLiteral(spec)) out.push(spec.text);
  }
  return out;
}

/** The stage a file of src/ belongs to: its folder under src/compiler (a file at that level is its own stage), or its top folder. */
function stageOf(file: string): string {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === "compiler") return rel.length > 2 ? `compiler/${rel[1]}` : `compiler/${rel[1]!.replace(/\.ts$/, "")}`;
  return rel.length > 1 ? rel[0]! : rel[0]!.replace(/\.ts$/, "");
}

/** Stage → the stages it imports. */
function stageGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files(SRC)) {
    const from = stageOf(file);
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const spec of importsOf(file)) {
      if (!spec.startsWith(".")) continue;
      const target = path.resolve(path.dirname(file), spec.replace(/\.js$/, ".ts"));
      const to = stageOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** A cycle in `graph` as a list of stages, or undefined. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === "done") return undefined;
    if (state.get(node) === "open") return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, "open");
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, "done");
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe("stage dependencies", () => {
  const graph = stageGraph();

  it("have no cycle between the folders of src/compiler and the other top folders", () => {
    expect(findCycle(graph)).toBeUndefined();
  });

  it("keep the runtime free of the compiler and the compiler free of the CLI", () => {
    const runtimeEdges = [...graph].filter(([from]) => from.startsWith("runtime")).flatMap(([, to]) => [...to]);
    expect(runtimeEdges.filter((to) => to.startsWith("compiler") || to === "cli")).toEqual([]);
    const compilerEdges = [...graph].filter(([from]) => from.startsWith("compiler")).flatMap(([, to]) => [...to]);
    expect(compilerEdges.filter((to) => to === "cli")).toEqual([]);
  });
});

describe("rules read the model", () => {
  /** The lexical rules are about the YAML text itself (rules.md §1.3), so they alone read documents. */
  const LEXICAL = new Set(["yaml-boolean-ambiguity.ts", "yaml-duplicate-key.ts"]);
  const readsYaml = (file: string) => importsOf(file).some((spec) => spec === "yaml" || /\/parse\/(nodes|yaml)\.js$/.test(spec));

  it("no rule file, rule helper, catalog, change or lock module imports the YAML node helpers, except the lexical rules", () => {
    const rules = files(path.join(SRC, "compiler/rules")).filter((file) => !LEXICAL.has(path.basename(file)));
    const helpers = files(path.join(SRC, "compiler/lint/support")).filter((file) => path.basename(file) !== "documents.ts");
    const catalog = files(path.join(SRC, "compiler/catalog")).filter((file) => path.basename(file) !== "mcp-snapshot.ts");
    // toolc.lock is itself YAML-free text (lock/file.ts); breaking and the lock place findings through the model.
    const change = [...files(path.join(SRC, "compiler/change")), ...files(path.join(SRC, "compiler/lock"))];
    expect([...rules, ...helpers, ...catalog, ...change].filter(readsYaml).map((file) => path.relative(SRC, file))).toEqual([]);
  });
});

describe("what a compile reads is traced", () => {
  /**
   * Files that may use `node:fs` or fast-glob directly: the tracing layer itself, toolc's own files (rule docs,
   * its fingerprint), the caches (and their clock probe), code generation's `out` folder, the result cache's check of that folder and its
   * source snippets, and `breaking`'s baseline checkout. Anything else reading the project must go through
   * inputs/traced-fs.ts, or the result cache could reuse a result after that input changed.
   */
  const DIRECT = new Set([
    "inputs/traced-fs.ts",
    "inputs/facts.ts",
    "lint/docs.ts",
    "results/fingerprint.ts",
    "results/index.ts",
    "cache/store.ts",
    "cache/stat-records.ts",
    "codegen/emit.ts",
    "codegen/build-code.ts",
    "codegen/out-dir.ts",
    "codegen/disk-hashes.ts",
    "change/baseline.ts",
  ]);

  it("no other compiler file imports node:fs or fast-glob", () => {
    const compiler = path.join(SRC, "compiler");
    const direct = files(compiler)
      .filter((file) => importsOf(file).some((spec) => spec === "node:fs" || spec === "node:fs/promises" || spec === "fast-glob"))
      .map((file) => path.relative(compiler, file).split(path.sep).join("/"));
    expect(direct.filter((file) => !DIRECT.has(file))).toEqual([]);
  });
});

describe("the worker thread reads no project file", () => {
  /** Every file of src/ that `entry` imports, directly or not (type-only imports included). */
  function closure(entry: string): string[] {
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of importsOf(file)) if (spec.startsWith(".")) visit(path.resolve(path.dirname(file), spec.replace(/\.js$/, ".ts")));
    };
    visit(entry);
    return [...seen];
  }

  it("imports neither traced-fs nor node:fs: it is sent texts, so every read stays a fact of the run", () => {
    const reachable = closure(path.join(SRC, "compiler/worker/main.ts"));
    expect(reachable.length).toBeGreaterThan(3);
    const readers = reachable.filter((file) => file.endsWith(path.join("inputs", "traced-fs.ts")) || importsOf(file).some((spec) => spec === "node:fs" || spec === "fast-glob"));
    expect(readers.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
