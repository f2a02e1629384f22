/**
 * The one-shot digests (src/compiler/digest.ts) give the bytes of `createHash` for texts (UTF-8) and bytes,
 * in both encodings: cache keys, input hashes and manifests written by either path stay the same.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { digest } from "../../src/compiler/digest.js";

describe("digest", () => {
  const inputs: Array<string | Buffer> = ["", "abc", "é😀\u2028\u0000", "x".repeat(100_000), Buffer.from([0, 255, 128])];
  for (const algorithm of ["sha1", "sha256"] as const) {
    for (const encoding of ["hex", "base64"] as const) {
      it(`${algorithm} in ${encoding} equals createHash's`, () => {
        for (const data of inputs) expect(digest(algorithm, data, encoding)).toBe(createHash(algorithm).update(data).digest(encoding));
      });
    }
  }
});
