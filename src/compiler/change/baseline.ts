/**
 * The baseline of `toolc breaking --against`: a git ref (its tree is exported into a temporary folder with
 * `git archive`, never touching the work tree or the index), a project folder, or a `catalog.json`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Catalog } from "../../runtime/catalog.js";
import { buildCatalog, type BuiltCatalog } from "../catalog/index.js";
import { CONFIG_FILE_NAMES } from "../config/load.js";
import { check, type CheckResult } from "../index.js";
import { existsSync, readFileSync, statSync, untraced } from "../inputs/traced-fs.js";

/** A baseline that could be loaded: its catalog and, unless it was a `catalog.json`, the checked project. */
export interface LoadedBaseline {
  ok: true;
  label: string;
  catalog: Catalog;
  result?: CheckResult;
  built?: BuiltCatalog;
}

/** Why a baseline could not be loaded (a usage error: exit 2). */
export interface BaselineFailure {
  ok: false;
  message: string;
}

/**
 * Loads the baseline `against` for the project at `root` (absolute): a `.json` file is read as a catalog,
 * a folder is checked as a project, anything else is a git ref of the repository holding `root`. With
 * `cache`, files the baseline shares with the current project are revived from its parse cache.
 */
export function loadBaseline(root: string, against: string, cwd: string, cache = true): LoadedBaseline | BaselineFailure {
  const given = path.resolve(cwd, against);
  if (existsSync(given) && statSync(given).isFile()) return readCatalogFile(given, against);
  if (existsSync(given) && statSync(given).isDirectory()) return checkedBaseline(given, against, root, cache);
  return fromGit(root, against, cache);
}

function readCatalogFile(file: string, label: string): LoadedBaseline | BaselineFailure {
  try {
    const catalog = JSON.parse(readFileSync(file, "utf8")) as Catalog;
    if (!isCatalog(catalog)) return { ok: false, message: `\`${label}\` is not a toolc catalog.json (\`tools\` and \`agents\` of objects)` };
    return { ok: true, label, catalog };
  } catch (error) {
    return { ok: false, message: `cannot read the baseline catalog \`${label}\`: ${(error as Error).message}` };
  }
}

/** Enough of the catalog shape for the comparison to read any file without throwing. */
function isCatalog(value: unknown): value is Catalog {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isObject(value) || !isObject(value.tools) || !isObject(value.agents)) return false;
  const agents = Object.values(value.agents);
  return Object.values(value.tools).every(isObject) && agents.every((agent) => isObject(agent) && isObject(agent.tools) && Object.values(agent.tools).every(isObject));
}

/** Loads the project copy at `dir`; parse results of files unchanged from the project at `root` come from its cache. */
function checkedBaseline(dir: string, label: string, root: string, cache: boolean): LoadedBaseline | BaselineFailure {
  // An explicit config keeps the search for one from walking up out of a temporary folder.
  const config = CONFIG_FILE_NAMES.map((name) => path.join(dir, name)).find((file) => existsSync(file));
  // Only the catalog is needed: the rules are not run (the baseline was checked when it was current). Files
  // the current project has unchanged are revived from its parse cache (checked by content hash).
  const result = check({ root: dir, rules: [], ...(cache ? { parseCacheOf: root } : { cache: false }), ...(config ? { configPath: config } : {}) });
  const unusable = { ok: false as const, message: `the baseline (${label}) cannot be compiled; \`toolc compile\` on it shows why` };
  if (result.failure || !result.project) return unusable;
  try {
    const built = buildCatalog(result.model!);
    return { ok: true, label, catalog: built.catalog, result, built };
  } catch {
    return unusable; // a definition the rules would have rejected
  }
}

/** A git baseline: the repository's top folder, the ref's commit and the project folder's path in it. */
interface GitBaseline {
  top: string;
  commit: string;
  prefix: string;
}

/** Resolves `ref` in the repository holding `root`, or says why it cannot. */
function resolveRef(root: string, ref: string): GitBaseline | BaselineFailure {
  const top = git(root, ["rev-parse", "--show-toplevel"]);
  if (top === undefined) return { ok: false, message: `\`${ref}\` is neither a file, a folder nor a git ref (\`${root}\` is not in a git repository)` };
  // A ref never starts with `-`; refusing it keeps the argument from being read as a git option.
  const commit = ref.startsWith("-") ? undefined : git(root, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  if (commit === undefined) return { ok: false, message: `git ref \`${ref}\` does not exist` };
  // git prints the real path of the top folder; compare it with the real path of the root (symlinked temp folders).
  const prefix = path.relative(top, realpathSync(root)).split(path.sep).join("/");
  return { top, commit, prefix };
}

/**
 * What a comparison with `against` depends on beyond the files it reads: for a git ref, the commit it names
 * now and the project's folder in it (a commit's tree never changes, so they identify the baseline); for a
 * folder or a catalog file, only which it is (their reads are facts of the run). Undefined when it cannot be
 * loaded (that run reports why; it is not worth keeping).
 */
export function baselineIdentity(root: string, against: string, cwd: string): string | undefined {
  const given = path.resolve(cwd, against);
  if (existsSync(given)) return `${statSync(given).isFile() ? "file" : "folder"}:${given}`;
  const resolved = resolveRef(root, against);
  return "commit" in resolved ? `git:${resolved.commit}:${resolved.prefix}` : undefined;
}

/** Exports `ref`'s copy of the project folder into a temporary folder, checks it there, and removes it. */
function fromGit(root: string, ref: string, cache: boolean): LoadedBaseline | BaselineFailure {
  const resolved = resolveRef(root, ref);
  if (!("commit" in resolved)) return resolved;
  const { top, commit, prefix } = resolved;
  const temp = mkdtempSync(path.join(os.tmpdir(), "toolc-baseline-"));
  try {
    const archive = spawnSync("git", ["-C", top, "archive", "--format=tar", commit, ...(prefix ? [prefix] : [])], { maxBuffer: 1 << 30 });
    if (archive.status !== 0) return { ok: false, message: `the project folder \`${prefix}\` does not exist at \`${ref}\`` };
    const unpack = spawnSync("tar", ["-x", "-C", temp], { input: archive.stdout });
    if (unpack.status !== 0) return { ok: false, message: `cannot unpack \`${ref}\`: ${unpack.stderr.toString().trim()}` };
    // The copy is gone after the run: its reads are no facts of it (the commit identifies the baseline).
    return untraced(() => checkedBaseline(path.join(temp, prefix), ref, root, cache));
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** A git command's trimmed output, or undefined when it fails. */
function git(dir: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", ["-C", dir, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}
