/**
 * Lazily computed own properties (lazy-property.ts): an own enumerable key in its place, computed once on first read
 * and then a plain data property; and, the reason the module exists, objects that keep V8's fast shape (checked with
 * V8's own intrinsics in a child process over the built module).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { LazyProperty } from "../../src/compiler/lazy-property.js";
import { REPO_ROOT } from "./codegen/helpers.js";

describe("LazyProperty", () => {
  it("is an own enumerable key where it was defined, computed once when first read, then a data property", () => {
    const lazy = new LazyProperty<Record<string, unknown>, number>("value");
    let computed = 0;
    const target: Record<string, unknown> = { before: 1 };
    lazy.define(target, () => ++computed * 10);
    target.after = 2;
    expect(Object.keys(target)).toEqual(["before", "value", "after"]);
    expect(lazy.isPending(target)).toBe(true);
    expect(computed).toBe(0);
    expect({ ...target }).toEqual({ before: 1, value: 10, after: 2 });
    expect(target.value).toBe(10);
    expect(computed).toBe(1);
    expect(lazy.isPending(target)).toBe(false);
    expect(Object.getOwnPropertyDescriptor(target, "value")).toEqual({ value: 10, enumerable: true, configurable: true, writable: true });
  });

  it("computes on the object that has it when read through one made from it, and again after a failure", () => {
    const lazy = new LazyProperty<object, string>("text");
    const owner = {};
    let fail = true;
    lazy.define(owner, () => {
      if (fail) throw new Error("not yet");
      return "read";
    });
    expect(() => (owner as { text: string }).text).toThrow("not yet");
    fail = false;
    const child = Object.create(owner) as { text: string };
    expect(child.text).toBe("read");
    expect(Object.hasOwn(child, "text")).toBe(false);
    expect((owner as { text: string }).text).toBe("read");
  });

  it("leaves objects in one fast shape, read or not (a getter closure per object made each a dictionary)", () => {
    const module = pathToFileURL(path.join(REPO_ROOT, "dist/src/compiler/lazy-property.js")).href;
    const script = `
      const { LazyProperty } = await import(${JSON.stringify(module)});
      const lazy = new LazyProperty("fields");
      const made = Array.from({ length: 200 }, (_, i) => { const o = { path: "p" + i }; lazy.define(o, () => i); o.kind = "md-tool"; return o; });
      made[7].fields;
      console.log(JSON.stringify([%HasFastProperties(made[100]), %HaveSameMap(made[100], made[150]), %HasFastProperties(made[7])]));
    `;
    const out = execFileSync(process.execPath, ["--allow-natives-syntax", "--input-type=module", "-e", script], { encoding: "utf8" });
    expect(JSON.parse(out)).toEqual([true, true, true]);
  });
});
