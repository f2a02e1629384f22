/**
 * The sha256 of the files in `out`, by `stat` where an earlier run recorded it — the way git's index avoids
 * re-hashing unchanged work-tree files. A run records, for each file it read and hashed, its size, mtime, ctime
 * and inode; a later run whose `stat` gives the same four takes the recorded sha256 instead of reading the file.
 * On 10,000 tools, reading and hashing the ~10,500 generated files took about 0.7 s of a one-edit compile.
 *
 * "Racily clean" files (git's term): a file changed in the same timestamp tick as the moment it was hashed
 * keeps its mtime (and may keep its size and inode), so a record is trusted only for a file whose mtime is older
 * than the moment the record was taken by more than {@link RACY_MS}; any other is read and hashed again, and
 * recorded anew once it is that old. A file toolc writes is not recorded: its mtime is this moment, so no record
 * of it could be trusted by the next run, which reads it once instead.
 *
 * The moment a record is taken is read from the clock of the file system `out` is on, not from `Date.now()`
 * alone (git compares with its index file's mtime for the same reason): on a network or VM-shared folder whose
 * clock runs behind this machine's, a file just written looks older than it is and would be trusted at once.
 * A run that may write (`write`) measures the offset once, by the mtime of a probe file it creates and removes
 * in `out`; a run that may not (`--check`, the result cache's probe) trusts the records it finds but takes none.
 *
 * Kept in the project's cache folder (cache/store.ts) for one `out` folder; off with the caches (`--no-cache`,
 * `TOOLC_CACHE=off`), when every file is read and hashed. A missing, corrupt or unwritable cache file only ever
 * means reading and hashing.
 */
import { randomBytes } from "node:crypto";
import { digest } from "../digest.js";
import { readFileSync, statSync, unlinkSync, writeFileSync, type Stats } from "node:fs";
import path from "node:path";
import { cacheDir, readEntries, writeEntries } from "../cache/store.js";
import { toolVersion } from "../../package-info.js";

/** Bumped when the stored shape changes. */
const FORMAT = 1;

/**
 * How much older than its record a file's mtime must be for the record to be trusted: more than any file
 * system's timestamp granularity (FAT: 2 s) and than the lag of the kernel's coarse clock behind `Date.now()`.
 */
export const RACY_MS = 2000;

/** What a run saw of one file, and when (`at`: before it was read). */
interface Entry {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
  sha256: string;
  at: number;
}

let hashed = 0;

/** How many files {@link DiskHashes} has read and hashed in this process (for tests: a trusted record reads none). */
export function filesHashed(): number {
  return hashed;
}

/** The sha256 of files in one `out` folder, by their recorded `stat` where it holds (see the module comment). */
export class DiskHashes {
  /** Taken before any file is read: every record of this run is at most as new as what it saw. */
  private readonly at = Date.now();
  private readonly records: Map<string, Entry>;
  private changed = false;
  /** How far the clock of `outDir`'s file system is ahead of `Date.now()`: undefined until measured, null when it cannot be. */
  private fsOffset: number | null | undefined;

  private constructor(
    private readonly outDir: string,
    private readonly file: string | undefined,
    private readonly mayProbe: boolean,
  ) {
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
    if (record && sameFile(record, stat) && stat.mtimeMs < record.at - RACY_MS) return record.sha256;
    const bytes = readBytes(full);
    if (bytes === undefined) return undefined;
    hashed++;
    const sha256 = digest("sha256", bytes);
    const at = stat.mtimeMs < this.at - RACY_MS ? this.recordTime() : undefined;
    if (at !== undefined && stat.mtimeMs < at - RACY_MS) {
      this.records.set(rel, { size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, ino: stat.ino, sha256, at });
      this.changed = true;
    } else if (record) {
      // Too new to be trusted by the next run either: it reads the file again and records it then.
      this.forget(rel);
    }
    return sha256;
  }

  /**
   * The moment this run's records are taken, on the clock of `outDir`'s file system; undefined when this run
   * takes no records. A file system clock ahead of this machine's only makes files look newer (never trusted
   * early), so only a clock behind moves the moment back.
   */
  private recordTime(): number | undefined {
    if (!this.mayProbe) return undefined;
    this.fsOffset ??= fileSystemOffset(this.outDir);
    return this.fsOffset === null ? undefined : this.at + Math.min(0, this.fsOffset);
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

/**
 * How far the clock of `dir`'s file system is ahead of `Date.now()` (negative: behind), by the mtime of a probe
 * file written and removed there; null when the probe cannot be written.
 */
function fileSystemOffset(dir: string): number | null {
  const probe = path.join(dir, `.toolc-clock-${process.pid}-${randomBytes(6).toString("hex")}.tmp`);
  try {
    const before = Date.now();
    writeFileSync(probe, "", { flag: "wx" });
    return statSync(probe).mtimeMs - before;
  } catch {
    return null;
  } finally {
    try {
      unlinkSync(probe);
    } catch {
      // Never written, or already gone.
    }
  }
}

/** Whether `stat` is the file a record saw. A corrupt record (not an object, wrong types) never matches. */
function sameFile(record: Entry, stat: Stats): boolean {
  return typeof record === "object" && record !== null && record.size === stat.size && record.mtimeMs === stat.mtimeMs && record.ctimeMs === stat.ctimeMs && record.ino === stat.ino && typeof record.sha256 === "string" && typeof record.at === "number";
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
