/**
 * The module graph of the golden clients (examples/<name>/expected): an agent's client reaches — through every
 * import, type-only ones included, followed transitively — exactly that agent's tool files, and `index.ts` reaches
 * no tool or agent file (it lists them for lazy loading instead), so an app pays in `tsc` and at start only for
 * the agents it imports.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { allocateNames } from "../../../src/compiler/codegen/names.js";
import type { Catalog } from "../../../src/runtime/catalog.js";
import { REPO_ROOT } from "./helpers.js";

const EXAMPLES = path.join(REPO_ROOT, "examples");
const GOLDENS = readdirSync(EXAMPLES).filter((name) => existsSync(path.join(EXAMPLES, name, "expected/index.ts")));

/** Every generated file `file` (out-relative) reaches through relative imports, export-froms and `import()`/import types. */
function reachable(out: string, file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (rel: string): void => {
    if (seen.has(rel)) return;
    seen.add(rel);
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(out, rel), "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) continue;
      visit(path.posix.join(path.posix.dirname(rel), fileName).replace(/\.js$/, ".ts"));
    }
  };
  visit(file);
  seen.delete(file);
  return seen;
}

describe.each(GOLDENS)("module graph of examples/%s/expected", (example) => {
  const out = path.join(EXAMPLES, example, "expected");
  const catalog = JSON.parse(readFileSync(path.join(out, "catalog.json"), "utf8")) as Catalog & { agents: Record<string, { toolOrder: string[] }> };
  const names = allocateNames(catalog);

  it.each([...names.agents.values()].map((a) => [a.name, a] as const))("agents/%s reaches exactly its own tools", (name, agent) => {
    const grants = catalog.agents[name]!;
    const own = new Set(grants.toolOrder.map((tool) => names.tools.get(grants.tools[tool]!.ref)!.file));
    const reached = reachable(out, agent.file);
    expect(new Set([...reached].filter((f) => f.startsWith("tools/")))).toEqual(own);
    expect([...reached].filter((f) => !f.startsWith("tools/"))).toEqual(["types.ts"]);
  });

  it("index.ts reaches no tool or agent, and lists every one of them", () => {
    expect([...reachable(out, "index.ts")].sort()).toEqual(["types.ts", "validators.ts"]);
    const index = readFileSync(path.join(out, "index.ts"), "utf8");
    for (const t of names.tools.values()) expect(index).toContain(`: "./${t.module}",`);
    for (const a of names.agents.values()) expect(index).toContain(`: "./${a.module}",`);
  });
});
