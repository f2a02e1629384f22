/**
 * Trusting a file's `stat` in place of its contents, the way git's index does: a run that read a file records
 * its size, mtime, ctime and inode ({@link statKey}) with what it learnt from the bytes; a later run whose `stat`
 * gives the same four takes the record instead of reading the file. Shared by the generated files' hashes
 * (codegen/disk-hashes.ts) and the definition files' (inputs/source-records.ts).
 *
 * "Racily clean" files (git's term): a file changed in the same timestamp tick as the moment it was read keeps
 * its mtime (and may keep its size and inode), so a record is trusted only for a file whose mtime is older than
 * the moment the record was taken by more than {@link RACY_MS}; any other is read again, and recorded anew once
 * it is that old.
 *
 * The moment a record is taken is read from the clock of the file system the files are on, not from
 * `Date.now()` alone (git compares with its index file's mtime for the same reason): on a network or VM-shared
 * folder whose clock runs behind this machine's, a file just written looks older than it is and would be
 * trusted at once. A run that may take records measures the offset once, by the mtime of a probe file it
 * creates and removes in that folder; a run that may not trusts the records it finds but takes none.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * How much older than its record a file's mtime must be for the record to be trusted: more than any file
 * system's timestamp granularity (FAT: 2 s) and than the lag of the kernel's coarse clock behind `Date.now()`.
 */
export const RACY_MS = 2000;

/** The parts of `fs.Stats` a record is checked against. */
export type StatLike = { size: number; mtimeMs: number; ctimeMs: number; ino: number };

/** When a record was taken (before its file was read): it is trusted only for a file older than that by {@link RACY_MS}. */
export interface Stamp {
  at: number;
}

/** What identifies one version of a file to `stat` (size, mtime, ctime, inode): a record's key. */
export function statKey(stat: StatLike): string {
  return `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`;
}

/** Whether a record taken at `at` (as written: a number) vouches for a file with `stat`, whose key it has. */
export function stampHolds(stat: StatLike, at: string | undefined): boolean {
  return stat.mtimeMs < Number(at) - RACY_MS;
}

/**
 * The clock records of files in one folder are taken by: {@link RecordClock.stamp} answers the stamp of a file
 * read now, or undefined when the file is too new to be recorded (or this run takes no records).
 */
export class RecordClock {
  /** Taken before any file is read: every record of this run is at most as new as what it saw. */
  private readonly at = Date.now();
  /** How far the clock of `dir`'s file system is ahead of `Date.now()`: undefined until measured, null when it cannot be. */
  private fsOffset: number | null | undefined;

  /**
   * For files on the file system of the folder `dir()` gives, asked once, when a record is first taken; `mayProbe`:
   * this run may write a probe file there, and so take records.
   */
  constructor(
    private readonly dir: () => string,
    private readonly mayProbe: boolean,
  ) {}

  /** The stamp to record for a file with `stat`, read after this clock was made; undefined when it may not be recorded. */
  stamp(stat: StatLike): Stamp | undefined {
    if (!this.mayProbe || !(stat.mtimeMs < this.at - RACY_MS)) return undefined;
    this.fsOffset ??= fileSystemOffset(this.dir());
    if (this.fsOffset === null) return undefined;
    // A file system clock ahead of this machine's only makes files look newer (never trusted early), so only a clock behind moves the moment back.
    const at = this.at + Math.min(0, this.fsOffset);
    return stat.mtimeMs < at - RACY_MS ? { at } : undefined;
  }
}

/**
 * Where to probe the clock of the file system `files` (a folder) is on: `preferred` (a cache folder, created if
 * need be) when it is on the same file system, so that no probe appears among the files; else `files` itself.
 */
export function clockFolder(preferred: string, files: string): string {
  try {
    mkdirSync(preferred, { recursive: true });
    return statSync(preferred).dev === statSync(files).dev ? preferred : files;
  } catch {
    return files;
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
