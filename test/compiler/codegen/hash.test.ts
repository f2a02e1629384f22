/**
 * Input hashes (codegen/hash.ts): what a file's builder reads, in canonical JSON — equal for the same values in
 * another key order, different for any other difference, including keys named like prototype members and the
 * contents of Maps and Sets.
 */
import { describe, expect, it } from "vitest";
import { canonicalJson, fileInputHash, namesDigest, rememberDigest, toolFileInputHash, type HashMemo } from "../../../src/compiler/codegen/hash.js";
import { allocateNames } from "../../../src/compiler/codegen/names.js";
import { stockCatalog } from "./fixtures.js";
import { writtenDigest } from "../../../src/compiler/catalog/sorted-json.js";

const hash = (input: unknown, path = "tools/a.ts") => fileInputHash(path, input, "0.0.0-test", new WeakMap());

describe("fileInputHash", () => {
  it("is the same for the same values in another key order, outside `properties`", () => {
    expect(hash({ a: 1, b: { c: 2, d: [3, { e: 4, f: 5 }] } })).toBe(hash({ b: { d: [3, { f: 5, e: 4 }], c: 2 }, a: 1 }));
  });

  it("keeps the order of a schema's properties, and of arrays", () => {
    expect(hash({ properties: { x: {}, y: {} } })).not.toBe(hash({ properties: { y: {}, x: {} } }));
    expect(hash([1, 2])).not.toBe(hash([2, 1]));
  });

  it("sorts the keys of a parameter named `properties`: a member of a `properties` map is a schema", () => {
    const schema = (member: object) => ({ type: "object", properties: { properties: member, q: { type: "string" } } });
    expect(hash(schema({ type: "string", description: "d" }))).toBe(hash(schema({ description: "d", type: "string" })));
    expect(canonicalJson(schema({ type: "string", description: "d" }))).toBe('{"properties":{"properties":{"description":"d","type":"string"},"q":{"type":"string"}},"type":"object"}');
  });

  it("sees a `__proto__` key in an object it reorders", () => {
    const withProto = JSON.parse('{"z": 1, "__proto__": {"polluted": true}}') as unknown;
    expect(hash({ $defs: withProto })).not.toBe(hash({ $defs: { z: 1 } }));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("sees the contents of Maps and Sets", () => {
    expect(hash(new Map([["a", 1]]))).not.toBe(hash(new Map([["a", 2]])));
    expect(hash(new Set(["a"]))).not.toBe(hash(new Set(["b"])));
  });

  it("depends on the path", () => {
    expect(hash({ a: 1 }, "tools/a.ts")).not.toBe(hash({ a: 1 }, "tools/b.ts"));
  });

  it("writes a remembered object as its digest, which changes with its contents", () => {
    const memo: HashMemo = new WeakMap();
    const tool = { name: "a", inputSchema: { type: "object" } };
    rememberDigest(tool, memo);
    const agentJob = (m: HashMemo) => fileInputHash("agents/x.ts", { tools: [tool] }, "0.0.0-test", m);
    expect(agentJob(memo)).not.toBe(agentJob(new WeakMap()));
    const before = agentJob(memo);
    const changed = { name: "a", inputSchema: { type: "string" } };
    const memo2: HashMemo = new WeakMap();
    rememberDigest(changed, memo2);
    expect(fileInputHash("agents/x.ts", { tools: [changed] }, "0.0.0-test", memo2)).not.toBe(before);
  });
});

describe("toolFileInputHash", () => {
  it("is fileInputHash of the tool job as plan.ts hashes it, for every tool of a catalog and hostile headers and paths", () => {
    const catalog = stockCatalog();
    const names = allocateNames(catalog);
    for (const [key, n] of names.tools) {
      const memo: HashMemo = new WeakMap();
      const tool = catalog.tools[key]!;
      rememberDigest(tool, memo);
      rememberDigest(n, memo);
      const job = { kind: "tool" as const, path: `${n.file}"\n`, header: `// from "${key}"\u2028\\ \u0000`, tool, names: n };
      expect(toolFileInputHash(job, "0.0.0-test", memo)).toBe(fileInputHash(job.path, [job, undefined, undefined], "0.0.0-test", memo));
    }
  });

  it("takes the general way for a job with another shape or without digests", () => {
    const catalog = stockCatalog();
    const [key, n] = [...allocateNames(catalog).tools][0]!;
    const tool = catalog.tools[key]!;
    const memo: HashMemo = new WeakMap();
    const job = { kind: "tool" as const, path: n.file, header: "// h", tool, names: n };
    expect(toolFileInputHash(job, "v", memo)).toBe(fileInputHash(job.path, [job, undefined, undefined], "v", memo));
    rememberDigest(tool, memo);
    rememberDigest(n, memo);
    const extra = { ...job, extra: 1 };
    expect(toolFileInputHash(extra, "v", memo)).toBe(fileInputHash(extra.path, [extra, undefined, undefined], "v", memo));
    expect(toolFileInputHash(extra, "v", memo)).not.toBe(toolFileInputHash(job, "v", memo));
  });
});

describe("namesDigest", () => {
  it("is the digest of a tool's names written canonically, or undefined for names of another shape", () => {
    const names = [...allocateNames(stockCatalog()).tools.values()];
    for (const n of names) expect(namesDigest(n)).toBe(writtenDigest(canonicalJson(n)));
    const hostile = { ...names[0]!, key: 'a"\u2028\\' };
    expect(namesDigest(hostile)).toBe(writtenDigest(canonicalJson(hostile)));
    expect(namesDigest({ ...names[0]!, extra: "x" } as never)).toBeUndefined();
    expect(namesDigest({ ...names[0]!, fn: 1 } as never)).toBeUndefined();
  });
});
