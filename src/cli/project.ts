/**
 * Shared by the commands that need a sound project (`prompt`, `call`): check it, report problems to
 * stderr, and build the catalog only when there are no errors.
 */
import path from "node:path";
import { buildCatalog, type BuiltCatalog } from "../compiler/catalog/index.js";
import { check, type CheckResult } from "../compiler/index.js";
import { formatters } from "../compiler/report/index.js";
import { allRuleDocs } from "../compiler/lint/docs.js";
import { toolVersion } from "../package-info.js";
import { EXIT, type CommandIo } from "./io.js";

/** A checked project with its catalog, or the exit code to stop with. */
export type LoadedCatalog = { ok: true; result: CheckResult; built: BuiltCatalog; root: string } | { ok: false; exitCode: number };

/** Checks `rootArg` and builds its catalog; on failure prints why (text format) to stderr. */
export function loadCatalog(rootArg: string, io: CommandIo, configPath?: string, cache?: boolean): LoadedCatalog {
  const root = path.resolve(io.cwd, rootArg);
  const result = check({ root, ...(configPath ? { configPath: path.resolve(io.cwd, configPath) } : {}), ...(cache === false ? { cache } : {}) });
  if (result.failure === "root") {
    io.stderr(`toolc: project root \`${rootArg}\` does not exist or is not a directory\n`);
    return { ok: false, exitCode: EXIT.usage };
  }
  if (result.failure || result.internalError || result.summary.errors > 0) {
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    io.stderr(
      formatters.text({
        diagnostics: errors,
        summary: result.summary,
        sources: new Map([...result.sources].map(([file, source]) => [file, source.text])),
        rules: allRuleDocs(),
        toolVersion: toolVersion(),
        color: false,
        root: result.root,
      }),
    );
    return { ok: false, exitCode: result.failure ? EXIT.usage : result.internalError ? EXIT.internal : EXIT.findings };
  }
  return { ok: true, result, built: buildCatalog(result.model!), root: result.root };
}
