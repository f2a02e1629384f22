import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/mcp-collision.js";
import { checkFiles, lint } from "../../helpers/project.js";

const CORE = "agents/a/agent.yaml";
const manifest = (extra = "") => `agent: {id: a}\nslots: {tools: agent/tools}\n${extra}`;
const md = (name: string) => `---\nname: ${name}\nendpoint: https://x.test\n---\n`;

describe("mcp-collision", () => {
  it("reports a core tool named like an included MCP tool (test M3), relating the include entry", () => {
    const result = checkFiles(
      {
        [CORE]: manifest(),
        "agents/a/agent/tools/docs__lookup/tool.yaml": "",
        "agents/a/agent/tools/docs__other/tool.yaml": "",
        "agents/a/agent/mcp/docs.yaml": "command: docs-mcp\ntools:\n  include: [lookup]\n",
      },
      [rule],
    );
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual(["agents/a/agent/tools/docs__lookup/tool.yaml:1:1"]);
    expect(found[0]!.message).toBe(
      "tool name `docs__lookup` collides with MCP tool `mcp:agent/mcp/docs.yaml:docs/lookup`: the host fails every turn with a name collision",
    );
    expect(found[0]!.hint).toBe("rename the tool, or exclude the MCP tool via `tools.exclude` in `agent/mcp/docs.yaml`");
    expect(found[0]!.related.map((r) => `${r.file}:${r.line}:${r.column}`)).toEqual(["agents/a/agent/mcp/docs.yaml:3:13"]);
  });

  it("uses the snapshot filtered by include/exclude, with sanitised names, relating the manifest", () => {
    const result = checkFiles(
      {
        "toolc.config.yaml": "mcp:\n  snapshot: mcp-snapshot.yaml\n",
        "mcp-snapshot.yaml": "servers:\n  docs server:\n    tools: [search docs, delete docs]\n",
        [CORE]: manifest(),
        "agents/a/agent/mcp/docs server.yaml": "command: x\ntools:\n  include: ['search*']\n",
        "agents/a/agent/tools/docs-server__search-docs/tool.yaml": "",
        "agents/a/agent/tools/docs-server__delete-docs/tool.yaml": "",
      },
      [rule],
    );
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual(["agents/a/agent/tools/docs-server__search-docs/tool.yaml:1:1"]);
    expect(found[0]!.message).toContain("`mcp:agent/mcp/docs server.yaml:docs server/search docs`");
    expect(found[0]!.related.map((r) => `${r.file}:${r.line}:${r.column}`)).toEqual(["agents/a/agent/mcp/docs server.yaml:1:1"]);
  });

  it("exempts tools hidden with `enabled: false`, disabled manifests and case-only differences", () => {
    expect(
      lint(rule, {
        [CORE]: manifest("tools:\n  metadata:\n    docs__lookup: {enabled: false}\n"),
        "agents/a/agent/tools/docs__lookup/tool.yaml": "",
        "agents/a/agent/tools/Docs__search/tool.yaml": "",
        "agents/a/agent/tools/off__x/tool.yaml": "",
        "agents/a/agent/mcp/docs.yaml": "command: x\ntools: {include: [lookup, search]}\n",
        "agents/a/agent/mcp/off.yaml": "command: x\nenabled: false\ntools: {include: [x]}\n",
      }),
    ).toEqual([]);
  });

  it("only knows `include` entries without `*` when there is no snapshot, and honours exclude", () => {
    expect(
      lint(rule, {
        [CORE]: manifest(),
        "agents/a/agent/tools/docs__lookup/tool.yaml": "",
        "agents/a/agent/tools/docs__get/tool.yaml": "",
        "agents/a/agent/mcp/docs.yaml": "command: x\ntools: {include: ['look*', get], exclude: [get]}\n",
      }),
    ).toEqual([]);
  });

  it("checks Markdown tools against every snapshot server", () => {
    const result = checkFiles(
      {
        "toolc.config.yaml": "mcp:\n  snapshot: snap.json\n",
        "snap.json": JSON.stringify({ servers: { docs: { tools: ["lookup"] } } }),
        "config/tools/a.md": md("docs__lookup"),
        "config/tools/b.md": md("docs__Lookup"),
      },
      [rule],
    );
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}-${d.endColumn}`)).toEqual(["config/tools/a.md:2:7-19"]);
    expect(found[0]!.message).toContain("`mcp:snap.json:docs/lookup`");
    expect(found[0]!.hint).toBe("rename the tool");
    expect(found[0]!.related.map((r) => r.file)).toEqual(["snap.json"]);
  });

  it("skips package tools, which have no manifest", () => {
    expect(
      lint(rule, {
        "toolc.config.yaml": "mcp:\n  snapshot: snap.yaml\n",
        "snap.yaml": "servers:\n  docs: {tools: [lookup]}\n",
        "package-repository/tool/docs__lookup/tool.yaml": "",
      }),
    ).toEqual([]);
  });

  it("is suppressed by `# toolc-ignore` above a Markdown name", () => {
    expect(
      lint(rule, {
        "toolc.config.yaml": "mcp:\n  snapshot: snap.yaml\n",
        "snap.yaml": "servers:\n  docs: {tools: [lookup]}\n",
        "config/tools/a.md": "---\n# toolc-ignore mcp-collision — the MCP server is never enabled here\nname: docs__lookup\n---\n",
      }),
    ).toEqual([]);
  });
});
