/**
 * The sha256 of the files in `out`, by `stat` where an earlier run recorded it — the way git's index avoids
 * re-hashing unchanged work-tree files. A run records, for each file it read and hashed, its size, mtime, ctime
 * and inode; a later run whose `stat` gives the same four takes the recorded sha256 instead of reading the file.
 * On 10,000 tools, reading and hashing the ~10,500 generated files took about 0.7 s of a one-edit compile.
 *
 * Trusting a record, and when one may be taken ("racily clean" files, the file system's clock), is
 * cache/stat-records.ts. A file toolc writes is not recorded: its mtime is this moment, so no record of it could be
 * trusted by the next run, which reads it once instead. A run that may write (`write`) may take records (its
 * clock probe writes a file in `out`); a run that may not (`--check`, the result cache's probe) trusts the records
 * it finds but takes none.
 *
 * Kept in the project's cache folder (cache/store.ts) for one `out` folder, as lines in shards (cache/line-shards.ts,
 * `<stat key>\t<at> <sha256>`), so that a compile which rewrites a few files rewrites a few shards, not every record
 * (on 10,000 tools, 2.2 MB); off with the caches (`--no-cache`,
 * `TOOLC_CACHE=off`), when every file is read and hashed. A missing, corrupt or unwritable cache file only ever
 * means reading and hashing.
 */
import { digest } from "../digest.js";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { LineShards, payloadUnder, shardsOnDisk } from "../cache/line-shards.js";
import { RecordClock, stampHolds, statKey, type StatLike } from "../cache/stat-records.js";
import { cacheDir, removeFile } from "../cache/store.js";
import { packedNumbers, packStat, type FileStat, type PackedStats, type TakenStats } from "./out-stats.js";
import { toolVersion } from "../../package-info.js";

/** Bumped when the stored shape changes (2: lines in shards). */
const FORMAT = 2;

/** The prefix of the records' shard files in the cache folder. */
const SHARD_PREFIX = "out-hashes-";

/** The file format 1 kept, removed once shards replace it. */
const LEGACY_FILE = "out-hashes.json";

export { RACY_MS } from "../cache/stat-records.js";

let hashed = 0;

/** How many files {@link DiskHashes} has read and hashed in this process (for tests: a trusted record reads none). */
export function filesHashed(): number {
  return hashed;
}

/** The sha256 of files in one `out` folder, by their recorded `stat` where it holds (see the module comment). */
export class DiskHashes {
  private readonly clock: RecordClock;
  /** The `stat`s taken ahead, once asked for (null: none). */
  private taken: TakenStats | null | undefined;

  private constructor(
    private readonly outDir: string,
    private readonly records: LineShards | undefined,
    private readonly header: string,
    private readonly legacy: string | undefined,
    mayProbe: boolean,
    private readonly ahead: (() => TakenStats | undefined) | undefined,
  ) {
    this.clock = new RecordClock(() => outDir, mayProbe);
  }

  /**
   * The records of `outDir` in the cache folder of the project at `root`; no `root` (caches off): none, nothing
   * saved. `record`: this run may write a probe file in `outDir` and so take new records (see the module comment).
   * `ahead`: asked once, when the first file is hashed, for the files' `stat`s taken on the second core (out-stats.ts).
   */
  static open(outDir: string, root: string | undefined, record = false, ahead?: () => TakenStats | undefined): DiskHashes {
    const header = recordsHeader(outDir);
    if (root === undefined) return new DiskHashes(outDir, undefined, header, undefined, record, undefined);
    return new DiskHashes(outDir, new LineShards(cacheDir(root), SHARD_PREFIX, header), header, path.join(cacheDir(root), LEGACY_FILE), record, ahead);
  }

  /** The sha256 of the bytes of the file at out-relative `rel`, or undefined when it is not a regular file. */
  sha256(rel: string): string | undefined {
    // Stat before reading: a change after the stat makes the record disagree with the file, never vouch for it.
    const early = this.takenAhead(rel);
    // Its record vouched for that stat on the second core (statRecorded, by the test below): the line stays as it is.
    if (early?.vouched) {
      this.records?.keep(rel);
      return early.vouched;
    }
    const stat = early === undefined ? statSync(path.join(this.outDir, rel), { throwIfNoEntry: false }) : early.stat;
    if (!stat?.isFile()) {
      this.forget(rel);
      return undefined;
    }
    const key = statKey(stat);
    const recorded = vouchedHash(this.records?.get(rel, key), stat);
    if (recorded) return recorded;
    const full = path.join(this.outDir, rel);
    const bytes = readBytes(full);
    if (bytes === undefined) return undefined;
    hashed++;
    const sha256 = digest("sha256", bytes);
    const stamp = this.clock.stamp(stat);
    // Unless recorded now, too new to be trusted by the next run either: it reads the file again and records it then.
    if (stamp) this.records?.set(rel, key, `${stamp.at} ${sha256}`);
    else this.forget(rel);
    return sha256;
  }

  /**
   * The `stat` of `rel` taken ahead (undefined in it: no regular file), with the hash its record vouched for when
   * those records are this run's; undefined when it was not taken.
   */
  private takenAhead(rel: string): { stat: FileStat | undefined; vouched?: string } | undefined {
    if (this.taken === undefined) this.taken = this.ahead?.() ?? null;
    const early = this.taken?.lookup(rel);
    return early?.vouched !== undefined && this.taken!.header !== this.header ? { stat: early.stat } : early;
  }

  /** Drops the record of `rel` (toolc is replacing or removing that file). */
  forget(rel: string): void {
    this.records?.drop(rel);
  }

  /**
   * Writes the shards where a record changed, keeping only those of `generated` (the files this run generated)
   * when given. Never throws: an unwritable cache folder only costs the next run its speed (cache/store.ts).
   */
  save(generated?: Iterable<string>): void {
    if (!this.records) return;
    if (generated) {
      const keep = new Set(generated);
      this.records.retain((rel) => keep.has(rel));
    }
    this.records.save();
    if (this.legacy) removeFile(this.legacy);
  }
}

/** A file's bytes, or undefined when it went away or is no regular file after all (other errors are the run's). */
function readBytes(full: string): Buffer | undefined {
  try {
    return readFileSync(full);
  } catch (error) {
    const code = error instanceof Error && "code" in error ? error.code : undefined;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return undefined;
    throw error;
  }
}

/**
 * The `stat` of each file the records in the cache folder `dir` list, packed (out-stats.ts), and the hash each record
 * vouches for by that `stat` (the test {@link DiskHashes.sha256} makes): what the builder started ahead takes while
 * the main thread checks the project. Undefined when there are no records.
 */
export function statRecorded(dir: string): PackedStats | undefined {
  let out: string | undefined;
  const shards: { entries: Map<string, string>; ours: boolean }[] = [];
  for (const { header, entries } of shardsOnDisk(dir, SHARD_PREFIX)) {
    const folder = outOf(header);
    if (folder === undefined || (out !== undefined && folder !== out)) continue;
    out = folder;
    // Lines under another header (another toolc, another format) vouch for nothing: their files are only `stat`ed.
    shards.push({ entries, ours: header === recordsHeader(folder) });
  }
  if (out === undefined) return undefined;
  const paths = shards.flatMap(({ entries }) => [...entries.keys()]);
  const numbers = packedNumbers(paths.length);
  const vouched: string[] = [];
  for (const { entries, ours } of shards) {
    for (const [rel, line] of entries) {
      const stat = statSync(path.join(out, rel), { throwIfNoEntry: false });
      packStat(stat, numbers, vouched.length);
      vouched.push(ours && stat?.isFile() ? vouchedBy(line, stat) : "");
    }
  }
  return { out, paths, numbers, header: recordsHeader(out), vouched };
}

/** The sha256 a record's line (`<stat key>\t<at> <sha256>`) gives a file with `stat`; "" when it does not vouch for it. */
function vouchedBy(line: string, stat: FileStat): string {
  return vouchedHash(payloadUnder(line, 0, statKey(stat)), stat) ?? "";
}

/**
 * The sha256 a record's payload (`<at> <sha256>`, kept under the key of `stat`) vouches for, when the record was taken
 * long enough after the file's mtime (stat-records.ts); undefined otherwise. A damaged payload (no number, no hash) never does.
 */
function vouchedHash(payload: string | undefined, stat: StatLike): string | undefined {
  const [at, recorded] = payload?.split(" ") ?? [];
  return stampHolds(stat, at) && recorded ? recorded : undefined;
}

/** The header of the records of the `out` folder `outDir`. */
function recordsHeader(outDir: string): string {
  return JSON.stringify({ format: FORMAT, toolc: toolVersion(), out: outDir });
}

/** The `out` folder a records shard's header names (undefined: no header, or another shape). */
function outOf(header: string | undefined): string | undefined {
  try {
    const out = (JSON.parse(header ?? "") as { out?: unknown }).out;
    return typeof out === "string" ? out : undefined;
  } catch {
    return undefined;
  }
}
