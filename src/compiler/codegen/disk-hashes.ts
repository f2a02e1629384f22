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
 * Kept in the project's cache folder (cache/store.ts) for one `out` folder; off with the caches (`--no-cache`,
 * `TOOLC_CACHE=off`), when every file is read and hashed. A missing, corrupt or unwritable cache file only ever
 * means reading and hashing.
 */
import { digest } from "../digest.js";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { RecordClock, trustworthy, type StatStamp } from "../cache/stat-records.js";
import { cacheDir, readEntries, writeEntries } from "../cache/store.js";
import { toolVersion } from "../../package-info.js";

/** Bumped when the stored shape changes. */
const FORMAT = 1;

export { RACY_MS } from "../cache/stat-records.js";

/** What a run saw of one file: its stat stamp and its sha256. */
interface Entry extends StatStamp {
  sha256: string;
}

let hashed = 0;

/** How many files {@link DiskHashes} has read and hashed in this process (for tests: a trusted record reads none). */
export function filesHashed(): number {
  return hashed;
}

/** The sha256 of files in one `out` folder, by their recorded `stat` where it holds (see the module comment). */
export class DiskHashes {
  private readonly records: Map<string, Entry>;
  private changed = false;
  private readonly clock: RecordClock;

  private constructor(
    private readonly outDir: string,
    private readonly file: string | undefined,
    mayProbe: boolean,
  ) {
    this.clock = new RecordClock(outDir, mayProbe);
    this.records = file ? readEntries<Entry>(file, this.header()) : new Map();
  }

  /**
   * The records of `outDir` in the cache folder of the project at `root`; no `root` (caches off): none, nothing
   * saved. `record`: this run may write a probe file in `outDir` and so take new records (see the module comment).
   */
  static open(outDir: string, root: string | undefined, record = false): DiskHashes {
    return new DiskHashes(outDir, root === undefined ? undefined : path.join(cacheDir(root), "out-hashes.json"), record);
  }

  /** The sha256 of the bytes of the file at out-relative `rel`, or undefined when it is not a regular file. */
  sha256(rel: string): string | undefined {
    const full = path.join(this.outDir, rel);
    // Stat before reading: a change after the stat makes the record disagree with the file, never vouch for it.
    const stat = statSync(full, { throwIfNoEntry: false });
    const record = this.records.get(rel);
    if (!stat?.isFile()) {
      if (record) this.forget(rel);
      return undefined;
    }
    if (record && trustworthy(record, stat) && typeof record.sha256 === "string") return record.sha256;
    const bytes = readBytes(full);
    if (bytes === undefined) return undefined;
    hashed++;
    const sha256 = digest("sha256", bytes);
    const stamp = this.clock.stamp(stat);
    if (stamp) {
      this.records.set(rel, { ...stamp, sha256 });
      this.changed = true;
    } else if (record) {
      // Too new to be trusted by the next run either: it reads the file again and records it then.
      this.forget(rel);
    }
    return sha256;
  }

  /** Drops the record of `rel` (toolc is replacing or removing that file). */
  forget(rel: string): void {
    if (this.records.delete(rel)) this.changed = true;
  }

  /**
   * Writes the records when any changed, keeping only those of `generated` (the files this run generated)
   * when given. Never throws: an unwritable cache folder only costs the next run its speed (cache/store.ts).
   */
  save(generated?: Iterable<string>): void {
    if (!this.file) return;
    if (generated) {
      const keep = new Set(generated);
      for (const rel of this.records.keys()) if (!keep.has(rel)) this.forget(rel);
    }
    if (!this.changed) return;
    writeEntries(this.file, this.header(), [...this.records].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    this.changed = false;
  }

  /** Another format, toolc version or `out` folder discards the file. */
  private header(): Record<string, string | number> {
    return { format: FORMAT, toolc: toolVersion(), out: this.outDir };
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
