/** Identifier and file-name allocation: valid, unique, case-safe and independent of insertion order. */
import { describe, expect, it } from "vitest";
import { allocateNames, camelCase, fileStem, MAX_STEM_LENGTH, NameRegistry, pascalCase, safeIdentifier } from "../../../src/compiler/codegen/names.js";
import type { Catalog } from "../../../src/runtime/catalog.js";
import { stockCatalog } from "./fixtures.js";

describe("case conversion", () => {
  it.each([
    ["query_stock_price", "QueryStockPrice", "queryStockPrice"],
    ["get-weather", "GetWeather", "getWeather"],
    ["assistant/echo", "AssistantEcho", "assistantEcho"],
    ["web_search__v2", "WebSearchV2", "webSearchV2"],
    ["alreadyCamel", "AlreadyCamel", "alreadyCamel"],
    ["1password", "_1password", "_1password"],
    ["---", "X", "x"],
  ])("%s → %s / %s", (name, pascal, camel) => {
    expect(pascalCase(name)).toBe(pascal);
    expect(camelCase(name)).toBe(camel);
  });

  it("gives every name the capitalised, joined words of its definition (the one-pass path for ASCII names too)", () => {
    // The definition: words split at non-alphanumerics and at a capital after a small letter or digit.
    const byDefinition = (name: string): string => {
      const joined = name
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .split(/[^A-Za-z0-9]+/)
        .filter((w) => w.length > 0)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join("") || "X";
      return /^[0-9]/.test(joined) ? `_${joined}` : joined;
    };
    const alphabet = ["a", "z", "A", "Z", "0", "9", "_", "-", "/", ".", " ", "@", "`", "[", "{", "é", "Ä", "\u00a0", "ß"];
    let seed = 7;
    const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const names = ["", "aB", "AB", "aBC", "a1B", "HTTPServer", "get_HTTP_v2", "x__Y", "_a", "9lives", "ÄpfelTool", "é_b"];
    for (let i = 0; i < 5000; i++) names.push(Array.from({ length: next(9) }, () => alphabet[next(alphabet.length)]!).join(""));
    for (const name of names) expect(pascalCase(name), JSON.stringify(name)).toBe(byDefinition(name));
  });

  it("suffixes reserved words used as identifiers", () => {
    expect(safeIdentifier(camelCase("delete"))).toBe("delete_");
    expect(safeIdentifier(camelCase("new"))).toBe("new_");
    expect(safeIdentifier("fetch")).toBe("fetch");
  });

  it("makes file stems from any name", () => {
    expect(fileStem("ticket-status")).toBe("ticket-status");
    expect(fileStem("assistant/echo")).toBe("assistant_echo");
    expect(fileStem("my tool.v2")).toBe("my_tool_v2");
    expect(fileStem(".hidden")).toBe("_hidden");
  });

  it("shortens a stem that would make a file name too long, keeping long names distinct", () => {
    const long = "a".repeat(300);
    expect(fileStem(long)).toHaveLength(MAX_STEM_LENGTH);
    expect(fileStem(long)).toMatch(/^a{187}-[0-9a-f]{12}$/);
    expect(fileStem(`${long}b`)).not.toBe(fileStem(long));
    expect(fileStem("é".repeat(127))).toBe("_".repeat(127));
    expect(Buffer.byteLength(`${fileStem("é".repeat(300))}.tools.json`)).toBeLessThan(255);
  });
});

describe("NameRegistry", () => {
  it("appends 2, 3, … until every derived name is free", () => {
    const reg = new NameRegistry();
    expect(reg.allocate("Foo", (c) => [`${c}Input`, c])).toBe("Foo");
    expect(reg.allocate("Foo", (c) => [`${c}Input`, c])).toBe("Foo2");
    reg.reserve("Bar3");
    expect(reg.allocate("Bar")).toBe("Bar");
    expect(reg.allocate("Bar")).toBe("Bar2");
    expect(reg.allocate("Bar")).toBe("Bar4");
  });

  it("compares case-insensitively for file names", () => {
    const reg = new NameRegistry(true);
    expect(reg.allocate("Tool")).toBe("Tool");
    expect(reg.allocate("tool")).toBe("tool2");
  });
});

describe("allocateNames", () => {
  const tool = (name: string): Catalog["tools"][string] => ({ ...stockCatalog().tools.web_search!, name });

  it("keeps colliding tool names apart, deterministically by sorted key", () => {
    const catalog: Catalog = { version: 1, entryAgent: "a", tools: {}, agents: {} };
    for (const k of ["query-stock-price", "query_stock_price", "queryStockPrice", "Query_Stock_Price"]) catalog.tools[k] = tool(k);
    const names = allocateNames(catalog);
    const got = Object.fromEntries([...names.tools].map(([k, n]) => [k, [n.fn, n.input, n.file]]));
    expect(got).toEqual({
      "Query_Stock_Price": ["queryStockPrice", "QueryStockPriceInput", "tools/Query_Stock_Price.ts"],
      "query-stock-price": ["queryStockPrice2", "QueryStockPrice2Input", "tools/query-stock-price.ts"],
      queryStockPrice: ["queryStockPrice3", "QueryStockPrice3Input", "tools/queryStockPrice.ts"],
      query_stock_price: ["queryStockPrice4", "QueryStockPrice4Input", "tools/query_stock_price2.ts"],
    });
    const reversed: Catalog = { ...catalog, tools: Object.fromEntries(Object.entries(catalog.tools).reverse()) };
    expect([...allocateNames(reversed).tools]).toEqual([...names.tools]);
  });

  it("keeps agent names apart from tool names and shared type names", () => {
    const catalog: Catalog = { version: 1, entryAgent: "lead", tools: { create_lead_client: tool("create_lead_client"), runtime_like: tool("runtime_like") }, agents: {} };
    catalog.agents.lead = { name: "lead", format: "markdown", source: "md-agent:x.md", description: "", rolePrompt: "", internal: false, tools: {} };
    const names = allocateNames(catalog);
    expect(names.tools.get("create_lead_client")!.fn).toBe("createLeadClient");
    expect(names.agents.get("lead")!.factory).toBe("createLead2Client");
    expect(names.tools.get("runtime_like")!.input).toBe("RuntimeLikeInput");
  });

  it("gives agent and tool files names every file system accepts: short, no Windows device names, case-distinct", () => {
    const catalog: Catalog = { version: 1, entryAgent: "con", tools: { NUL: tool("NUL") }, agents: {} };
    const agent = (name: string) => ({ name, format: "markdown" as const, source: "md-agent:x.md", description: "", rolePrompt: "", internal: false, tools: {} });
    for (const name of ["con", "Lead", "lead", "x".repeat(300)]) catalog.agents[name] = agent(name);
    const names = allocateNames(catalog);
    expect(names.tools.get("NUL")!.file).toBe("tools/NUL2.ts");
    expect(names.agents.get("con")!.stem).toBe("con2");
    expect(names.agents.get("Lead")!.stem).toBe("Lead");
    expect(names.agents.get("lead")!.stem).toBe("lead2");
    expect(names.agents.get("x".repeat(300))!.file).toMatch(/^agents\/x{187}-[0-9a-f]{12}\.ts$/);
  });
});

describe("names allocated from PascalCase", () => {
  // allocateNames derives camelCase names from an allocated PascalCase name (with a registry's digits) by lowering its
  // first letter: sound only while pascalCase gives such a name back unchanged.
  it("pascalCase gives its own output back, with digits appended or not, on 5,000 random names", () => {
    const alphabet = ["a", "B", "z", "Q", "0", "7", "_", "-", "/", ".", " ", "é", "ß", "$"];
    let seed = 11;
    const next = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % 1_000_000) / 1_000_000;
    for (let n = 0; n < 5000; n++) {
      const name = Array.from({ length: Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
      const pascal = pascalCase(name);
      for (const suffix of ["", "2", "13"]) {
        expect(pascalCase(pascal + suffix), JSON.stringify(name)).toBe(pascal + suffix);
        expect(camelCase(pascal + suffix)).toBe(pascal.startsWith("_") ? pascal + suffix : pascal[0]!.toLowerCase() + pascal.slice(1) + suffix);
      }
    }
  });
});
