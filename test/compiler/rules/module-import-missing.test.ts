import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/module-import-missing.js";
import { checkFiles, lint } from "../../helpers/project.js";

const DIR = "core/agent/tools/echo";
const core = (code: Record<string, string>) => ({
  "core/agent.yaml": "agent: {id: core}\nslots: {tools: agent/tools}\n",
  [`${DIR}/tool.yaml`]: "description: echo\n",
  ...Object.fromEntries(Object.entries(code).map(([name, text]) => [`${DIR}/${name}`, text])),
});

describe("module-import-missing", () => {
  it("reports relative imports of missing files and unknown node: modules, at the specifier", () => {
    const code = `import { a } from "./missing.mjs";
import { b } from "./helper";
export { c } from "../nowhere.js";
import fs from "node:fss";
const d = require("./gone");
export async function execute() {
  return import("./lazy.mjs");
}
`;
    const files = core({ "module.mjs": code, "helper.mjs": "export const b = 1;\n" });
    expect(lint(rule, files)).toEqual(["1:19", "2:19", "3:19", "4:16", "5:19", "7:17"].map((at) => `${DIR}/module.mjs:${at}`));
    const messages = checkFiles(files, [rule]).diagnostics.map((d) => d.message);
    expect(messages[1]).toBe(
      `\`${DIR}/module.mjs\` imports \`./helper\`, which does not exist: ESM imports need the full file name, e.g. \`./helper.mjs\`: importing the module fails, so every call of a tool that loads it fails`,
    );
    expect(messages[3]).toContain("is not a Node built-in module");
  });

  it("accepts existing files, require's extension probing, TS's `.js` names, packages and built-ins", () => {
    const code = `import { a } from "./lib/a.mjs";
const b = require("./lib/b");
const c = require("./lib");
import { d } from "./lib/d.js";
import pkg from "some-package";
import path from "node:path";
import fs from "fs";
export function execute() {}
`;
    const files = core({ "module.ts": code, "lib/a.mjs": "", "lib/b.js": "", "lib/index.js": "", "lib/d.ts": "" });
    expect(lint(rule, files)).toEqual([]);
  });

  it("reports Python relative imports the tool's package path cannot satisfy, at the module", () => {
    const code = `from .helper import VALUE
from .gone import thing
from . import sibling, absent
from ..outside import x
from .tts.synth import speak
"""
from .in_docstring import nothing
"""
def execute(ctx, args):
    from .late import y
    return VALUE
`;
    const files = {
      ...core({ "module.py": code, "helper.py": "VALUE = 1\n", "sibling.py": "" }),
      "core/agent/lib/tts/synth.py": "def speak(): pass\n",
    };
    expect(lint(rule, files)).toEqual(["2:6", "3:6", "4:6", "10:10"].map((at) => `${DIR}/module.py:${at}`));
    const messages = checkFiles(files, [rule]).diagnostics.map((d) => d.message);
    expect(messages[0]).toBe(
      `\`${DIR}/module.py\` imports \`.gone\`, which finds no \`gone.py\` or package \`gone/\`: importing the module fails, so every call of a tool that loads it fails`,
    );
    expect(messages[1]).toContain("finds no module `absent` next to it");
    expect(messages[2]).toContain("attempted relative import beyond top-level package");
  });
});
