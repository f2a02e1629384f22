/**
 * What earlier runs learnt of each definition file's bytes, by its `stat` (cache/stat-records.ts): its content
 * hash and whether it holds a `toolc-ignore` directive. A file whose `stat` still matches is then not read at
 * all unless its text is asked for (source/trusted.ts): after one edit in 10,000 Markdown tools, reading and
 * hashing the unchanged files was a third of a second. The caches keyed by content hash (per-file results,
 * summaries, tool entries) then answer for the file by the recorded hash.
 *
 * Only a file read clean is recorded (no size, binary or UTF-8 finding): a record stands for a read that found
 * nothing wrong. Kept in the project's cache folder (cache/store.ts), off with the caches; a missing, corrupt or
 * unwritable cache file only means reading.
 */
import path from "node:path";
import type { SourceText } from "../source/text.js";
import type { SourceFacts } from "../source/trusted.js";
import { RecordClock, trustworthy, type StatLike, type StatStamp } from "./stat-records.js";
import { cacheDir, readEntries, textHash, writeEntries } from "./store.js";

/** Bumped when the stored shape changes. */
const FORMAT = 1;

interface Entry extends StatStamp, SourceFacts {}

/** Whether `text` may hold a suppression directive: the marker every directive contains. */
export function mayHoldDirectives(text: string): boolean {
  return text.includes("toolc-ignore");
}

/** The records of one project's definition files (see the module comment). */
export class SourceRecords {
  private readonly records: Map<string, Entry>;
  private readonly seen = new Set<string>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly version: string,
    private readonly clock: RecordClock,
  ) {
    this.records = readEntries<Entry>(file, this.header());
  }

  /**
   * The records of the project at `root` for toolc `version`. The moment of a record is measured on the
   * project's file system, by a probe in the cache folder when it lies inside the project, else at the root.
   */
  static open(root: string, version: string): SourceRecords {
    const dir = cacheDir(root);
    const inside = !path.relative(root, dir).startsWith("..");
    return new SourceRecords(path.join(dir, "source-stats.json"), version, new RecordClock(inside ? dir : root, true));
  }

  /** What the record of project-relative `rel` says, when `stat` (taken now, before any read) is the file it saw. */
  trusted(rel: string, stat: StatLike): SourceFacts | undefined {
    this.seen.add(rel);
    const record = this.records.get(rel);
    if (!record || !trustworthy(record, stat) || typeof record.hash !== "string" || typeof record.directives !== "boolean") return undefined;
    return { hash: record.hash, directives: record.directives };
  }

  /** Records `source`, just read clean from `rel` after a `stat` gave `stat`, when it is old enough to be trusted later. */
  observe(rel: string, stat: StatLike, source: SourceText): void {
    this.seen.add(rel);
    const old = this.records.get(rel);
    const stamp = this.clock.stamp(stat);
    if (!stamp) {
      // Too new to be trusted by the next run: it reads the file again and records it then.
      if (old) this.drop(rel);
      return;
    }
    const entry: Entry = { ...stamp, hash: textHash(source), directives: mayHoldDirectives(source.text) };
    if (old && trustworthy(old, stat) && old.hash === entry.hash && old.directives === entry.directives) return;
    this.records.set(rel, entry);
    this.changed = true;
  }

  /** Writes the records when any changed, keeping only those of files this run looked at. Never throws. */
  save(): void {
    for (const rel of this.records.keys()) if (!this.seen.has(rel)) this.drop(rel);
    if (!this.changed) return;
    writeEntries(this.file, this.header(), [...this.records].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    this.changed = false;
  }

  private drop(rel: string): void {
    if (this.records.delete(rel)) this.changed = true;
  }

  private header(): Record<string, string | number> {
    return { format: FORMAT, toolc: this.version };
  }
}
