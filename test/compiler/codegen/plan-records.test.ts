/**
 * Plan records never change a plan: planning with the records of an earlier planning gives the same files, input
 * hashes and built texts as planning without them, whatever changed in between; damaged records are no records; and
 * the records are used (a record's input hash is taken as it is when its signature holds).
 */
import { describe, expect, it } from "vitest";
import { generateTree } from "../../../src/compiler/codegen/generate.js";
import { planOutput, type OutputPlan, type PlanOptions } from "../../../src/compiler/codegen/plan.js";
import { PlanRecords } from "../../../src/compiler/codegen/plan-records.js";
import type { Catalog } from "../../../src/runtime/catalog.js";
import { stockCatalog, stockSources, syntheticCatalog } from "./fixtures.js";

const opts: PlanOptions = { sources: stockSources(), toolVersion: "0.0.0-test" };
const HEADER = '{"format":1}';

/** Every planned file with its sources, input hash and (for a text known at once) its content. */
function shape(plan: OutputPlan): unknown[] {
  const code = plan.code.map((c) => ({ path: c.path, kind: c.kind, sources: c.sources, input: c.input }));
  const texts = plan.texts.map((t) => ({ path: t.path, sources: t.sources, input: t.input, content: typeof t.content === "string" ? t.content : t.content() }));
  return [...code, ...texts];
}

/** The records of planning `catalog`, written and read back as emit keeps them. */
function recordsOf(catalog: Catalog, options: PlanOptions = opts): PlanRecords {
  return PlanRecords.decode(planOutput(catalog, options).records.encode(HEADER), HEADER)!;
}

/** Changes from one planning to the next, each applied to a fresh stock catalog. */
const CHANGES: Record<string, (c: Catalog) => void> = {
  "nothing": () => undefined,
  "a tool's description": (c) => void (c.tools.query_stock_price!.description += " Now faster."),
  "a tool renamed (every name allocated anew)": (c) => {
    c.tools.query_stock_price2 = { ...c.tools.query_stock_price!, name: "query_stock_price2" };
    delete c.tools.query_stock_price;
    for (const agent of Object.values(c.agents)) for (const grant of Object.values(agent.tools)) if (grant.ref === "query_stock_price") grant.ref = "query_stock_price2";
  },
  "a tool added whose name takes another's place": (c) => void (c.tools["query-stock-price"] = { ...c.tools.query_stock_price!, name: "query-stock-price" }),
  "an agent's tools reordered": (c) => {
    const agent = Object.values(c.agents).find((a) => Object.keys(a.tools).length > 1)!;
    agent.toolOrder = Object.keys(agent.tools).reverse();
  },
  "an agent's role prompt": (c) => void (Object.values(c.agents)[0]!.rolePrompt += "\nBe brief."),
  "an agent's grant points elsewhere": (c) => {
    const agent = Object.values(c.agents).find((a) => Object.keys(a.tools).length > 1)!;
    const [first, second] = Object.values(agent.tools);
    first!.ref = second!.ref;
  },
  "strict providers configured": (c) => void (c.strictProviders = ["openai-strict", "anthropic-strict"]),
};

describe("plan records", () => {
  it.each(Object.keys(CHANGES))("give the plan of a planning without them after a change: %s", async (change) => {
    const records = recordsOf(stockCatalog());
    const changed = stockCatalog();
    CHANGES[change]!(changed);
    const fresh = planOutput(changed, opts);
    const recorded = planOutput(changed, { ...opts, records });
    expect(shape(recorded)).toEqual(shape(fresh));
    expect(recorded.records.encode(HEADER)).toBe(fresh.records.encode(HEADER));
    // Every file built from the recorded plan is the one built without records.
    const built = await generateTree(changed, { ...opts, records });
    const plain = await generateTree(changed, opts);
    expect(built.files).toEqual(plain.files);
  });

  it("give the same plan when sources or the toolc version changed, and on a larger catalog", () => {
    const catalog = syntheticCatalog(300, 12);
    const records = recordsOf(catalog);
    const moved = { ...opts, sources: { ...opts.sources, tool_0003: ["config/tools/moved.md"], agent_001: ["config/agents/renamed.md"] } };
    expect(shape(planOutput(catalog, { ...moved, records }))).toEqual(shape(planOutput(catalog, moved)));
    const newer = { ...opts, toolVersion: "0.0.1-test" };
    expect(shape(planOutput(catalog, { ...newer, records }))).toEqual(shape(planOutput(catalog, newer)));
  });

  it("are taken as they are when their signature holds, and damaged ones are none", () => {
    const catalog = stockCatalog();
    const text = planOutput(catalog, opts).records.encode(HEADER);
    const plain = shape(planOutput(catalog, opts));
    // A record whose input hash was replaced, its signature intact: the plan takes that hash (so records are used).
    const tampered = text.replace(/^(T\t"query_stock_price"\t(?:[^\t]*\t){3})[0-9a-f]{64}/m, `$1${"a".repeat(64)}`);
    expect(tampered).not.toBe(text);
    const taken = planOutput(catalog, { ...opts, records: PlanRecords.decode(tampered, HEADER)! });
    expect(taken.code.find((c) => c.path === "tools/query_stock_price.ts")!.input).toBe("a".repeat(64));
    // Cut lines, bad hashes, another header: no record, the same plan as without.
    const lines = text.split("\n");
    const damaged = [lines[0], lines[1], ...lines.slice(2).map((line, i) => (i % 2 === 0 ? line.slice(0, -3) : line.replace(/\t[0-9a-f]{64}/, "\tnot-a-hash")))].join("\n");
    expect(shape(planOutput(catalog, { ...opts, records: PlanRecords.decode(damaged, HEADER)! }))).toEqual(plain);
    expect(PlanRecords.decode(text, '{"format":0}')).toBeUndefined();
    expect(PlanRecords.decode(undefined, HEADER)).toBeUndefined();
  });

  it("restore the names only for the same catalog keys and agent names", () => {
    const catalog = stockCatalog();
    const text = planOutput(catalog, opts).records.encode(HEADER);
    // Names swapped in the records of the same keys are restored as recorded (the allocation is skipped) ...
    const swapped = text.replace(/^(T\t"query_stock_price"\t)QueryStockPrice\t/m, "$1Swapped\t");
    expect(swapped).not.toBe(text);
    const restored = planOutput(catalog, { ...opts, records: PlanRecords.decode(swapped, HEADER)! });
    const job = restored.code.find((c) => c.path === "tools/query_stock_price.ts")!.make().job;
    expect(job.kind === "tool" && job.names.pascal).toBe("Swapped");
    // ... but with one more tool, every name is allocated and the swapped record no longer matches.
    const more = stockCatalog();
    more.tools.extra_tool = { ...more.tools.query_stock_price!, name: "extra_tool" };
    expect(shape(planOutput(more, { ...opts, records: PlanRecords.decode(swapped, HEADER)! }))).toEqual(shape(planOutput(more, opts)));
  });
});
