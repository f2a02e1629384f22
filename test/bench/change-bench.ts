/**
 * The change-safety figures of the bench: `toolc breaking --against HEAD~1` on the 1,000-tool corpus in a git
 * repository whose last commit edits a few tools, and `toolc lock --check` next to `compile --no-emit` on it.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateCorpus, STANDARD_CORPUS } from "./corpus.js";
import { measureNode, type Measurement } from "./measure.js";

/** The three measurements the bench reports. */
export interface ChangeBench {
  breaking: Measurement;
  /** The same without caches: what a CI job on a fresh clone pays. */
  breakingFresh: Measurement;
  lockCheck: Measurement;
  noEmit: Measurement;
}

/** Tools whose description the last commit changes (a `warn` each, so the command exits 0). */
const EDITED = [3, 250, 777];

function git(root: string, ...args: string[]): void {
  execFileSync("git", ["-C", root, "-c", "user.email=bench@example.com", "-c", "user.name=bench", ...args], { stdio: "ignore" });
}

/** Generates the corpus in `dir` as a two-commit repository (HEAD~1 the corpus, HEAD a few edited tools). */
export function changeRepository(dir: string): void {
  const corpus = generateCorpus(dir, STANDARD_CORPUS);
  execFileSync("git", ["init", "-q", dir]);
  git(dir, "add", "-A");
  git(dir, "commit", "-qm", "corpus");
  for (const index of EDITED) {
    const file = join(dir, "config/tools", `tool_${String(index).padStart(4, "0")}.md`);
    writeFileSync(file, readFileSync(file, "utf8").replace(/^description: (.*)$/m, (_, text: string) => `description: ${text.replace(/"$/, ' (revised)"')}`));
  }
  git(dir, "commit", "-qam", "revise descriptions");
  if (corpus.files === 0) throw new Error("the corpus is empty");
}

/** Measures `breaking --against HEAD~1`, then `lock --check` (after `lock`) and `compile --no-emit` on the same tree. */
export function benchChange(toolc: string, dir: string, runs: number): ChangeBench {
  changeRepository(dir);
  const breaking = measureNode({ args: [toolc, "breaking", dir, "--against", "HEAD~1", "--format", "json"], cwd: dir }, { runs });
  const breakingFresh = measureNode({ args: [toolc, "breaking", dir, "--against", "HEAD~1", "--format", "json", "--no-cache"], cwd: dir }, { runs });
  execFileSync(process.execPath, [toolc, "lock", dir], { stdio: "ignore" });
  const lockCheck = measureNode({ args: [toolc, "lock", dir, "--check"], cwd: dir }, { runs });
  const noEmit = measureNode({ args: [toolc, "compile", dir, "--no-emit"], cwd: dir }, { runs });
  return { breaking, breakingFresh, lockCheck, noEmit };
}
