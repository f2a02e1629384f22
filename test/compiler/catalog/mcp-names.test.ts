import { describe, expect, it } from "vitest";
import { knownMcpTools, mcpCatalog, mcpServerNames, mcpToolNames, sanitizeMcpFragment } from "../../../src/compiler/catalog/mcp-names.js";
import { checkFiles } from "../../helpers/project.js";

describe("sanitizeMcpFragment [CORE §4.3]", () => {
  it.each([
    ["docs server", "mcp", "docs-server"],
    ["1password", "mcp", "mcp-1password"],
    ["über.srv", "mcp", "mcp--ber-srv"],
    ["", "mcp", "mcp"],
    ["  docs  ", "mcp", "docs"],
    ["_x", "mcp", "mcp-_x"],
    ["search docs", "tool", "search-docs"],
    ["get.item", "tool", "get-item"],
    ["9lives", "tool", "tool-9lives"],
    ["😀", "tool", "tool--"],
    ["   ", "tool", "tool"],
  ] as const)("%j (%s) → %j", (raw, fallback, expected) => {
    expect(sanitizeMcpFragment(raw, fallback)).toBe(expected);
  });
});

describe("mcpServerNames", () => {
  it("suffixes case-insensitive clashes in order", () => {
    expect(mcpServerNames(["docs", "Docs", "docs", "1password", "über.srv", ""])).toEqual(["docs", "Docs-2", "docs-3", "mcp-1password", "mcp--ber-srv", "mcp"]);
  });

  it("cuts to 30 characters, shortening the base to fit the suffix", () => {
    const long = "s".repeat(40);
    const names = mcpServerNames([long, long.toUpperCase()]);
    expect(names).toEqual(["s".repeat(30), `${"S".repeat(28)}-2`]);
  });
});

describe("mcpToolNames", () => {
  it("joins `<server>__<tool>` and suffixes clashes across the catalog", () => {
    const tools = ["search docs", "search", "search", "Search", "get.item", "9lives"].map((tool) => ({ server: "docs", tool }));
    expect(mcpToolNames(tools)).toEqual(["docs__search-docs", "docs__search", "docs__search-2", "docs__Search-3", "docs__get-item", "docs__tool-9lives"]);
  });

  it("keeps whole names within 64 characters, suffix included", () => {
    const server = "s".repeat(30);
    const names = mcpToolNames([
      { server, tool: "t".repeat(40) },
      { server, tool: "t".repeat(40) },
    ]);
    expect(names.map((name) => name.length)).toEqual([64, 64]);
    expect(names[1]).toBe(`${server}__${"t".repeat(30)}-2`);
  });

  it("compares across servers case-insensitively only on the whole name", () => {
    expect(
      mcpToolNames([
        { server: "a", tool: "x" },
        { server: "b", tool: "x" },
        { server: "A-2", tool: "x" },
      ]),
    ).toEqual(["a__x", "b__x", "A-2__x"]);
  });
});

const CORE = "agents/a/agent.yaml";
const core = { [CORE]: "agent: {id: a}\n" };

function catalog(files: Record<string, string>, md = false) {
  const result = checkFiles(files, []);
  const model = result.model!;
  return mcpCatalog(model, md ? undefined : model.cores[0]);
}

describe("knownMcpTools", () => {
  it("filters snapshot tools by include/exclude globs and names them as the host does (test M1)", () => {
    const { servers, tools } = catalog({
      ...core,
      "snap.yaml": "servers:\n  docs server:\n    tools: [search docs, delete docs, search web]\n",
      "toolc.config.yaml": "mcp: {snapshot: snap.yaml}\n",
      "agents/a/agent/mcp/docs server.yaml": "command: x\ntools:\n  include: ['search*']\n  exclude: ['* web']\n",
    });
    expect(servers).toEqual([{ id: "docs server", name: "docs-server", manifest: "agent/mcp/docs server.yaml", inSnapshot: true }]);
    expect(tools.map((t) => [t.name, t.provenance, t.at.whole])).toEqual([["docs-server__search-docs", "mcp:agent/mcp/docs server.yaml:docs server/search docs", "file"]]);
  });

  it("adds include entries without `*` (related to the entry), even without a snapshot", () => {
    const files = { ...core, "agents/a/agent/mcp/docs.yaml": "command: x\ntools:\n  include: [lookup, 'get*', lookup, '']\n" };
    const { servers } = catalog(files);
    const model = checkFiles(files, []).model!;
    const tools = knownMcpTools(model, model.cores[0]);
    expect(servers.map((s) => [s.name, s.inSnapshot])).toEqual([["docs", false]]);
    expect(tools.map((t) => [t.name, t.provenance])).toEqual([["docs__lookup", "mcp:agent/mcp/docs.yaml:docs/lookup"]]);
    expect(tools[0]!.at.start).toBeGreaterThan(0);
  });

  it("orders tools by manifest, then snapshot order; skips disabled manifests, excluded entries and empty names", () => {
    const { tools } = catalog({
      ...core,
      "snap.json": JSON.stringify({ servers: { b: { tools: ["Run", "run", { name: "x" }, ""] }, a: { tools: ["run"] }, off: { tools: ["z"] } } }),
      "toolc.config.yaml": "mcp: {snapshot: snap.json}\n",
      "agents/a/agent/mcp/a.yaml": "command: x\n",
      "agents/a/agent/mcp/b.yml": "command: x\ntools: {include: [extra, '*'], exclude: [extra]}\n",
      "agents/a/agent/mcp/off.yaml": "command: x\nenabled: false\n",
    });
    expect(tools.map((t) => t.name)).toEqual(["a__run", "b__Run", "b__run-2", "b__x"]);
  });

  it("uses every snapshot server, unfiltered, for Markdown tools", () => {
    const { servers, tools } = catalog(
      {
        ...core,
        "mcp/snapshot.yaml": "servers:\n  docs: {tools: [lookup]}\n  Docs: {tools: [lookup]}\n",
        "toolc.config.yaml": "mcp: {snapshot: ./mcp/snapshot.yaml}\n",
        "agents/a/agent/mcp/docs.yaml": "command: x\nenabled: false\n",
      },
      true,
    );
    expect(servers.map((s) => [s.name, s.manifest])).toEqual([
      ["docs", "mcp/snapshot.yaml"],
      ["Docs-2", "mcp/snapshot.yaml"],
    ]);
    expect(tools.map((t) => [t.name, t.provenance])).toEqual([
      ["docs__lookup", "mcp:mcp/snapshot.yaml:docs/lookup"],
      ["Docs-2__lookup", "mcp:mcp/snapshot.yaml:Docs/lookup"],
    ]);
  });

  it("knows nothing from a missing or malformed snapshot", () => {
    expect(catalog({ ...core, "toolc.config.yaml": "mcp: {snapshot: nope.yaml}\n" }, true)).toEqual({ servers: [], tools: [] });
    expect(catalog({ ...core, "s.yaml": "servers: [a]\n", "toolc.config.yaml": "mcp: {snapshot: s.yaml}\n" }, true)).toEqual({ servers: [], tools: [] });
  });

  it("keeps a manifest that does not parse as a server with no known tools", () => {
    const { servers, tools } = catalog({
      ...core,
      "snap.yaml": "servers:\n  docs: {tools: [lookup]}\n",
      "toolc.config.yaml": "mcp: {snapshot: snap.yaml}\n",
      "agents/a/agent/mcp/docs.yaml": "command: [\n",
    });
    expect(servers.map((s) => [s.name, s.inSnapshot])).toEqual([["docs", false]]);
    expect(tools).toEqual([]);
  });
});
