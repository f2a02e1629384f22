/**
 * Where a project's configuration is when no `--config` is given: `toolc.config.yaml` (or `.yml`, `.json`) in
 * the root, else in the nearest parent folder that has one, like tsc finds `tsconfig.json` and ESLint its config.
 * The search stops at the git repository root (a folder holding `.git`) or the filesystem root, so a project
 * never picks up a config from outside its repository.
 */
import { existsSync } from "../inputs/traced-fs.js";
import path from "node:path";
import { CONFIG_FILE_NAMES } from "./load.js";

/** The folder, `start` or its nearest ancestor, that holds a config file; `undefined` when none does. */
export function findConfigFolder(start: string): string | undefined {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (CONFIG_FILE_NAMES.some((name) => existsSync(path.join(dir, name)))) return dir;
    if (existsSync(path.join(dir, ".git")) || path.dirname(dir) === dir) return undefined;
  }
}
