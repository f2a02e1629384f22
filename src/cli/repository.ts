/**
 * Repository-relative paths for the reports code hosts read: GitHub resolves annotation files and SARIF
 * URIs against the repository root, so for a project in a subfolder (`toolc compile agents/`) the
 * project-relative paths of diagnostics must gain the folder's path (spec §3: "repo-relative URIs").
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../compiler/diagnostics/types.js";

/** A project inside a git repository: the repository root and the project root's `/`-separated path in it. */
export interface RepositoryPlace {
  root: string;
  prefix: string;
}

/** Where `projectRoot` sits in the nearest enclosing git repository; undefined outside one or at its top. */
export function repositoryPlace(projectRoot: string): RepositoryPlace | undefined {
  for (let dir = projectRoot; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, ".git"))) {
      const prefix = path.relative(dir, projectRoot).split(path.sep).join("/");
      return prefix === "" ? undefined : { root: dir, prefix };
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** `diagnostics` and `sources` with project-relative paths made relative to the repository root. */
export function inRepository(
  place: RepositoryPlace,
  diagnostics: Diagnostic[],
  sources: ReadonlyMap<string, string>,
  files?: readonly string[],
): { diagnostics: Diagnostic[]; sources: Map<string, string>; files?: string[] } {
  const moved = (file: string): string => (file === "" ? file : `${place.prefix}/${file}`);
  return {
    diagnostics: diagnostics.map((d) => ({ ...d, file: moved(d.file), related: d.related.map((r) => ({ ...r, file: moved(r.file) })) })),
    sources: new Map([...sources].map(([file, text]) => [moved(file), text])),
    ...(files ? { files: files.map(moved) } : {}),
  };
}
