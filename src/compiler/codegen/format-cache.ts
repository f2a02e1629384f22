/**
 * Formatted output of unchanged generated files, reused across runs: prettier is most of generation's
 * time, and a regeneration (a new branch, a deleted `out/`, one changed tool) mostly re-prints files it
 * has formatted before. Keyed by the printed text's hash, the toolc version, the prettier version and the
 * fixed options, so a hit is exactly what prettier would return. Any problem with the file only costs
 * speed; `--check` and generation give the same bytes either way (a test pins it).
 */
import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PRETTIER_OPTIONS } from "./format.js";

const FORMAT = 1;

/** What generation needs from a formatting memo. */
export interface FormatMemo {
  get(text: string): string | undefined;
  set(text: string, formatted: string): void;
}

/** A formatting memo persisted in a project's cache folder. */
export class FormatCache implements FormatMemo {
  private readonly entries: Map<string, string>;
  private readonly used = new Map<string, string>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly key: string,
  ) {
    this.entries = read(file, key);
  }

  /** Opens the memo in `dir` for this toolc version and the installed prettier. */
  static async open(dir: string, toolVersion: string): Promise<FormatCache> {
    // The version from package.json: loading prettier itself here would cost more than a cache hit saves.
    const prettierVersion = (createRequire(import.meta.url)("prettier/package.json") as { version: string }).version;
    const key = `${toolVersion}\u0000${prettierVersion}\u0000${JSON.stringify(PRETTIER_OPTIONS)}`;
    return new FormatCache(path.join(dir, "format.json"), key);
  }

  get(text: string): string | undefined {
    const hash = hashOf(text);
    const hit = this.entries.get(hash);
    if (hit !== undefined) this.used.set(hash, hit);
    return hit;
  }

  set(text: string, formatted: string): void {
    this.used.set(hashOf(text), formatted);
    this.changed = true;
  }

  /** Writes the entries used by this run, when anything changed. */
  save(): void {
    if (!this.changed && this.used.size === this.entries.size) return;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const temp = `${this.file}.${process.pid}.tmp`;
      const fd = openSync(temp, "w");
      try {
        writeSync(fd, `{"format":${FORMAT},"key":${JSON.stringify(this.key)},"entries":{`);
        let first = true;
        for (const [hash, formatted] of this.used) {
          writeSync(fd, `${first ? "" : ","}${JSON.stringify(hash)}:${JSON.stringify(formatted)}`);
          first = false;
        }
        writeSync(fd, "}}");
      } finally {
        closeSync(fd);
      }
      renameSync(temp, this.file);
    } catch {
      // A read-only or full disk only costs the next run its speed.
    }
  }
}

function hashOf(text: string): string {
  return createHash("sha1").update(text).digest("base64");
}

function read(file: string, key: string): Map<string, string> {
  try {
    const data = JSON.parse(readFileSync(file, "utf8")) as { format?: unknown; key?: unknown; entries?: Record<string, string> };
    if (data.format !== FORMAT || data.key !== key || typeof data.entries !== "object" || data.entries === null) return new Map();
    return new Map(Object.entries(data.entries));
  } catch {
    return new Map();
  }
}
