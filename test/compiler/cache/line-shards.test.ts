import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { keyOf, LineShards, SHARDS, shardsOnDisk } from "../../../src/compiler/cache/line-shards.js";
import { writeProject } from "../../helpers/project.js";

const HEADER = '{"format":1}';

/** Paths of `count` files, enough that every shard holds some. */
const files = (count: number) => Array.from({ length: count }, (_, i) => `config/tools/t${i}.md`);

/** A cache folder whose shards hold an entry (`payload-<path>` under hash `h`) for every file of `list`. */
function filled(list: readonly string[]): string {
  const dir = writeProject({});
  const shards = new LineShards(dir, "test-", HEADER);
  for (const file of list) shards.set(file, "h", `payload-${file}`);
  shards.save();
  return dir;
}

/** The name of the shard file in `dir` that holds the line of `file` (found by writing a cache of it alone). */
function shardNameOf(dir: string, file: string): string {
  const alone = filled([file]);
  return readdirSync(alone)[0]!;
}

const texts = (dir: string) => Object.fromEntries(readdirSync(dir).sort().map((name) => [name, readFileSync(path.join(dir, name), "utf8")]));

describe("LineShards", () => {
  it("leaves a shard whose files were only kept as it is on disk, and removes one no file of the run belongs to", () => {
    const list = files(64);
    const dir = filled(list);
    const before = texts(dir);
    expect(Object.keys(before)).toHaveLength(SHARDS);
    const shards = new LineShards(dir, "test-", HEADER);
    for (const file of list.slice(0, 40)) shards.keep(file);
    shards.save();
    const after = texts(dir);
    // Every kept shard is byte for byte what it was; a shard none of the 40 kept files falls in is gone.
    for (const [name, text] of Object.entries(after)) expect(text).toBe(before[name]);
    const keptShards = Object.keys(after).length;
    expect(keptShards).toBeGreaterThan(0);
    expect(keptShards).toBeLessThanOrEqual(SHARDS);
  });

  it("carries the lines of kept files into a shard it rewrites, and drops those neither kept nor asked for", () => {
    const list = files(64);
    const dir = filled(list);
    const shards = new LineShards(dir, "test-", HEADER);
    // t0 changes; t1 is kept unread; t2 is asked for; every other file of the project is gone.
    shards.set(list[0]!, "h2", "new");
    shards.keep(list[1]!);
    expect(shards.get(list[2]!, "h")).toBe(`payload-${list[2]}`);
    shards.save();
    const again = new LineShards(dir, "test-", HEADER);
    expect(again.get(list[0]!, "h2")).toBe("new");
    expect(again.get(list[1]!, "h")).toBe(`payload-${list[1]}`);
    expect(again.get(list[2]!, "h")).toBe(`payload-${list[2]}`);
    // The shard t0 fell in was rewritten: it holds no file but those asked for, set or kept.
    const pathsIn = (name: string) => readFileSync(path.join(dir, name), "utf8").split("\n").slice(1).map((line) => JSON.parse(line.slice(0, line.indexOf("\t"))) as string);
    const rewritten = readdirSync(dir).find((name) => pathsIn(name).includes(list[0]!))!;
    expect(pathsIn(rewritten).every((file) => list.slice(0, 3).includes(file))).toBe(true);
  });

  it("reads back every path, whatever characters it holds, and takes a damaged line for a miss", () => {
    const odd = ['a"b.md', "back\\slash.md", "tab\tin.md", "é/ü.md", "\u2028.md", '"', "", "x\"", "\\"];
    const dir = filled(odd);
    const again = new LineShards(dir, "test-", HEADER);
    for (const file of odd) expect(again.get(file, "h"), JSON.stringify(file)).toBe(`payload-${file}`);
    // A line whose path is cut short is no entry, nor is one whose path is not a string (every shard holds those lines).
    for (const name of readdirSync(dir)) writeFileSync(path.join(dir, name), `${HEADER}\n"cut\th\tpayload\n7\th\tpayload\n"ok.md"\th\tfine`);
    const damaged = new LineShards(dir, "test-", HEADER);
    expect(damaged.get('"cut', "h")).toBeUndefined();
    expect(damaged.get("cut", "h")).toBeUndefined();
    expect(damaged.get("7", "h")).toBeUndefined();
    expect(damaged.get("ok.md", "h")).toBe("fine");
  });

  it("retains and drops files whatever characters their paths hold", () => {
    const odd = ['a"b.md', "back\\slash.md", "tab\tin.md", "é/ü.md", "\u2028.md", "plain.md"];
    const dir = filled(odd);
    const shards = new LineShards(dir, "test-", HEADER);
    // Asked for, then all but two retained: what `retain` is asked about is each path itself.
    for (const file of odd) expect(shards.get(file, "h")).toBe(`payload-${file}`);
    const asked: string[] = [];
    shards.retain((file) => (asked.push(file), file === 'a"b.md' || file === "tab\tin.md"));
    expect(asked.sort()).toEqual([...odd].sort());
    shards.drop("tab\tin.md");
    shards.save();
    const again = new LineShards(dir, "test-", HEADER);
    expect(odd.filter((file) => again.get(file, "h") !== undefined)).toEqual(['a"b.md']);
  });

  it("finds a line by the text JSON writes between its quotes", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (file) => keyOf(file) === JSON.stringify(file).slice(1, -1)));
  });

  it("lists every shard on disk with its header, files and records, skipping lines that name none", () => {
    const odd = ['a"b.md', "back\\slash.md", "tab\tin.md", "plain.md"];
    const dir = filled(odd);
    const listed = shardsOnDisk(dir, "test-");
    expect(listed.every((shard) => shard.header === HEADER)).toBe(true);
    expect(listed.flatMap((shard) => [...shard.entries]).sort()).toEqual(odd.map((file) => [file, `h\tpayload-${file}`]).sort());
    // The shard "fine.md" belongs to, rewritten with damaged lines, a line of another shard's file and one written twice.
    const name = shardNameOf(dir, "fine.md");
    const elsewhere = files(64).find((file) => shardNameOf(dir, file) !== name)!;
    writeFileSync(path.join(dir, name), `${HEADER}\n"bad\\q"\th\tx\nnot quoted\th\tx\n"${elsewhere}"\th\tx\n"fine.md"\th\told\n"fine.md"\th\tx`);
    expect([...shardsOnDisk(dir, "test-").find((shard) => shard.entries.has("fine.md"))!.entries]).toEqual([["fine.md", "h\tx"]]);
  });

  it("lists a line only where LineShards.get finds it: in its file's shard, under the path JSON writes", () => {
    const dir = filled(["fine.md"]);
    const name = shardNameOf(dir, "fine.md");
    // "\u0066ine.md" decodes to "fine.md", but JSON writes it plainly: get() finds no line, so no entry is listed.
    writeFileSync(path.join(dir, name), `${HEADER}\n"\\u0066ine.md"\th\tx`);
    expect(new LineShards(dir, "test-", HEADER).get("fine.md", "h")).toBeUndefined();
    expect(shardsOnDisk(dir, "test-").every((shard) => !shard.entries.has("fine.md"))).toBe(true);
  });
});
