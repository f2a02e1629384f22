/**
 * The generator-input hash stored in the manifest: equal hash + intact files on disk lets an unchanged
 * second run skip generation entirely. Light on purpose (no ts-morph, no prettier), so the skip path is fast.
 */
import type { Catalog } from "../../runtime/catalog.js";
import { MANIFEST_VERSION, sha256 } from "./header.js";
import { canonicalSchema } from "./tools-json.js";

/** Bumped whenever generated output changes for the same input and toolc version (invalidates the skip hash). */
export const GENERATOR_REVISION = 7;

/**
 * Hash of everything generation depends on: catalog, sources, toolc version and generator revision. Key order
 * does not matter except where output depends on it (agents' tool order, schema `properties`).
 */
export function inputHash(catalog: Catalog, opts: { sources: Record<string, string[]>; toolVersion: string }): string {
  const sources = Object.keys(opts.sources)
    .sort()
    .map((k) => [k, [...(opts.sources[k] ?? [])].sort()]);
  const agents = Object.fromEntries(Object.entries(catalog.agents).map(([n, a]) => [n, { ...a, toolOrder: a.toolOrder ?? Object.keys(a.tools) }]));
  const canonical = canonicalSchema({ ...catalog, agents });
  return sha256(JSON.stringify([MANIFEST_VERSION, GENERATOR_REVISION, opts.toolVersion, sources, canonical]));
}
