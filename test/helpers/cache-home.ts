/**
 * Test helper: a fresh, empty cache folder for each test (`XDG_CACHE_HOME`; the test projects have no
 * node_modules, so toolc's caches go there), restored and removed afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";

/** Registers the hooks; the returned function gives the current test's cache folder. */
export function useFreshCacheHome(): () => string {
  let cacheHome = "";
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.XDG_CACHE_HOME;
    cacheHome = mkdtempSync(path.join(os.tmpdir(), "toolc-cache-"));
    process.env.XDG_CACHE_HOME = cacheHome;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = saved;
    rmSync(cacheHome, { recursive: true, force: true });
  });
  return () => cacheHome;
}
