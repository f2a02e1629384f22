/** Test helper: every file under a folder, as `/`-separated relative path → text. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The files under `dir` (recursively), each with its text. */
export function fileTree(dir: string, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [k, v] of fileTree(dir, rel)) out.set(k, v);
    else out.set(rel, readFileSync(path.join(dir, rel), "utf8"));
  }
  return out;
}
