/**
 * The bench's scale rows (`--scale`, opt-in: one run takes over a minute): `compile --no-emit --no-cache` on
 * 100,000 Markdown tools + 100 agents + 100 authored tools, once, cold — issue 13's bounded-memory budget
 * (≤ 40 s and ≤ 2 GB peak on 2 cores) and the memory per tool.
 */
import { join } from "node:path";
import { generateCorpus, type CorpusSize } from "./corpus.js";
import { measureNode, type Measurement } from "./measure.js";

/** The scale corpus: ten times the large one. */
export const SCALE_CORPUS: CorpusSize = { mdTools: 100_000, agents: 100, authoredTools: 100 };

/** What {@link benchScale} measured. */
export interface ScaleRun {
  tools: number;
  files: number;
  noEmit: Measurement;
}

/** Generates the scale corpus under `dir` and measures one cold `compile --no-emit --no-cache` on it. */
export function benchScale(toolc: string, dir: string): ScaleRun {
  const root = join(dir, "scale");
  const corpus = generateCorpus(root, SCALE_CORPUS);
  const noEmit = measureNode({ args: [toolc, "compile", root, "--no-emit", "--no-cache"], cwd: root }, { runs: 1, warmups: 0 });
  return { tools: SCALE_CORPUS.mdTools, files: corpus.files, noEmit };
}
