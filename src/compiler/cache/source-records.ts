/**
 * What earlier runs learnt of each definition file's bytes, by its `stat` (cache/stat-records.ts): its content
 * hash and whether it holds a `toolc-ignore` directive. A file whose `stat` still matches is then not read at
 * all unless its text is asked for (source/trusted.ts): after one edit in 10,000 Markdown tools, every run read and
 * hashed the 10,000 unchanged files (with a cold page cache, 1.5 s of 3.5). The caches keyed by content hash
 * (per-file results, summaries, tool entries) then answer for the file by the recorded hash.
 *
 * Only a file read clean is recorded (no size, binary or UTF-8 finding): a record stands for a read that found
 * nothing wrong. Kept in the project's cache folder (cache/store.ts), off with the caches; a missing, corrupt or
 * unwritable cache file only means reading.
 */
import { LineShards } from "./line-shards.js";
import type { SourceText } from "../source/text.js";
import type { SourceFacts } from "../source/trusted.js";
import { clockFolder, RecordClock, stampHolds, statKey, type StatLike } from "./stat-records.js";
import { cacheDir, textHash } from "./store.js";

/** Bumped when the stored shape changes. */
const FORMAT = 1;

/** Whether `text` may hold a suppression directive: the marker every directive contains. */
export function mayHoldDirectives(text: string): boolean {
  return text.includes("toolc-ignore");
}

/**
 * The records of one project's definition files (see the module comment): a line per file in shards
 * (cache/line-shards.ts), `<stat key>\t<at> <directives> <hash>`, so that one edit rewrites one shard.
 */
export class SourceRecords {
  private constructor(
    private readonly shards: LineShards,
    private readonly clock: RecordClock,
  ) {}

  /**
   * The records of the project at `root` for toolc `version`. The moment of a record is measured on the
   * project's file system: by a probe in the cache folder when it is on that file system, else at the root.
   */
  static open(root: string, version: string): SourceRecords {
    const dir = cacheDir(root);
    const shards = new LineShards(dir, "source-stats-", JSON.stringify({ format: FORMAT, toolc: version }));
    // Measured lazily: only a run that takes a record probes (or creates the cache folder).
    return new SourceRecords(shards, new RecordClock(() => clockFolder(dir, root), true));
  }

  /** What the record of project-relative `rel` says, when `stat` (taken now, before any read) is the file it saw. */
  trusted(rel: string, stat: StatLike): SourceFacts | undefined {
    const payload = this.shards.get(rel, statKey(stat));
    const [at, directives, hash] = payload?.split(" ") ?? [];
    // A damaged payload never matches: no number, another flag or no hash.
    if (!stampHolds(stat, at) || (directives !== "0" && directives !== "1") || !hash) return undefined;
    return { hash, directives: directives === "1" };
  }

  /** Records `source`, just read clean from `rel` after a `stat` gave `stat`, when it is old enough to be trusted later. */
  observe(rel: string, stat: StatLike, source: SourceText): void {
    // Too new to be trusted by the next run: unrecorded, it reads the file again and records it then.
    const stamp = this.clock.stamp(stat);
    if (stamp) this.shards.set(rel, statKey(stat), `${stamp.at} ${mayHoldDirectives(source.text) ? 1 : 0} ${textHash(source)}`);
  }

  /** Writes the shards where a record changed, appeared or went (a file no longer read). Never throws. */
  save(): void {
    this.shards.save();
  }
}
