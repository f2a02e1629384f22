/**
 * The state a run left `out` in, as the result cache keeps it: the folder and the hash of its manifest.
 * The manifest lists every generated file with its sha256, so "still in that state" means: the manifest has
 * the same bytes, every file it lists has its recorded hash, and no other file of ours is there (a foreign
 * file is left alone by `compile`, so it does not count).
 */
import path from "node:path";
import { MANIFEST_FILE, sha256 } from "../codegen/header.js";
import { isOurs, listFiles, parseManifest, readText, readTextSync } from "../codegen/out-dir.js";

/** `out` as a run left it. */
export interface OutState {
  /** The absolute `out` folder, and as written in the config. */
  outDir: string;
  relOut: string;
  /** sha256 of `.toolc-manifest.json`. */
  manifest: string;
  /** Every file the manifest lists, and the manifest: what `compile` reports as unchanged. */
  files: string[];
}

/** The state of `outDir` after a run generated `files` (out-relative path → content, with the manifest). */
export function outStateOf(outDir: string, relOut: string, files: ReadonlyMap<string, string>): OutState | undefined {
  const manifest = files.get(MANIFEST_FILE);
  return manifest === undefined ? undefined : { outDir, relOut, manifest: sha256(manifest), files: [...files.keys()].sort() };
}

/** Whether `out` is still in `state` (see the module comment). */
export async function outStillHolds(state: OutState): Promise<boolean> {
  const text = await readText(path.join(state.outDir, MANIFEST_FILE));
  if (text === undefined || sha256(text) !== state.manifest) return false;
  const manifest = parseManifest(text);
  if (!manifest) return false;
  const listed = Object.entries(manifest.files);
  if (listed.length + 1 !== state.files.length) return false;
  // Synchronous: for a thousand small files the thread pool's round trips cost twice the reading.
  for (const [file, entry] of listed) if (sha256(readTextSync(path.join(state.outDir, file)) ?? "") !== entry.sha256) return false;
  const expected = new Set(state.files);
  for (const file of await listFiles(state.outDir)) {
    if (!expected.has(file) && (await isOurs(state.outDir, file, manifest))) return false;
  }
  return true;
}

