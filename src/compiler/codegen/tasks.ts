/**
 * The CPU-heavy steps of generation that may run in worker threads (see workers.ts). Each is a pure
 * function of its arguments, so a worker and the main thread produce the same bytes. Kept free of ts-morph
 * so workers start fast.
 */
export { formatBatch, formatClaimed, warm } from "./format.js";
export { compileValidators } from "./validators-compile.js";
