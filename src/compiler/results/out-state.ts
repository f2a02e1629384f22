/**
 * The state a run left `out` in, as the result cache keeps it: the folder and the hash of its manifest.
 * The manifest lists every generated file with its sha256, so "still in that state" means: the manifest has
 * the same bytes, every file it lists has its recorded hash, and no other file of ours is there (a foreign
 * file is left alone by `compile`, so it does not count).
 */
import path from "node:path";
import { DiskHashes } from "../codegen/disk-hashes.js";
import { MANIFEST_FILE, sha256, type Manifest } from "../codegen/header.js";
import { isOurs, isSafePath, listFiles, parseManifest, readText } from "../codegen/out-dir.js";

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

/**
 * The state of `outDir` after a run generated `files` (out-relative path → content, with the manifest) and
 * left `kept` as they were.
 */
export function outStateOf(outDir: string, relOut: string, files: ReadonlyMap<string, string>, kept: readonly string[] = []): OutState | undefined {
  const manifest = files.get(MANIFEST_FILE);
  return manifest === undefined ? undefined : { outDir, relOut, manifest: sha256(manifest), files: [...files.keys(), ...kept].sort() };
}

/**
 * Whether `out` is still in `state` (see the module comment). The listed files are hashed by their recorded
 * `stat` where it holds, kept in the cache folder of the project at `cacheRoot` (codegen/disk-hashes.ts): an
 * unchanged `out` is not read, but for its manifest.
 */
export async function outStillHolds(state: OutState, cacheRoot: string, record: boolean): Promise<boolean> {
  const text = await readText(path.join(state.outDir, MANIFEST_FILE));
  if (text === undefined || sha256(text) !== state.manifest) return false;
  const manifest = parseManifest(text);
  if (!manifest) return false;
  // A run that writes may take new records (disk-hashes.ts: they need a probe file in `out`).
  const disk = DiskHashes.open(state.outDir, cacheRoot, record);
  const holds = await filesHold(state, manifest, disk);
  // When it does not, the full run that follows hashes the rest: keep their records for it.
  disk.save(holds ? state.files : undefined);
  return holds;
}

/** Whether `out` holds exactly the files of `state`, with the hashes `manifest` (its manifest) records. */
async function filesHold(state: OutState, manifest: Manifest, disk: DiskHashes): Promise<boolean> {
  const listed = Object.entries(manifest.files);
  if (listed.length + 1 !== state.files.length) return false;
  for (const [file, entry] of listed) if (!isSafePath(file) || disk.sha256(file) !== entry.sha256) return false;
  const expected = new Set(state.files);
  for (const file of await listFiles(state.outDir)) {
    if (!expected.has(file) && (await isOurs(state.outDir, file, manifest, disk))) return false;
  }
  return true;
}
