/**
 * `toolc lock [root]` writes `toolc.lock` (one hash per tool of what the model sees and the user approved);
 * `toolc lock --check` reports every definition that no longer matches it, like `compile` reports findings.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { summarise } from "../compiler/index.js";
import { checkLock, LOCK_FILE, lockOf, readLockSource, renderLock } from "../compiler/lock/index.js";
import { EXIT, type CommandIo } from "./io.js";
import { loadCatalog, type LoadedCatalog } from "./project.js";
import { exitCodeOf, sourceTexts, writeReport, type CheckingOptions } from "./report.js";

/** Options of `toolc lock`, as parsed by commander. */
export interface LockOptions extends CheckingOptions {
  check: boolean;
}

/** Runs `toolc lock` and returns the exit code. */
export function runLock(rootArg: string, options: LockOptions, io: CommandIo): number {
  const loaded = loadCatalog(rootArg, io, options.config);
  if (!loaded.ok) return loaded.exitCode;
  return options.check ? checkAgainstLock(loaded, options, io) : writeLock(loaded, io);
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

function checkAgainstLock(loaded: LoadedCatalog & { ok: true }, options: LockOptions, io: CommandIo): number {
  const lockSource = readLockSource(loaded.root);
  if (!lockSource) {
    io.stderr(`toolc: no \`${LOCK_FILE}\` in \`${path.relative(io.cwd, loaded.root) || "."}\`; \`toolc lock\` writes it\n`);
    return EXIT.usage;
  }
  const { diagnostics } = checkLock(loaded.result.project!, loaded.result.model!, loaded.built, lockSource);
  const summary = summarise(diagnostics, loaded.result.summary.files);
  const sources = sourceTexts(loaded.result.sources).set(LOCK_FILE, lockSource.text);
  if (!writeReport({ diagnostics, summary, sources, root: loaded.root }, options, io)) return EXIT.usage;
  return exitCodeOf(summary, options.maxWarnings);
}
