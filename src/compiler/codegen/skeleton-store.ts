/**
 * Where the formatted texts of code files before their slots are filled (their skeletons: slots.ts) are kept for
 * the next build of the same `out`: by file path, under the hash of what the skeleton is a function of
 * ({@link CodeBuild.skeleton}), as lines in shards of the project's cache folder (cache/line-shards.ts). That hash
 * holds the generator revision and the builders' versions, as every input hash does (hash.ts): a printer that
 * changes its output bumps the revision, and then no skeleton of the one before is found.
 *
 * An agent's client is most of what a one-tool edit builds (on the 10,000-tool bench, a 101-tool client: 30 KB to
 * format, about 100 ms on a cold worker) though what changed is in its prompt slot only: with its skeleton kept,
 * it is only filled in. Off with the caches; a missing or damaged line only means formatting, and the text filled
 * in is the one formatting gives (skeleton-store.test.ts).
 */
import { LineShards } from "../cache/line-shards.js";
import { cacheDir } from "../cache/store.js";
import type { CodeBuild } from "./plan.js";

/** 1: one JSON string per line, the formatted text with its placeholders. */
const FORMAT = 1;

/** The skeletons a build may take and keeps (generate.ts). */
export interface Skeletons {
  /** The skeleton of the file at `path` when it was formatted from the same input (`key`). */
  get(path: string, key: string): string | undefined;
  /** Keeps `text` as the skeleton of `path` under `key`. */
  set(path: string, key: string, text: string): void;
  /** Leaves the skeleton of `path` as it is: a file this build does not build. */
  keep(path: string): void;
}

/** The skeletons of `outDir` kept in the cache folder of the project at `root`. */
export class SkeletonStore implements Skeletons {
  private readonly shards: LineShards;

  constructor(root: string, outDir: string) {
    this.shards = new LineShards(cacheDir(root), "skeletons-", JSON.stringify({ format: FORMAT, out: outDir }));
  }

  get(path: string, key: string): string | undefined {
    const payload = this.shards.get(path, key);
    if (payload === undefined) return undefined;
    try {
      const text: unknown = JSON.parse(payload);
      return typeof text === "string" ? text : undefined;
    } catch {
      return undefined;
    }
  }

  set(path: string, key: string, text: string): void {
    this.shards.set(path, key, JSON.stringify(text));
  }

  keep(path: string): void {
    this.shards.keep(path);
  }

  /** Writes the shards where a skeleton changed, appeared or went. */
  save(): void {
    this.shards.save();
  }
}

/** Whether `made` has a skeleton to keep: slots, and nothing appended after formatting. */
export function hasSkeleton(made: CodeBuild): made is CodeBuild & { skeleton: string } {
  return made.skeleton !== undefined && made.slots !== undefined && made.validators === undefined;
}
