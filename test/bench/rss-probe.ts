/**
 * Preload for benchmarked child processes: `node --import <file URL of dist/test/bench/rss-probe.js> …`.
 *
 * On process `exit` it writes the peak resident set size of this process (`process.resourceUsage().maxRSS`,
 * in KiB) to the file named by the environment variable `TOOLC_BENCH_RSS_FILE`. Without that variable it does
 * nothing. It imports only `node:fs` so that it adds next to nothing to the start-up it helps measure.
 */
import { writeFileSync } from "node:fs";

// Keep in sync with RSS_FILE_ENV in measure.ts (not imported: a preload must stay dependency-free).
const target = process.env["TOOLC_BENCH_RSS_FILE"];
if (target) {
  process.on("exit", () => {
    try {
      writeFileSync(target, `${process.resourceUsage().maxRSS}\n`);
    } catch {
      // A probe must never change the exit code of the program it measures.
    }
  });
}
