/**
 * Reads one definition file defensively: size cap, binary detection, invalid UTF-8, unreadable files
 * and directories where a file was expected all become findings, never exceptions.
 */
import { readFileSync, recordRead, statSync } from "../inputs/traced-fs.js";
import type { SourceRecords } from "../cache/source-records.js";
import { trustedSource } from "../source/trusted.js";
import { refusalReason, type RootGuard } from "./root-guard.js";
import type { Finding } from "../diagnostics/finding.js";
import { unreadableYaml } from "../parse/yaml.js";
import type { SourceText } from "../source/text.js";

/** Definition files larger than this are not parsed (a hostile 50 MB file must not stall CI). */
export const MAX_DEFINITION_BYTES = 4 * 1024 * 1024;

let reads = 0;
let unvouched = 0;

/** How many definition files this process has read (a trusted file when its text was asked for): for tests. */
export function definitionsRead(): number {
  return reads;
}

/**
 * How many definition files this process has read because no stat record vouched for them: changed or new since the
 * records were taken, or every file when there are none (compile() starts its builder ahead by it: prewarm.ts).
 */
export function definitionsUnvouched(): number {
  return unvouched;
}

/** A file's text, or the finding explaining why it could not be read. */
export interface ReadResult {
  source?: SourceText;
  finding?: Finding;
}

/**
 * Reads `abs` as a definition file reported under `rel`; `guard` refuses links out of the root, loops and dangling
 * links. With `records`, a file whose `stat` matches its record is not read until its text is asked for, and a
 * file read clean is recorded.
 */
export function readDefinition(abs: string, rel: string, guard: RootGuard, records?: SourceRecords): ReadResult {
  const { refusal, entry } = guard.inspect(abs);
  if (refusal) return { finding: unreadableYaml(rel, refusalReason(refusal), "replace the link with the file itself, or point it at a file inside the project") };
  try {
    const stat = entry ?? statSync(abs);
    if (stat.isDirectory()) return { finding: unreadableYaml(rel, "this is a directory, not a file: nothing to read") };
    if (stat.size > MAX_DEFINITION_BYTES) {
      const mb = (stat.size / 1024 / 1024).toFixed(1);
      return { finding: unreadableYaml(rel, `file is ${mb} MiB, over the ${MAX_DEFINITION_BYTES / 1024 / 1024} MiB limit for definition files: not parsed`) };
    }
    // Only a file's own entry (not a link's) is a stat a record may be checked against.
    const facts = entry && records?.trusted(rel, entry);
    if (facts) {
      // The read fact's fingerprint is the hash of the bytes, which for valid UTF-8 is the text's content hash.
      recordRead(abs, facts.hash);
      return { source: trustedSource(rel, facts, () => textOf(abs)) };
    }
    const bytes = readFileSync(abs);
    reads++;
    unvouched++;
    const nul = bytes.indexOf(0);
    if (nul !== -1) return { finding: unreadableYaml(rel, `binary file (NUL byte at offset ${nul}): definition files are UTF-8 text`) };
    const text = bytes.toString("utf8");
    const bad = text.indexOf("\uFFFD");
    if (bad !== -1 && !bytes.includes(Buffer.from("\uFFFD"))) {
      const source: SourceText = { path: rel, text };
      return { source, finding: { ...unreadableYaml(rel, "file is not valid UTF-8"), at: { file: rel, start: bad, end: bad + 1 } } };
    }
    const source: SourceText = { path: rel, text };
    if (entry) records?.observe(rel, entry, source);
    return { source };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    return { finding: unreadableYaml(rel, `cannot read file (${code})`) };
  }
}

/** The text of a trusted file, read when first asked for; empty when it can no longer be read (the next run reports why). */
function textOf(abs: string): string {
  try {
    reads++;
    return readFileSync(abs).toString("utf8");
  } catch {
    return "";
  }
}
