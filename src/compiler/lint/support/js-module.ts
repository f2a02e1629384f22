/**
 * Which code files are JavaScript/TypeScript modules (analysed with the TypeScript parser).
 */

/** True for the module files parsed as JavaScript or TypeScript. */
export function isJsModule(rel: string): boolean {
  return /\.(?:js|mjs|ts)$/.test(rel);
}
