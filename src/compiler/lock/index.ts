/**
 * `toolc.lock`: one canonical hash per tool of what the model sees and the user approved (./entry.ts), in
 * a sorted, readable file (./file.ts), compared by `toolc lock --check` and `toolc compile --check`
 * (./compare.ts) with positioned `lock-mismatch` diagnostics.
 */
import { existsSync, readFileSync } from "../inputs/traced-fs.js";
import path from "node:path";
import { buildCatalog, type BuiltCatalog } from "../catalog/index.js";
import { compareDiagnostics, finalize } from "../diagnostics/finalize.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { suppressionsOf, summarise, type CheckResult } from "../index.js";
import type { Model } from "../model/types.js";
import type { Project } from "../project/types.js";
import type { SourceText } from "../source/text.js";
import { lockFindings } from "./compare.js";
import { LOCK_FILE } from "./file.js";
import { LOCK_MISMATCH } from "./rule.js";

export { LOCK_FILE, lockOf, renderLock } from "./file.js";
export { LOCK_MISMATCH } from "./rule.js";

/** The lock comparison of a project: its diagnostics and the lock file's text (for source snippets). */
export interface LockCheck {
  diagnostics: Diagnostic[];
  lockSource: SourceText;
}

/** The project's `toolc.lock`, or undefined when it has none. */
export function readLockSource(root: string): SourceText | undefined {
  const file = path.join(root, LOCK_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return { path: LOCK_FILE, text: readFileSync(file, "utf8") };
  } catch {
    return { path: LOCK_FILE, text: "" }; // unreadable: reported as a lock that cannot be read
  }
}

/** Compares `project` (its `model`, its catalog `built`) with `lockSource`, through the finaliser (`rules:`, `# toolc-ignore`). */
export function checkLock(project: Project, model: Model, built: BuiltCatalog, lockSource: SourceText): LockCheck {
  const sources = new Map(project.sources).set(LOCK_FILE, lockSource);
  const defaults = new Map([[LOCK_MISMATCH.id, LOCK_MISMATCH.defaultSeverity]]);
  const findings = lockFindings(project, model, built, lockSource);
  const suppressions = suppressionsOf(project, new Set(findings.map((f) => f.at.file)));
  const diagnostics = finalize(findings, { sources, defaults, settings: project.config.rules, suppressions });
  return { diagnostics, lockSource };
}

/**
 * `result` with the lock comparison's diagnostics added, when the project has a `toolc.lock` and checked
 * without errors (a catalog is only built from a sound project); otherwise `result` unchanged.
 */
export function withLockCheck(result: CheckResult): CheckResult {
  const lockSource = result.project && result.summary.errors === 0 && !result.failure ? readLockSource(result.root) : undefined;
  if (!lockSource || !result.project) return result;
  const { diagnostics } = checkLock(result.project, result.model!, buildCatalog(result.model!), lockSource);
  if (diagnostics.length === 0) return result;
  const all = [...result.diagnostics, ...diagnostics].sort(compareDiagnostics);
  return { ...result, diagnostics: all, summary: summarise(all, result.summary.files), sources: new Map(result.sources).set(LOCK_FILE, lockSource) };
}
