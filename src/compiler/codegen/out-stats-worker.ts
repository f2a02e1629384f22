/**
 * A worker that only takes the `stat`s of the generated files ahead (out-stats.ts), then ends: for a compile that
 * starts no builder ahead (prewarm.ts prewarmWhen), whose generation would otherwise `stat` the 10,500 files of a
 * 10,000-tool `out` on the main thread (about 70 ms after one edit). It loads neither ts-morph nor prettier.
 */
import { workerData } from "node:worker_threads";
import { statRecorded } from "./disk-hashes.js";
import { answerOutStats, type OutStatsRequest } from "./out-stats.js";

answerOutStats(workerData as OutStatsRequest, statRecorded);
