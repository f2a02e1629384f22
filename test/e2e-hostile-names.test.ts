/**
 * End to end for tool, agent, header and parameter names that are members of `Object.prototype`
 * (`__proto__` among them): compile, type-check the generated client with the real `tsc`, and call every
 * tool through the runtime against a real HTTP server on 127.0.0.1.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../src/compiler/catalog/index.js";
import { generate } from "../src/compiler/codegen/index.js";
import { check } from "../src/compiler/index.js";
import { toolVersion } from "../src/package-info.js";
import { compileApp, makeTempDir, removeDir, writeTree } from "./compiler/codegen/helpers.js";
import { writeProject } from "./helpers/project.js";

const NAMES = ["constructor", "toString", "__proto__", "valueOf", "hasOwnProperty"];
const requests: Array<{ url: string; rawHeaders: string[] }> = [];
let server: Server;
let base = "";
const temp = makeTempDir("e2e-names");

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? "", rawHeaders: req.rawHeaders });
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ ok: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  removeDir(temp);
});

const tool = (name: string) => `---
name: ${name}
description: Tool ${name}
endpoint: "${base}/${name}"
permission: auto
headers:
  ${name}: h-${name}
parameters:
  - name: ${name}
    description: p
---
`;

// `["__proto__"]` is a computed key: a plain `__proto__:` in an object literal would set the prototype.
// catalog.json is read with JSON.parse, as the README shows: a bundler's JSON-to-literal transform (vitest's
// own, for one) turns its `"__proto__"` key into a prototype.
const APP = `import { readFileSync } from "node:fs";
import { createRuntime } from "toolc/runtime";
import { createProtoClient } from "./generated/agents/__proto__.js";
import { loadAgent, loadTool } from "./generated/index.js";
import { validators } from "./generated/validators.js";

export async function run(catalogFile: string) {
  const catalog: unknown = JSON.parse(readFileSync(catalogFile, "utf8"));
  const runtime = createRuntime({ catalog: catalog as never, validators, env: {} });
  const agent = createProtoClient(runtime);
  const results = [
    await agent.constructor({ constructor: "v" }),
    await agent.toString({ toString: "v" }),
    await agent.proto({ ["__proto__"]: "v" }),
    await agent.valueOf({ valueOf: "v" }),
    await agent.hasOwnProperty({ hasOwnProperty: "v" }),
  ];
  await runtime.close();
  // index.ts's module maps hold these names as own keys: each loads its own module.
  const lazy = [typeof (await loadAgent("__proto__"))["createProtoClient"], typeof (await loadTool("__proto__"))["proto"], typeof (await loadTool("constructor"))["constructor"]];
  return { results, lazy };
}
`;

const files: Record<string, string> = {
  "toolc.config.yaml": "rules: {endpoint-insecure: off, tool-name-portability: off}\n",
  "config/agents/proto.md": `---\nname: __proto__\ndescription: d\ntools: {${NAMES.map((n) => `${n}: auto`).join(", ")}}\n---\nr\n`,
  "config/agents/lead.md": "---\nname: lead_agent\ndescription: d\ntools: {call_subagent: auto, __proto__: auto}\n---\nr\n",
};

describe("Object.prototype member names end to end", () => {
  it("are tools, an agent, headers and parameters like any other name", async () => {
    NAMES.forEach((name, i) => (files[`config/tools/t${i}.md`] = tool(name)));
    const result = check({ root: writeProject(files) });
    expect(result.diagnostics).toEqual([]);
    const { catalog, sources } = buildCatalog(result.model!);
    expect(Object.keys(catalog.agents["__proto__"]!.tools)).toEqual(NAMES);
    expect(Object.keys(catalog.agents["lead_agent"]!.tools)).toEqual(["call_subagent", "__proto__"]);
    const generated = await generate(catalog, { sources, toolVersion: toolVersion() });
    writeTree(path.join(temp, "generated"), generated);
    expect(compileApp(temp, APP).output).toBe("");
    const app = (await import(pathToFileURL(path.join(temp, "js/app.js")).href)) as {
      run: (catalogFile: string) => Promise<{ results: Array<{ success: boolean; error: string | null }>; lazy: string[] }>;
    };
    const { results, lazy } = await app.run(path.join(temp, "generated/catalog.json"));
    expect(lazy).toEqual(["function", "function", "function"]);
    expect(results.map((r) => r.error)).toEqual(NAMES.map(() => null));
    expect(requests.map((r) => r.url)).toEqual(NAMES.map((n) => `/${n}?${n}=v`));
    // Raw headers: Node's parsed `req.headers` is a plain object, so it cannot show a `__proto__` header.
    const sent = (r: { rawHeaders: string[] }, name: string) => r.rawHeaders[r.rawHeaders.findIndex((h) => h.toLowerCase() === name.toLowerCase()) + 1];
    expect(requests.map((r, i) => sent(r, NAMES[i]!))).toEqual(NAMES.map((n) => `h-${n}`));
  });
});
