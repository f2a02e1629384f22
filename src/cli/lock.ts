/**
 * `toolc lock [root]` writes `toolc.lock` (one hash per tool of what the model sees and the user approved);
 * `toolc lock --check` reports every definition that no longer matches it, like `compile` reports findings.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { cachesEnabled } from "../compiler/cache/store.js";
import { summarise } from "../compiler/index.js";
import { checkLock, LOCK_FILE, lockOf, readLockSource, renderLock } from "../compiler/lock/index.js";
import { EXIT, type CommandIo } from "./io.js";
import { loadCatalog, type LoadedCatalog } from "./project.js";
import { sourceTexts, type CheckingOptions } from "./report.js";
import { reportReusing, type Concluded } from "./reuse.js";

/** Options of `toolc lock`, as parsed by commander. */
export interface LockOptions extends CheckingOptions {
  check: boolean;
  /** `--no-cache` sets this to false. */
  cache?: boolean;
}

/** Runs `toolc lock` and returns the exit code. `--check` reuses an unchanged project's last comparison (results/). */
export async function runLock(rootArg: string, options: LockOptions, io: CommandIo): Promise<number> {
  if (!options.check) {
    const loaded = loadCatalog(rootArg, io, options.config, options.cache);
    return loaded.ok ? writeLock(loaded, io) : loaded.exitCode;
  }
  const given = path.resolve(io.cwd, rootArg);
  const key = cachesEnabled(options.cache) ? { given, mode: "lock" as const, ...(options.config ? { configPath: path.resolve(io.cwd, options.config) } : {}) } : undefined;
  return reportReusing(key, options, io, (): Concluded => {
    const loaded = loadCatalog(rootArg, io, options.config, options.cache);
    return loaded.ok ? checkAgainstLock(loaded, io) : { exitCode: loaded.exitCode };
  });
}

function writeLock(loaded: LoadedCatalog & { ok: true }, io: CommandIo): number {
  const file = path.join(loaded.root, LOCK_FILE);
  const text = renderLock(lockOf(loaded.result.project!, loaded.built.catalog));
  const count = Object.keys(loaded.built.catalog.tools).length;
  if (readLockSource(loaded.root)?.text === text) {
    io.stdout(`${LOCK_FILE}: up to date (${count} tools)\n`);
    return EXIT.ok;
  }
  try {
    writeFileSync(file, text);
  } catch (error) {
    io.stderr(`toolc: cannot write \`${LOCK_FILE}\`: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  io.stdout(`wrote ${LOCK_FILE} (${count} tools)\n`);
  return EXIT.ok;
}

function checkAgainstLock(loaded: LoadedCatalog & { ok: true }, io: CommandIo): Concluded {
  const lockSource = readLockSource(loaded.root);
  if (!lockSource) {
    io.stderr(`toolc: no \`${LOCK_FILE}\` in \`${path.relative(io.cwd, loaded.root) || "."}\`; \`toolc lock\` writes it\n`);
    return { exitCode: EXIT.usage };
  }
  const { diagnostics } = checkLock(loaded.result.project!, loaded.result.model!, loaded.built, lockSource);
  const summary = summarise(diagnostics, loaded.result.summary.files);
  const { sources, files } = sourceTexts(loaded.result.sources, diagnostics);
  return { root: loaded.root, diagnostics, summary, sources: sources.set(LOCK_FILE, lockSource.text), files: [...files, LOCK_FILE] };
}
