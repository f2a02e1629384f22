/**
 * `toolc breaking`'s whole comparison for a checked project: diff the catalogs, then place and configure
 * the records as diagnostics.
 */
import type { BuiltCatalog } from "../catalog/index.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { suppressionsOf } from "../index.js";
import type { Model } from "../model/types.js";
import type { Project } from "../project/types.js";
import type { LoadedBaseline } from "./baseline.js";
import { changeDiagnostics } from "./findings.js";
import { diffCatalogs } from "./index.js";
import { locator } from "./where.js";

/** The diagnostics of every change from `baseline` to the current `project` (whose catalog is `built`). */
export function compareWithBaseline(project: Project, model: Model, built: BuiltCatalog, baseline: LoadedBaseline): Diagnostic[] {
  const records = diffCatalogs(baseline.catalog, built.catalog);
  const base = baseline.result?.model;
  return changeDiagnostics(
    records,
    { locate: locator(model, built), sources: project.sources, suppressions: (files) => suppressionsOf(project, files), settings: project.config.rules },
    {
      catalog: baseline.catalog,
      label: baseline.label,
      ...(base && baseline.built ? { locate: locator(base, baseline.built), sources: base.sources } : {}),
    },
  );
}
