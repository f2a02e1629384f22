/**
 * JavaScript module facts for a whole project, computed in one batch and reused across runs. Loading the
 * TypeScript parser costs 0.2–0.5 s, more than checking a whole project: with the caches on and enough
 * modules, the facts of unchanged files (keyed by content) come from `js-modules.json` in the cache folder,
 * so an unchanged project never loads it. A cache never changes a result.
 * @see ../cache/store.ts, ./module-js.ts
 */
import path from "node:path";
import { cacheDir, contentHash, readEntries, writeEntries } from "../cache/store.js";
import { analyzeJs, type JsFacts } from "./module-js.js";

const FORMAT = 1;
/** Below this many modules the parser's start-up is cheap next to the rest of a check: no cache file. */
const MIN_MODULES_FOR_CACHE = 10;

/** One module to analyse: its project-relative path and text. */
export interface ModuleSource {
  path: string;
  text: string;
}

/** Facts by project-relative path, for every module of `sources` (JS/TS only: the caller filters). */
export function analyzeModules(root: string, sources: readonly ModuleSource[], cacheVersion: string | undefined): Map<string, JsFacts> {
  const out = new Map<string, JsFacts>();
  const useCache = cacheVersion !== undefined && sources.length >= MIN_MODULES_FOR_CACHE;
  const file = path.join(cacheDir(root), "js-modules.json");
  const header = { format: FORMAT, version: cacheVersion ?? "" };
  const cached = useCache ? readEntries<JsFacts>(file, header) : new Map<string, JsFacts>();
  const kept = new Map<string, JsFacts>();
  let changed = false;
  for (const source of sources) {
    const key = contentHash(`${source.path.endsWith(".ts") ? "ts" : "js"}\0${source.text}`);
    let facts = kept.get(key) ?? cached.get(key);
    if (!facts) {
      facts = analyzeJs(source.text, source.path);
      changed = true;
    }
    kept.set(key, facts);
    out.set(source.path, facts);
  }
  // Entries of modules no longer in the project are dropped with the rewrite.
  if (useCache && (changed || kept.size !== cached.size)) writeEntries(file, header, kept);
  return out;
}
