/**
 * Where the plan records of an `out` folder (plan-records.ts) are kept: one file in the project's cache folder
 * (cache/store.ts), under a header naming the format and the folder. Off with the caches, like the others; a missing,
 * damaged or unwritable file only means planning every file, and a record never changes a result.
 */
import path from "node:path";
import { cacheDir, readText, writeLines } from "../cache/store.js";
import { PLAN_RECORDS_FORMAT, PlanRecords } from "./plan-records.js";

/** The name of the plan records' file in the project's cache folder. */
export const PLAN_RECORDS_FILE = "plan-records.lines";

/** The plan records of `outDir` kept in the cache folder of the project at `root`, and how to replace them. */
export class PlanRecordsStore {
  private readonly file: string;
  private readonly header: string;
  private readonly text: string | undefined;

  constructor(root: string, outDir: string) {
    this.file = path.join(cacheDir(root), PLAN_RECORDS_FILE);
    this.header = JSON.stringify({ format: PLAN_RECORDS_FORMAT, out: outDir });
    this.text = readText(this.file);
  }

  /** The records the last planning kept, if any. */
  read(): PlanRecords | undefined {
    return PlanRecords.decode(this.text, this.header);
  }

  /** Keeps `records` for the next planning (the file is left as it is when they are the same). */
  save(records: PlanRecords): void {
    const text = records.encode(this.header);
    if (text !== this.text) writeLines(this.file, [text]);
  }
}
