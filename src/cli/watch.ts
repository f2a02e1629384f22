/**
 * `toolc compile --watch`: compile, then compile again after each change under the project root, in one process,
 * until stopped (Ctrl-C). Each run is an ordinary `toolc compile` (the same caches, report, files and exit code);
 * what a rerun saves is what a new process loads again: Node itself, the compiler's modules, ts-morph and prettier
 * for the changed files' code, and V8's compiled code. One edit in 1,000 tools: 0.5–0.7 s instead of 1.3–1.6 s;
 * in 10,000, where most of a run's work grows with the project, 2.3–3.2 s against 3.0–3.5 s.
 *
 * Folders are watched one by one (Node's recursive watch on Linux walks and watches every file, `node_modules`
 * included): the root and every folder discovery walks (not `node_modules`, `.git`, `_`/`.` folders, `out` or the
 * configured `ignore`), plus the Markdown folders. The set is renewed after each run, so a folder made since is
 * watched too. Changes are collected until none came for {@link QUIET_MS}; a change during a run starts one more.
 */
import { statSync, watch, type FSWatcher } from "node:fs";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import fg from "fast-glob";
import { cacheDir } from "../compiler/cache/store.js";
import { loadConfig } from "../compiler/config/load.js";
import { ignoreGlobs } from "../compiler/discover/index.js";
import type { CompileResult } from "../compiler/pipeline.js";
import { compileAndReport, type CompileOptions } from "./compile.js";
import { EXIT, type CommandIo } from "./io.js";

/** How long the files must be quiet before a run starts: an editor's save is often several events. */
export const QUIET_MS = 60;

/** Beyond this many folders the rest are not watched: one inotify watch each, of a per-user limit that is 8,192 on older Linux kernels. */
export const MAX_FOLDERS = 4000;

/** Runs `toolc compile --watch` until `stop` aborts; returns the exit code of the last run. */
export async function watchCompile(rootArg: string, options: CompileOptions, io: CommandIo, stop: AbortSignal): Promise<number> {
  const first = await compileAndReport(rootArg, options, io);
  // A root that does not exist cannot be watched: the run's own exit code (2) says so.
  if (first.result.failure === "root" || stop.aborted) return first.exit;
  return new Watch(rootArg, options, io, first).until(stop);
}

/** One watch: its folders, the last run's exit code and root, and whether a run is under way or due. */
class Watch {
  private readonly folders: WatchedFolders;
  private readonly configPath: string | undefined;
  private exit: number;
  private root: string;
  private running = false;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private ended: () => void = () => {};

  constructor(
    private readonly rootArg: string,
    private readonly options: CompileOptions,
    private readonly io: CommandIo,
    first: { exit: number; result: CompileResult },
  ) {
    this.exit = first.exit;
    this.root = first.result.root;
    this.configPath = options.config ? path.resolve(io.cwd, options.config) : undefined;
    // The report file (`--output`) is rewritten by every run: its own change must not start the next.
    const report = options.output === undefined ? undefined : path.resolve(io.cwd, options.output);
    this.folders = new WatchedFolders((file) => file !== report && !isProbe(file), () => this.schedule());
  }

  /** Watches until `stop` aborts, then returns the last run's exit code (a run under way finishes first). */
  async until(stop: AbortSignal): Promise<number> {
    const ended = new Promise<void>((resolve) => (this.ended = resolve));
    stop.addEventListener("abort", () => this.end(), { once: true });
    this.watch(true);
    await ended;
    return this.exit;
  }

  /** Watches the folders of the last run's root; a folder new since the last run gets one more run (see below). */
  private watch(initial = false): void {
    const added = this.folders.renew(foldersOf(this.root, this.configPath), this.io);
    this.io.stderr("toolc: watching for changes (Ctrl-C stops)\n");
    collectGarbage();
    // A file written into a new folder before its watcher existed was seen by no one: one more run looks.
    if (added > 0 && !initial) this.schedule();
  }

  /** A change: a run once the files are quiet, or one more after the run under way. */
  private schedule(): void {
    if (this.stopped) return;
    this.again = this.running;
    if (this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.rerun(), QUIET_MS);
  }

  private async rerun(): Promise<void> {
    this.running = true;
    this.io.stderr("toolc: files changed; compiling again\n");
    await this.compile();
    this.running = false;
    if (this.stopped) return this.ended();
    const again = this.again;
    this.watch();
    if (again) this.schedule();
  }

  /** One run; the compiler never throws on user input, and a bug that makes it throw is reported, not fatal. */
  private async compile(): Promise<void> {
    try {
      const { exit, result } = await compileAndReport(this.rootArg, this.options, this.io);
      this.exit = exit;
      this.root = result.root;
    } catch (error) {
      this.io.stderr(`toolc: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      this.exit = EXIT.internal;
    }
  }

  private end(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.folders.close();
    if (!this.running) this.ended();
  }
}

/**
 * The folders to watch for `root`: the root itself, the Markdown folders and every folder discovery walks, sorted
 * (the root first). A config that does not load is watched by its folder (the root) until it does.
 */
export function foldersOf(root: string, configPath: string | undefined): string[] {
  // Read again: a run answered by the result cache carries no config.
  const { config } = loadConfig(root, configPath, []);
  const walked = fg.sync("**", { cwd: root, ignore: ignoreGlobs(config), onlyDirectories: true, dot: false, followSymbolicLinks: false, suppressErrors: true });
  const markdown = [config.markdown.toolsDir, config.markdown.agentsDir].map((dir) => path.resolve(root, dir));
  const extra = configPath ? [path.dirname(configPath)] : [];
  // The caches are written by every run: a cache folder inside the root (XDG_CACHE_HOME there) is not watched.
  const caches = cacheDir(root);
  const own = (dir: string) => dir === root || dir === caches || dir.startsWith(`${caches}${path.sep}`);
  const rest = [...new Set([...markdown, ...extra, ...walked.map((dir) => path.join(root, dir))])].filter((dir) => !own(dir)).sort();
  return [root, ...rest];
}

/**
 * A full garbage collection, between runs: V8 otherwise lets a watch's old generation grow with each run's garbage
 * (10,000 tools: 1.8 GB after six edits, for about 0.2 GB live). `gc` exists in contexts made after `--expose-gc` is set.
 */
function collectGarbage(): void {
  try {
    setFlagsFromString("--expose-gc");
    (runInNewContext("gc") as () => void)();
  } catch {
    // Without it the watch only holds more memory.
  }
}

function inodeOf(folder: string): number {
  try {
    return statSync(folder).ino;
  } catch {
    return -1;
  }
}

/** A file toolc itself writes and removes at once (cache/stat-records.ts's clock probe): no change of the project's. */
function isProbe(file: string): boolean {
  return path.basename(file).startsWith(".toolc-clock-");
}

/** One non-recursive watcher per folder, each calling `changed` on an event in it about a file that `counts`. */
class WatchedFolders {
  /** Each watched folder's watcher, and the folder's inode when it was added (a folder made again is another). */
  private readonly watchers = new Map<string, { watcher: FSWatcher; inode: number }>();
  private warned = false;

  constructor(
    private readonly counts: (file: string) => boolean,
    private readonly changed: () => void,
  ) {}

  /** Watches exactly `folders` (the first {@link MAX_FOLDERS}): new ones are added, gone ones closed. Returns how many were added. */
  renew(folders: readonly string[], io: CommandIo): number {
    if (folders.length > MAX_FOLDERS && !this.warned) {
      this.warned = true;
      io.stderr(`toolc: warning: ${folders.length} folders under the root; only the first ${MAX_FOLDERS} are watched\n`);
    }
    const wanted = new Set(folders.slice(0, MAX_FOLDERS));
    for (const [folder, { watcher, inode }] of this.watchers) {
      if (wanted.has(folder) && inodeOf(folder) === inode) continue;
      watcher.close();
      this.watchers.delete(folder);
    }
    let added = 0;
    for (const folder of wanted) if (!this.watchers.has(folder) && this.add(folder)) added++;
    return added;
  }

  close(): void {
    for (const { watcher } of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  private add(folder: string): boolean {
    try {
      const inode = inodeOf(folder);
      // An event without a name (some platforms) is a change of something in the folder.
      const watcher = watch(folder, { persistent: true }, (_event, name) => void ((name === null || this.counts(path.join(folder, name))) && this.changed()));
      // A folder removed while watched ends its watcher; the next renewal drops or replaces it.
      watcher.on("error", () => this.changed());
      this.watchers.set(folder, { watcher, inode });
      return true;
    } catch {
      // A Markdown folder that does not exist (yet): its parent's watcher sees it appear.
      return false;
    }
  }
}
