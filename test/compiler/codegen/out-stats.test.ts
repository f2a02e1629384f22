/**
 * The generated files' `stat`s taken ahead by the builder started ahead (codegen/out-stats.ts): the records of an
 * `out` folder (disk-hashes.ts) are answered by those `stat`s, each once; the main thread takes the work back when the
 * builder has not begun it; another folder's are not taken; and the real build worker takes them once warm.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import { statKey } from "../../../src/compiler/cache/stat-records.js";
import { cacheDir } from "../../../src/compiler/cache/store.js";
import { DiskHashes, filesHashed, statRecorded } from "../../../src/compiler/codegen/disk-hashes.js";
import { sha256 } from "../../../src/compiler/codegen/header.js";
import { answerOutStats, OutStatsAhead } from "../../../src/compiler/codegen/out-stats.js";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { REPO_ROOT } from "./helpers.js";

useFreshCacheHome();

const FILES = ["index.ts", "tools/a.ts", "tools/b.ts"];

/** A project whose `out` holds three files an hour old, each recorded by a run that hashed it. */
function recordedOut(): { root: string; out: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), "toolc-out-stats-"));
  const out = path.join(root, "generated");
  const past = new Date(Date.now() - 3600_000);
  for (const rel of FILES) {
    mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
    writeFileSync(path.join(out, rel), `// ${rel}\n`);
    utimesSync(path.join(out, rel), past, past);
  }
  const disk = DiskHashes.open(out, root, true);
  for (const rel of FILES) disk.sha256(rel);
  disk.save(FILES);
  return { root, out };
}

/** The texts of the records' shard files in the project's cache folder, by name. */
function shardTexts(root: string): Record<string, string> {
  const dir = cacheDir(root);
  const names = readdirSync(dir).filter((name) => name.startsWith("out-hashes-")).sort();
  return Object.fromEntries(names.map((name) => [name, readFileSync(path.join(dir, name), "utf8")]));
}

const contentHash = (out: string, rel: string): string => sha256(readFileSync(path.join(out, rel)));

describe("the generated files' stats taken ahead", () => {
  it("answer the records: no unchanged file is read", () => {
    const { root, out } = recordedOut();
    const ahead = new OutStatsAhead(cacheDir(root));
    answerOutStats(ahead.request, statRecorded);
    const disk = DiskHashes.open(out, root, false, () => ahead.take(out));
    const before = filesHashed();
    for (const rel of FILES) expect(disk.sha256(rel)).toBe(contentHash(out, rel));
    expect(filesHashed() - before).toBe(0);
  });

  it("stand for each file as it was when taken, once: asked again, the file is stat'ed anew", () => {
    const { root, out } = recordedOut();
    const ahead = new OutStatsAhead(cacheDir(root));
    answerOutStats(ahead.request, statRecorded);
    const recorded = contentHash(out, "tools/a.ts");
    // Changed after the builder's stat: this run goes by what it saw then (as if the change came after a stat now).
    appendFileSync(path.join(out, "tools/a.ts"), "// edited\n");
    const disk = DiskHashes.open(out, root, false, () => ahead.take(out));
    expect(disk.sha256("tools/a.ts")).toBe(recorded);
    expect(disk.sha256("tools/a.ts")).toBe(contentHash(out, "tools/a.ts"));
    expect(contentHash(out, "tools/a.ts")).not.toBe(recorded);
  });

  it("come with the hashes their records vouch for: the main thread reads no record, and leaves them as they are", () => {
    const { root, out } = recordedOut();
    const shardsBefore = shardTexts(root);
    const ahead = new OutStatsAhead(cacheDir(root));
    answerOutStats(ahead.request, statRecorded);
    // The records gone after the builder read them: only what it vouched for can answer without reading the files.
    for (const name of Object.keys(shardsBefore)) rmSync(path.join(cacheDir(root), name));
    const disk = DiskHashes.open(out, root, true, () => ahead.take(out));
    const before = filesHashed();
    for (const rel of FILES) expect(disk.sha256(rel)).toBe(contentHash(out, rel));
    expect(filesHashed() - before).toBe(0);
    // With the records in place, a run that takes the vouched hashes leaves their lines byte for byte as they were.
    for (const [name, text] of Object.entries(shardsBefore)) writeFileSync(path.join(cacheDir(root), name), text);
    const again = new OutStatsAhead(cacheDir(root));
    answerOutStats(again.request, statRecorded);
    const kept = DiskHashes.open(out, root, true, () => again.take(out));
    for (const rel of FILES) kept.sha256(rel);
    kept.save(FILES);
    expect(shardTexts(root)).toEqual(shardsBefore);
  });

  it("vouch for nothing under another toolc's records, or for a file too new for its record", () => {
    const { root, out } = recordedOut();
    const [first, ...others] = Object.keys(shardTexts(root));
    const rewrite = (name: string, edit: (text: string) => string) => {
      const file = path.join(cacheDir(root), name);
      writeFileSync(file, edit(readFileSync(file, "utf8")));
    };
    // A record taken no more than RACY_MS after its file's mtime is not trusted (cache/stat-records.ts).
    const mtime = statSync(path.join(out, FILES[0]!)).mtimeMs;
    const racy = (text: string) => text.replace(/\t(\d+(?:\.\d+)?) ([0-9a-f]{64})/g, (_, _at: string, sha: string) => `\t${mtime} ${sha}`);
    rewrite(first!, (text) => text.replace(/"toolc":"[^"]*"/, '"toolc":"0.0.0-other"'));
    for (const name of others) rewrite(name, racy);
    const packed = statRecorded(cacheDir(root))!;
    expect(packed.paths.sort()).toEqual([...FILES].sort());
    expect(packed.vouched.every((sha) => sha === "")).toBe(true);
  });

  it("are taken back by the main thread when the builder has not begun: it never stats them then", () => {
    const { root, out } = recordedOut();
    const ahead = new OutStatsAhead(cacheDir(root));
    expect(ahead.take(out)).toBeUndefined();
    const take = vi.fn(statRecorded);
    answerOutStats(ahead.request, take);
    expect(take).not.toHaveBeenCalled();
    // Without them the records still answer, by a stat made now.
    const disk = DiskHashes.open(out, root, false, () => ahead.take(out));
    for (const rel of FILES) expect(disk.sha256(rel)).toBe(contentHash(out, rel));
  });

  it("of another out folder are not taken", () => {
    const { root, out } = recordedOut();
    const ahead = new OutStatsAhead(cacheDir(root));
    answerOutStats(ahead.request, statRecorded);
    expect(ahead.take(path.join(root, "elsewhere"))).toBeUndefined();
    expect(statRecorded(path.join(root, "no-cache-here"))).toBeUndefined();
  });

  it("are taken by a worker of their own, which loads no builder and ends once it has posted them", async () => {
    const { root, out } = recordedOut();
    const ahead = new OutStatsAhead(cacheDir(root));
    const script = pathToFileURL(path.join(REPO_ROOT, "dist/src/compiler/codegen/out-stats-worker.js"));
    const worker = new Worker(script, { workerData: ahead.request, transferList: [ahead.request.port] });
    const exited = new Promise<number>((resolve) => worker.once("exit", resolve));
    expect(await exited).toBe(0);
    const taken = ahead.take(out)!;
    for (const rel of FILES) expect(taken.lookup(rel)!.vouched).toBe(contentHash(out, rel));
  });

  it("are taken by the real build worker once it is warm", async () => {
    const { root, out } = recordedOut();
    const ahead = new OutStatsAhead(cacheDir(root));
    const script = pathToFileURL(path.join(REPO_ROOT, "dist/src/compiler/codegen/build-worker.js"));
    const worker = new Worker(script, { workerData: { warm: true, outStats: ahead.request }, transferList: [ahead.request.port] });
    try {
      const signal = new Int32Array(ahead.request.signal);
      // 2: posted (out-stats.ts); the warm-up loads ts-morph and prettier first.
      await vi.waitFor(() => expect(Atomics.load(signal, 0)).toBe(2), { timeout: 60_000, interval: 50 });
      const taken = ahead.take(out);
      for (const rel of FILES) expect(statKey(taken!.lookup(rel)!.stat!)).toBe(statKey(statSync(path.join(out, rel))));
    } finally {
      await worker.terminate();
    }
  }, 90_000);
});
