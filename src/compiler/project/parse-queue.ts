/**
 * The YAML parses of one project load, queued while the files are read so that a second thread can take
 * a share (../parallel/helper.ts): parsing is most of a load. Results come from the parse cache, from the
 * worker (encoded, then revived: ../parse/transfer.ts) or from parsing here; either way each result is
 * handed over, and written to the cache, in the order the parses were queued, so nothing downstream can
 * tell which thread parsed what.
 */
import type { ParseCache } from "../parse/cache.js";
import { decodeParsed, type EncodedParse } from "../parse/transfer.js";
import { parseYamlText, yamlText, type ParsedYaml, type ParseYamlOptions, type YamlText } from "../parse/yaml.js";
import type { Helper } from "../parallel/helper.js";
import type { Job } from "../parallel/protocol.js";
import type { SourceText } from "../source/text.js";

/**
 * Fewer texts to parse than this, and parsing a share in the worker does not pay: both threads then parse
 * with cold code, while V8 compiles it and collects garbage on the second core, which one thread alone
 * has to itself. Measured on 2 cores, `--no-emit --no-cache`, against the worker loading TypeScript only
 * (medians of 6–12 runs): 1,200 files 0.1 s slower with the share, 2,200 0.1 s faster, 4,200 even,
 * 10,200 0.7–1.8 s faster.
 */
export const MIN_YAML_FOR_WORKER = 2000;
/** Texts per job: large enough that messages cost little, small enough that the threads share evenly. */
const BATCH = 50;

interface Queued {
  text: YamlText;
  /** The cache key of a miss, when the cache is on: its result is written to the cache. */
  key?: string;
  /** A cache hit's result at once, a miss's in {@link ParseQueue.settle}. */
  result?: ParsedYaml;
  done: (parsed: ParsedYaml) => void;
}

/** Queued parses; {@link settle} completes them all. */
export class ParseQueue {
  private readonly queued: Queued[] = [];
  /** Misses not yet posted to the worker. */
  private waiting: Queued[] = [];
  private misses = 0;
  private readonly jobs: Array<{ job: Job<EncodedParse[]>; items: Queued[] }> = [];

  constructor(
    private readonly cache: ParseCache | undefined,
    private readonly helper: Helper | undefined,
  ) {}

  /** Queues the parse of `source.text.slice(start, end)`; `done` gets its result in {@link settle}. */
  add(source: SourceText, start: number, end: number, options: ParseYamlOptions, done: (parsed: ParsedYaml) => void): void {
    const text = yamlText(source, start, end, options);
    const item: Queued = { text, done };
    this.queued.push(item);
    if (this.cache) {
      const key = cacheKey(text);
      item.result = this.cache.get(source.path, key);
      if (item.result) return;
      item.key = key;
    }
    this.misses++;
    this.waiting.push(item);
    if (this.helper && this.misses >= (this.helper.options.minYamlFiles ?? MIN_YAML_FOR_WORKER)) this.post(this.helper.options.yamlBatch ?? BATCH);
  }

  /** Parses now, through the cache (for documents that decide what is loaded next). */
  now(source: SourceText, start: number, end: number, options: ParseYamlOptions): ParsedYaml {
    const text = yamlText(source, start, end, options);
    const key = this.cache && cacheKey(text);
    const hit = key === undefined ? undefined : this.cache!.get(source.path, key);
    if (hit) return hit;
    const parsed = parseYamlText(text);
    if (key !== undefined) this.cache!.set(source.path, key, parsed);
    return parsed;
  }

  /** Completes every queued parse: the unposted ones and those the worker has not taken are parsed here. */
  settle(): void {
    for (const item of this.waiting) item.result = parseYamlText(item.text);
    this.waiting = [];
    // Newest first, the jobs the worker has not reached yet are parsed here; the first it took means it
    // took every older one too (it goes in order). Those are then collected oldest first, the order the
    // worker replies in, so that each reply is revived as it is received instead of all being held at once.
    let taken = this.jobs.length;
    while (taken > 0 && this.helper!.steal(this.jobs[taken - 1]!.job)) {
      for (const item of this.jobs[--taken]!.items) item.result = parseYamlText(item.text);
    }
    for (const { job, items } of this.jobs.slice(0, taken)) {
      const output = this.helper!.collect(job);
      items.forEach((item, i) => (item.result = output ? decodeParsed(item.text.file, output[i]!) : parseYamlText(item.text)));
    }
    for (const item of this.queued) {
      if (item.key !== undefined) this.cache!.set(item.text.file, item.key, item.result!);
      item.done(item.result!);
    }
    this.queued.length = 0;
  }

  /** Posts the waiting misses to the worker, `size` at a time. */
  private post(size: number): void {
    while (this.waiting.length >= size) {
      const items = this.waiting.splice(0, size);
      this.jobs.push({ job: this.helper!.submit<EncodedParse[]>("yaml", items.map((item) => item.text)), items });
    }
  }
}

/** What is parsed and how: any change misses. */
function cacheKey(text: YamlText): string {
  return `${JSON.stringify(text.options)}\0${text.start}\0${text.text}`;
}
