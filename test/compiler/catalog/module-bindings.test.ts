import { describe, expect, it } from "vitest";
import { moduleBindings } from "../../../src/compiler/catalog/module-bindings.js";

const py = (source: string) => moduleBindings(source, "python");
const js = (source: string) => moduleBindings(source, "javascript");

describe("Python top-level bindings", () => {
  it("finds def, async def, class, assignments and imports at column 0", () => {
    const source = [
      "import os.path, json as j",
      "from .helper import (run as go,",
      "    other)",
      "@decorator",
      "def execute(ctx, args):",
      "    inner = 1",
      "    def nested(): pass",
      "async def fetch(ctx, args): ...",
      "class Tool:",
      "    method = 2",
      "x: int = 3",
      "y: int",
      "a = b = lambda v=1: v",
      "c, (d, *e) = 1, (2, 3)",
      "obj.attr = 4",
      "z == 5",
    ].join("\n");
    expect([...py(source).names].sort()).toEqual(["Tool", "a", "b", "c", "execute", "fetch", "go", "j", "os", "other", "x"].sort());
  });

  it("descends into top-level if/try/with blocks only", () => {
    const source = [
      "try:",
      "    from fast import run",
      "except ImportError:",
      "    def run(ctx, args): pass",
      "if TYPE_CHECKING: import typing",
      "with lock:",
      "    if True:",
      "        deep = 1",
      "for i in range(3):",
      "    looped = i",
      "def outer():",
      "    if x:",
      "        hidden = 1",
    ].join("\n");
    expect([...py(source).names].sort()).toEqual(["deep", "outer", "run", "typing"]);
  });

  it("ignores strings, docstrings and comments", () => {
    const source = ['"""', "def fake(): pass", '"""', "s = 'def other(): pass'  # run = 1", 'f"{x}" if False else None', "t = r'''", "x = 1", "'''"].join("\n");
    expect([...py(source).names].sort()).toEqual(["s", "t"]);
  });

  it("is open after a star import", () => {
    expect(py("from helpers import *\n").open).toBe(true);
  });
});

describe("JS/TS exported bindings", () => {
  it("finds export declarations, lists and CommonJS exports", () => {
    const source = [
      "export function run(ctx, args) {}",
      "export async function fetchIt() {}",
      "export const a = 1, b = 2;",
      "export let { c, d: e } = obj;",
      "export class Tool {}",
      "export { f, g as h };",
      "export { i as j } from './x.js';",
      "exports.k = () => 1;",
      "module.exports.l = 2;",
      "export default function () {}",
      "const hidden = 'export function fake() {}'; // export const fake2 = 1",
      "/* export const fake3 = 1 */",
      "const re = /export const fake4/;",
      "const t = `export const fake5 ${ `${'}'}` }`;",
    ].join("\n");
    expect([...js(source).names].sort()).toEqual(["Tool", "a", "c", "default", "e", "f", "fetchIt", "h", "j", "k", "l", "run"].sort());
  });

  it("is open for export * and whole-object CommonJS exports, but not for `export * as ns`", () => {
    expect(js("export * from './impl.js';").open).toBe(true);
    expect(js("module.exports = { run };").open).toBe(true);
    const ns = js("export * as tools from './impl.js';");
    expect(ns.open).toBe(false);
    expect([...ns.names]).toEqual(["tools"]);
  });
});
