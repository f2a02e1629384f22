/**
 * Formatted output of unchanged generated files, reused across runs: prettier is most of generation's
 * time, and a regeneration (a new branch, a deleted `out/`, one changed tool) mostly re-prints files it
 * has formatted before. Keyed by the printed text's hash; the file is tied to the toolc version, the
 * prettier version and the fixed options, so a hit is exactly what prettier would return. `--check` and
 * generation give the same bytes either way (a test pins it).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { contentHash, readEntries, writeEntries } from "../cache/store.js";
import { PRETTIER_OPTIONS } from "./format.js";

const FORMAT = 1;

/** What generation needs from a formatting memo. */
export interface FormatMemo {
  /** Every known entry: content hash of a printed text (`contentHash`) → its formatted text. */
  snapshot(): Map<string, string>;
  /** Records what `text` formats to (known or new); entries not recorded in a run are dropped on save. */
  set(text: string, formatted: string): void;
}

/** A formatting memo persisted in a project's cache folder. */
export class FormatCache implements FormatMemo {
  private readonly entries: Map<string, string>;
  private readonly used = new Map<string, string>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly header: { format: number; key: string },
  ) {
    this.entries = readEntries<string>(file, header);
  }

  /** Opens the memo in `dir` for this toolc version and the installed prettier. */
  static open(dir: string, toolVersion: string): FormatCache {
    // The version from package.json: loading prettier itself here would cost more than a cache hit saves.
    const prettierVersion = (createRequire(import.meta.url)("prettier/package.json") as { version: string }).version;
    return new FormatCache(path.join(dir, "format.json"), { format: FORMAT, key: `${toolVersion}\u0000${prettierVersion}\u0000${JSON.stringify(PRETTIER_OPTIONS)}` });
  }

  snapshot(): Map<string, string> {
    return this.entries;
  }

  set(text: string, formatted: string): void {
    const hash = contentHash(text);
    this.used.set(hash, formatted);
    if (this.entries.get(hash) !== formatted) this.changed = true;
  }

  /** Writes the entries used by this run, when anything changed. */
  save(): void {
    if (this.changed || this.used.size !== this.entries.size) writeEntries(this.file, this.header, this.used);
  }
}
