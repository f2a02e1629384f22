/**
 * Default limits of a runtime, in a module of their own (no imports): `runtime.ts` needs them at start-up,
 * and the argument pipeline that also reads one of them is loaded only on the first call.
 * @see ../../../shared/spec/README.md §6
 */

/** Default limits (spec §6). */
export const DEFAULT_LIMITS = { maxResponseBytes: 5 * 1024 * 1024, maxTextChars: 50_000, maxPatternInputChars: 10_000 } as const;
