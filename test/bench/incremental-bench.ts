/**
 * The bench's rows for a run after one edit: `compile --no-emit` with one tool file changed before each run
 * (the result cache cannot answer; unchanged files come from the parse cache), on 1,000 and 10,000 tools, and
 * `compile` with generation on 10,000 tools after one edit (issue 13: ≤ 1.5 s, ≤ 600 MB, rewriting only the
 * edited tool's files).
 */
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { diffSnapshots, measureNode, snapshotMtimes, type Measurement } from "./measure.js";

/** A `before` hook that changes one tool's description on every call (so every run sees an edit). */
export function editOneTool(root: string): () => void {
  const file = join(root, "config/tools/tool_0001.md");
  const original = readFileSync(file, "utf8");
  let edits = 0;
  return () => {
    writeFileSync(file, original);
    appendFileSync(file, `\nEdit ${++edits} of this tool's description.\n`);
  };
}

/** What {@link benchOneEdit} measured. */
export interface OneEdit {
  noEmit: Measurement;
  /** With generation; `rewritten`: the files the last measured run changed under `out`. */
  compile?: Measurement;
  rewritten?: string[];
}

/**
 * `compile --no-emit` after one edit on `root`; with `generate`, also `compile` after one edit (the output
 * generated once first, untimed).
 */
export function benchOneEdit(toolc: string, root: string, runs: number, generate: boolean): OneEdit {
  const edit = editOneTool(root);
  const noEmit = measureNode({ args: [toolc, "compile", root, "--no-emit"], cwd: root }, { runs, warmups: 1, before: edit });
  if (!generate) return { noEmit };
  measureNode({ args: [toolc, "compile", root], cwd: root }, { runs: 1, warmups: 0 });
  const out = join(root, "generated");
  let before = snapshotMtimes(out);
  const compile = measureNode({ args: [toolc, "compile", root], cwd: root }, {
    runs,
    warmups: 1,
    before: () => {
      edit();
      before = snapshotMtimes(out);
    },
  });
  const diff = diffSnapshots(before, snapshotMtimes(out));
  return { noEmit, compile, rewritten: [...diff.changed, ...diff.added, ...diff.removed] };
}
