/**
 * JavaScript module facts for a whole project, computed in one batch and reused across runs. Loading the
 * TypeScript parser costs 0.2–0.5 s, more than checking a whole project: with the caches on and enough
 * modules, the facts of unchanged files (keyed by content) come from `js-modules.json` in the cache folder,
 * so an unchanged project never loads it. A cache never changes a result.
 * @see ../cache/store.ts, ./module-js.ts
 */
import path from "node:path";
import { cacheDir, contentHash, fileExists, readEntries, writeEntries } from "../cache/store.js";
import { analyzeJs, type JsFacts } from "./module-js.js";

const FORMAT = 1;
/** Below this many modules the parser's start-up is cheap next to the rest of a check: no cache file. */
const MIN_MODULES_FOR_CACHE = 10;

/** One module to analyse: its project-relative path and text. */
export interface ModuleSource {
  path: string;
  text: string;
}

/** How the facts of a module not found in the cache are computed (by default here, with {@link analyzeJs}). */
export type Analyze = (source: ModuleSource) => JsFacts;

/** Facts by project-relative path, for every module of `sources` (JS/TS only: the caller filters). */
export function analyzeModules(root: string, sources: readonly ModuleSource[], cacheVersion: string | undefined, analyze: Analyze = (s) => analyzeJs(s.text, s.path)): Map<string, JsFacts> {
  const out = new Map<string, JsFacts>();
  const store = openStore(root, sources, cacheVersion);
  const kept = new Map<string, JsFacts>();
  let changed = false;
  for (const source of sources) {
    const key = keyOf(source);
    let facts = kept.get(key) ?? store.cached.get(key);
    if (!facts) {
      facts = analyze(source);
      changed = true;
    }
    kept.set(key, facts);
    out.set(source.path, facts);
  }
  // Entries of modules no longer in the project are dropped with the rewrite.
  if (store.used && (changed || kept.size !== store.cached.size)) writeEntries(store.file, store.header, kept);
  return out;
}

/** The modules of `sources` whose facts {@link analyzeModules} would not find in the cache: those the parser must see. */
export function modulesToAnalyze(root: string, sources: readonly ModuleSource[], cacheVersion: string | undefined): ModuleSource[] {
  const { cached } = openStore(root, sources, cacheVersion);
  return sources.filter((source) => !cached.has(keyOf(source)));
}

/** True when the module cache is on and has a file: then it usually holds every module, and no parser is needed. */
export function hasModuleCache(root: string, cacheVersion: string | undefined): boolean {
  return cacheVersion !== undefined && fileExists(storeFile(root));
}

function storeFile(root: string): string {
  return path.join(cacheDir(root), "js-modules.json");
}

function openStore(root: string, sources: readonly ModuleSource[], cacheVersion: string | undefined) {
  const used = cacheVersion !== undefined && sources.length >= MIN_MODULES_FOR_CACHE;
  const file = storeFile(root);
  const header = { format: FORMAT, version: cacheVersion ?? "" };
  return { used, file, header, cached: used ? readEntries<JsFacts>(file, header) : new Map<string, JsFacts>() };
}

function keyOf(source: ModuleSource): string {
  return contentHash(`${source.path.endsWith(".ts") ? "ts" : "js"}\0${source.text}`);
}
