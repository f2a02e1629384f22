/**
 * The real projects rule contracts are held to (file-scope.test.ts, tool-text.test.ts): the examples, both
 * reference corpora and a generated bench corpus.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateCorpus } from "../bench/corpus.js";

const REPO = path.resolve(import.meta.dirname, "../..");

/** A project by name, and how to get its root (a generated one is written when asked for). */
export type NamedProject = [name: string, root: () => string];

/** A generated bench corpus of `tools` Markdown tools, four agents and six authored tools, in a new temporary folder. */
export function generatedProject(tools = 40): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "toolc-real-"));
  generateCorpus(dir, { mdTools: tools, agents: 4, authoredTools: 6 });
  return dir;
}

/** The examples, the reference corpora (shared/ beside the repository) and a generated corpus. */
export const REAL_PROJECTS: readonly NamedProject[] = [
  ...["core-assistant", "errors", "markdown-stock", "mixed"].map((name): NamedProject => [`examples/${name}`, () => path.join(REPO, "examples", name)]),
  ...["artifact-flow", "artifact-flow-latest", "demiurge"].map((name): NamedProject => [`corpus/${name}`, () => path.join(REPO, "../shared/corpus", name)]),
  ["generated corpus", () => generatedProject()],
];
