/**
 * The `stat`s of the generated files, taken ahead on the second core. After one edit in 10,000 tools, a compile
 * `stat`s the 10,500 files in `out` to know, by their records (disk-hashes.ts), that they are unchanged: 80-100 ms
 * of the main thread, just before the build. The builder started ahead (prewarm.ts) is idle from the end of its
 * warm-up until its jobs come, so it takes them then ({@link statRecorded}); a compile that starts no builder ahead has
 * a worker of their own take them (out-stats-worker.ts). The main thread takes the answer ({@link OutStatsAhead.take}),
 * or `stat`s the files itself when no worker has begun.
 *
 * A `stat` taken ahead is what the file system said a moment earlier in the same run: a file changed meanwhile is a
 * file changed during the run, which the records already allow for (its `stat` then differs at the next run, which
 * reads it). Only this module and disk-hashes.ts know the shape; nothing here writes.
 */
import path from "node:path";
import { MessageChannel, receiveMessageOnPort, type MessagePort } from "node:worker_threads";
import type { StatLike } from "../cache/stat-records.js";

/** Numbers per file: whether it is a regular file (1, or 0: no entry or another kind), size, mtimeMs, ctimeMs, ino. */
const FIELDS = 5;

/** The `stat`s of the files one records folder lists, packed: `numbers` holds {@link FIELDS} per path. */
export interface PackedStats {
  /** The `out` folder the records are of (absolute). */
  out: string;
  /** Out-relative paths. */
  paths: string[];
  numbers: Float64Array;
  /** The header of the records the {@link vouched} hashes were read under (disk-hashes.ts). */
  header: string;
  /**
   * For each path, the sha256 its record gives for the `stat` taken, when the record vouches for that `stat`; "" when
   * there is no such record. The main thread then takes the hash without looking at the record itself.
   */
  vouched: string[];
}

/** A file's `stat` as the records need it. */
export type FileStat = StatLike & { isFile(): boolean };

/** The states of the shared slot: who takes the `stat`s, and whether they were posted. */
const IDLE = 0;
const TAKEN = 1;
const POSTED = 2;
const STOLEN = 3;

/** What the builder is started with to take the `stat`s ahead: where the records are, where to post, the shared slot. */
export interface OutStatsRequest {
  /** The project's cache folder (cache/store.ts cacheDir), which holds the records. */
  cacheDir: string;
  port: MessagePort;
  signal: SharedArrayBuffer;
}

/** Packs `stat` (undefined: no entry) at `at`. */
export function packStat(stat: FileStat | undefined, numbers: Float64Array, at: number): void {
  const base = at * FIELDS;
  numbers[base] = stat?.isFile() ? 1 : 0;
  numbers[base + 1] = stat?.size ?? 0;
  numbers[base + 2] = stat?.mtimeMs ?? 0;
  numbers[base + 3] = stat?.ctimeMs ?? 0;
  numbers[base + 4] = stat?.ino ?? 0;
}

/** Room for the packed `stat`s of `count` files. */
export function packedNumbers(count: number): Float64Array {
  return new Float64Array(count * FIELDS);
}

/** The `stat`s of a {@link PackedStats}, each rebuilt when asked for. */
export class TakenStats {
  private readonly index: Map<string, number>;

  constructor(private readonly packed: PackedStats) {
    this.index = new Map(packed.paths.map((rel, i) => [rel, i]));
  }

  /** The header of the records that vouched for the hashes {@link lookup} gives. */
  get header(): string {
    return this.packed.header;
  }

  /**
   * The `stat` of the file at out-relative `rel` (`stat` undefined: no regular file there), and the hash its record
   * vouches for, if any; undefined when not taken. Given once: a file asked about again (toolc may have written it
   * since) is `stat`ed by the caller.
   */
  lookup(rel: string): { stat: FileStat | undefined; vouched?: string } | undefined {
    const i = this.index.get(rel);
    if (i === undefined) return undefined;
    this.index.delete(rel);
    const { numbers, vouched } = this.packed;
    const base = i * FIELDS;
    const stat = numbers[base] === 1 ? new Stat(numbers[base + 1]!, numbers[base + 2]!, numbers[base + 3]!, numbers[base + 4]!) : undefined;
    return vouched[i] ? { stat, vouched: vouched[i] } : { stat };
  }
}

/** A regular file's `stat`, rebuilt from its numbers. */
class Stat implements FileStat {
  constructor(
    readonly size: number,
    readonly mtimeMs: number,
    readonly ctimeMs: number,
    readonly ino: number,
  ) {}

  isFile(): boolean {
    return true;
  }
}

/** The worker's side: takes the `stat`s unless the main thread took the work back first, posts them, says so. */
export function answerOutStats(request: OutStatsRequest, take: (cacheDir: string) => PackedStats | undefined): void {
  const signal = new Int32Array(request.signal);
  if (Atomics.compareExchange(signal, 0, IDLE, TAKEN) !== IDLE) return;
  try {
    const packed = take(request.cacheDir);
    if (packed) request.port.postMessage(packed);
  } finally {
    Atomics.store(signal, 0, POSTED);
    Atomics.notify(signal, 0);
  }
}

/** How long the main thread waits at most for `stat`s the builder has begun (then it takes them itself). */
const WAIT_MS = 1000;

/** The main thread's side: the slot and port shared with the builder. */
export class OutStatsAhead {
  private readonly signal = new Int32Array(new SharedArrayBuffer(4));
  private readonly port: MessagePort;
  /** What the builder is to be started with (its port to be transferred). */
  readonly request: OutStatsRequest;

  /** For the records in the project cache folder `cacheDir`. */
  constructor(cacheDir: string) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.request = { cacheDir, port: port2, signal: this.signal.buffer as SharedArrayBuffer };
  }

  /**
   * The `stat`s of the files in `out` (absolute), by out-relative path, when the builder took them; undefined when it
   * had not begun (it then never will) or gave none for that folder. Waits for `stat`s the builder is taking.
   */
  take(out: string): TakenStats | undefined {
    if (Atomics.compareExchange(this.signal, 0, IDLE, STOLEN) === IDLE) return undefined;
    const deadline = performance.now() + WAIT_MS;
    while (Atomics.load(this.signal, 0) === TAKEN && performance.now() < deadline) Atomics.wait(this.signal, 0, TAKEN, 50);
    const message = receiveMessageOnPort(this.port)?.message as PackedStats | undefined;
    this.port.close();
    return message && path.resolve(message.out) === path.resolve(out) ? new TakenStats(message) : undefined;
  }
}
