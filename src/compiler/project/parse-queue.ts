/**
 * The YAML parses of one project load, queued while the files are read so that a second thread can take
 * a share (../parallel/helper.ts): parsing is most of a load. Results come from the parse cache, from the
 * worker (encoded, then revived: ../parse/transfer.ts) or from parsing here. Each result is handed over as
 * soon as it is there and not kept, so that its file can be checked and its document dropped before the next
 * is revived: holding every document until the last was parsed was most of a load's peak memory. Handing
 * over in whatever order the threads finish is safe because everything downstream keeps results per file.
 */
import { revive, type CacheHit, type ParseCache, type ParseGroup } from "../parse/cache.js";
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
  /** The cache key, when the cache is on: a miss's result is written to the cache. */
  key?: string;
  /** A cache hit, revived in {@link ParseQueue.settle}. */
  hit?: CacheHit;
  /** The result's findings, kept to be returned in queue order. */
  findings?: ParsedYaml["findings"];
  done: (parsed: ParsedYaml) => void;
  /** Which of the cache's shard sets its entry is in. */
  group: ParseGroup;
}

/** Queued parses; {@link settle} completes them all. */
export class ParseQueue {
  private readonly queued: Queued[] = [];
  /** Misses not yet posted to the worker. */
  private waiting: Queued[] = [];
  private misses = 0;
  private readonly jobs: Array<{ job: Job<EncodedParse[]>; items: Queued[] }> = [];

  /** `spare`: work of this thread's own to do before it takes a parse off the worker (LoadOptions.spare). */
  constructor(
    private readonly cache: ParseCache | undefined,
    private readonly helper: Helper | undefined,
    private readonly spare: () => boolean = () => false,
  ) {}

  /**
   * Queues the parse of `source.text.slice(start, end)`; `done` gets its result in {@link settle}, in no
   * particular order (its findings are also returned by settle, in queue order).
   */
  add(source: SourceText, start: number, end: number, options: ParseYamlOptions, group: ParseGroup, done: (parsed: ParsedYaml) => void): void {
    const text = yamlText(source, start, end, options);
    const item: Queued = { text, done, group };
    this.queued.push(item);
    if (this.cache) {
      item.key = cacheKey(text);
      item.hit = this.cache.hit(source.path, item.key, group);
      if (item.hit) return;
    }
    this.misses++;
    this.waiting.push(item);
    if (this.helper && this.misses >= (this.helper.options.minYamlFiles ?? MIN_YAML_FOR_WORKER)) this.post(this.helper.options.yamlBatch ?? BATCH);
    if (this.jobs.length > 0) this.takeFinished();
  }

  /** Keeps the cached parse of the file of `source` for later runs, unread (its file needs no parse this run). */
  keep(source: SourceText, group: ParseGroup): void {
    this.cache?.keep(source.path, group);
  }

  /** Parses now, through the cache (for documents that decide what is loaded next). */
  now(source: SourceText, start: number, end: number, options: ParseYamlOptions, group: ParseGroup): ParsedYaml {
    const text = yamlText(source, start, end, options);
    const key = this.cache && cacheKey(text);
    const hit = key === undefined ? undefined : this.cache!.hit(source.path, key, group);
    const revived = hit && revive(hit);
    if (revived) return revived;
    const parsed = parseYamlText(text);
    if (key !== undefined) this.cache!.set(source.path, key, parsed, group);
    return parsed;
  }

  /**
   * Completes every queued parse, each handed over as soon as it is there: the hits, the unposted misses,
   * then the posted jobs, the worker's as it finishes them and the others parsed here. Returns the parses'
   * findings in the order they were queued, so that nothing downstream can tell which thread parsed what.
   */
  settle(): ParsedYaml["findings"] {
    for (const item of this.queued) {
      const revived = item.hit && revive(item.hit);
      if (revived) this.complete(item, revived, false);
      else if (item.hit) this.complete(item, parseYamlText(item.text), true);
    }
    for (const item of this.waiting) this.complete(item, parseYamlText(item.text), true);
    this.waiting = [];
    // Both threads work to the end: once the worker has replied to the oldest job, that job is collected (its
    // files checked here); until then this thread does work only it can do (`spare`), else parses the newest job
    // the worker has not reached. A newest job the worker took means it took every older one too (it goes in
    // order): the oldest is then waited for. Stealing every job first and collecting after left the worker idle
    // while this thread checked its files.
    for (this.takeFinished(); this.jobs.length > 0; this.takeFinished()) {
      if (this.spare()) continue;
      if (this.helper!.steal(this.jobs.at(-1)!.job)) for (const item of this.jobs.pop()!.items) this.complete(item, parseYamlText(item.text), true);
      else this.collect(this.jobs.shift()!);
    }
    const findings = this.queued.flatMap((item) => item.findings ?? []);
    this.queued.length = 0;
    return findings;
  }

  /**
   * Collects the jobs the worker has finished, oldest first, while files are still being read: their files
   * are checked and their documents dropped now, instead of every reply waiting for the end of the load.
   */
  private takeFinished(): void {
    while (this.jobs.length > 0 && this.helper!.finished(this.jobs[0]!.job)) this.collect(this.jobs.shift()!);
  }

  /** Completes the items of a posted job: the worker's results, or parsed here when it has none. */
  private collect({ job, items }: { job: Job<EncodedParse[]>; items: Queued[] }): void {
    const output = this.helper!.collect(job);
    items.forEach((item, i) => this.complete(item, output ? decodeParsed(item.text.file, output[i]!) : parseYamlText(item.text), true));
  }

  /** Hands `result` to its file; a fresh one (`parsed`) is also written to the cache, before its document can go. */
  private complete(item: Queued, result: ParsedYaml, parsed: boolean): void {
    if (parsed && item.key !== undefined) this.cache!.set(item.text.file, item.key, result, item.group);
    item.findings = result.findings;
    item.done(result);
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
