/**
 * The `<tool_instructions>` block, byte for byte. The expected texts below are written by hand from the
 * reference description (markdown-tools-reference.md §4.2 example generation, §4.3 block layout), line by
 * line, not copied from the implementation's output.
 */
import { describe, expect, it } from "vitest";
import type { CatalogTool } from "../../../src/runtime/catalog.js";
import { NO_TOOLS_BLOCK, pyStr, renderToolExample, renderToolInstructions } from "../../../src/runtime/xml/render.js";
import { stockCatalog } from "./fixtures.js";

const tools = stockCatalog().tools;
const pick = (...keys: string[]): CatalogTool[] => keys.map((k) => tools[k]!);

const FORMAT = [
  "<tool_instructions>",
  "<format>",
  "You may make one or more tool calls per turn. They execute sequentially.",
  "Wrap ALL parameter values in <![CDATA[...]]>.",
  "</format>",
  "",
];

const STOCK_DOC = [
  '<tool name="query_stock_price">',
  "Query real-time stock price from exchange API",
  "",
  "Query real-time stock price from the exchange API.",
  "Use this when the user asks about current stock prices or market data.",
  "Parameters:",
  "  - symbol: string (required) - Stock ticker symbol, e.g. AAPL",
  "  - market: string (optional) - Market exchange",
  "    Values: US, HK, SH",
  "    Default: US",
  "Example:",
  "<tool_call>",
  "  <name>query_stock_price</name>",
  "  <params>",
  "    <symbol><![CDATA[your_symbol_here]]></symbol>",
  "    <market><![CDATA[US]]></market>",
  "  </params>",
  "</tool_call>",
  "</tool>",
];

const WEATHER_DOC = [
  '<tool name="get_weather">',
  "Current weather for a city",
  "",
  "Use for current conditions only; not for forecasts.",
  "Parameters:",
  "  - city: string (required) - City name, e.g. Berlin",
  "  - units: string (optional) - Unit system",
  "    Values: metric, imperial",
  "    Default: metric",
  "  - days: integer (optional) - Days of hourly detail to include",
  "    Default: 1",
  "  - include_alerts: boolean (optional) - Include severe-weather alerts",
  "    Default: False",
  "  - min_confidence: number (optional) - Drop readings below this confidence (0 to 1)",
  "    Default: 0.25",
  // An empty description keeps the trailing "- " (a trailing space).
  "  - station: string (optional) - ",
  "Example:",
  "<tool_call>",
  "  <name>get_weather</name>",
  "  <params>",
  "    <city><![CDATA[your_city_here]]></city>",
  "    <units><![CDATA[metric]]></units>",
  "    <days><![CDATA[1]]></days>",
  "    <include_alerts><![CDATA[False]]></include_alerts>",
  "    <min_confidence><![CDATA[0.25]]></min_confidence>",
  "    <station><![CDATA[your_station_here]]></station>",
  "  </params>",
  "</tool_call>",
  "</tool>",
];

const SUBAGENT_DOC = [
  '<tool name="call_subagent">',
  "Call a specialized sub-agent to handle specific tasks. IMPORTANT: Do NOT combine this tool with other tool calls in the same response — use it alone.",
  "Parameters:",
  "  - agent_name: string (required) - Sub-agent type: check available_subagents section for available agents",
  "  - instruction: string (required) - Specific task instruction for the sub-agent. Be concise about what you need.",
  "  - fresh_start: boolean (optional) - Whether the sub-agent starts with a fresh conversation context",
  "Example:",
  "<tool_call>",
  "  <name>call_subagent</name>",
  "  <params>",
  "    <agent_name><![CDATA[your_agent_name_here]]></agent_name>",
  "    <instruction><![CDATA[your_instruction_here]]></instruction>",
  // No default: a boolean's placeholder is lower-case `true`.
  "    <fresh_start><![CDATA[true]]></fresh_start>",
  "  </params>",
  "</tool_call>",
  "</tool>",
];

const SEARCH_DOC = [
  '<tool name="web_search">',
  "Search the web for information.",
  "Parameters:",
  "  - query: string (required) - Search query",
  "  - freshness: string (optional) - Time range filter",
  "    Values: noLimit, oneDay, oneWeek, oneMonth, oneYear",
  "    Default: noLimit",
  "  - count: integer (optional) - Number of results",
  "    Default: 10",
  "Example:",
  "<tool_call>",
  "  <name>web_search</name>",
  "  <params>",
  "    <query><![CDATA[your_query_here]]></query>",
  "    <freshness><![CDATA[noLimit]]></freshness>",
  "    <count><![CDATA[10]]></count>",
  "  </params>",
  "</tool_call>",
  "</tool>",
];

const NO_PARAMS_DOC = [
  '<tool name="list_open_tickets">',
  "List every open support ticket, newest first.",
  "Parameters: None",
  "Example:",
  "<tool_call>",
  "  <name>list_open_tickets</name>",
  "  <params>",
  // With no parameters the <params> element holds one blank line.
  "",
  "  </params>",
  "</tool_call>",
  "</tool>",
];

const TICKET_DOC = [
  '<tool name="create_ticket">',
  "Create a support ticket",
  "",
  "Create a support ticket with the given title and priority.",
  "Use this when the user asks to file or open a ticket.",
  "Parameters:",
  "  - title: string (required) - Short summary of the issue",
  "  - priority: string (optional) - Ticket priority",
  "    Values: low, medium, high",
  "    Default: medium",
  "  - notify_customer: boolean (optional) - Email the customer when the ticket changes",
  "    Default: True",
  "Example:",
  "<tool_call>",
  "  <name>create_ticket</name>",
  "  <params>",
  "    <title><![CDATA[your_title_here]]></title>",
  "    <priority><![CDATA[medium]]></priority>",
  "    <notify_customer><![CDATA[True]]></notify_customer>",
  "  </params>",
  "</tool_call>",
  "</tool>",
];

describe("renderToolInstructions", () => {
  it("reproduces the reference block for the lead agent's tools, in the agent's order", () => {
    const expected = [...FORMAT, ...STOCK_DOC, ...WEATHER_DOC, ...SUBAGENT_DOC, ...SEARCH_DOC, "</tool_instructions>"].join("\n");
    expect(renderToolInstructions(pick("query_stock_price", "get_weather", "call_subagent", "web_search"))).toBe(expected);
  });

  it("renders a tool without parameters and Python-style True defaults", () => {
    const expected = [...FORMAT, ...NO_PARAMS_DOC, ...TICKET_DOC, "</tool_instructions>"].join("\n");
    expect(renderToolInstructions(pick("list_open_tickets", "create_ticket"))).toBe(expected);
  });

  it("has no blank line between tools and no trailing newline", () => {
    const text = renderToolInstructions(pick("list_open_tickets", "web_search"));
    expect(text).toContain('</tool>\n<tool name="web_search">');
    expect(text.endsWith("</tool>\n</tool_instructions>")).toBe(true);
  });

  it('says "No tools available." for an empty list', () => {
    expect(renderToolInstructions([])).toBe("<tool_instructions>\nNo tools available.\n</tool_instructions>");
    expect(NO_TOOLS_BLOCK).toBe(renderToolInstructions([]));
  });

  it("derives parameters from input_schema for schema-declared tools", () => {
    const text = renderToolExample(tools["assistant/echo"]!);
    expect(text).toBe(["<tool_call>", "  <name>echo</name>", "  <params>", "    <text><![CDATA[your_text_here]]></text>", "  </params>", "</tool_call>"].join("\n"));
    const doc = renderToolInstructions([tools.summarize_document!]);
    expect(doc).toContain("  - document: object (required) - The document to summarize\n");
    expect(doc).toContain("  - style: string (optional) - Output style\n    Values: bullets, paragraph\n    Default: bullets\n");
    expect(doc).toContain("    <max_words><![CDATA[123]]></max_words>\n");
  });
});

describe("pyStr (Python str() of defaults)", () => {
  it.each<[unknown, string]>([
    [true, "True"],
    [false, "False"],
    [0, "0"],
    [10, "10"],
    [0.25, "0.25"],
    [1e-5, "1e-05"],
    [0.0001, "0.0001"],
    [1.5e16, "15000000000000000"],
    [2.5e-10, "2.5e-10"],
    [-0.5, "-0.5"],
    ["", ""],
    ["noLimit", "noLimit"],
    [["a", 1, true], "['a', 1, True]"],
    [{ k: "it's" }, `{'k': "it's"}`],
    [null, "None"],
  ])("%j → %s", (value, expected) => {
    expect(pyStr(value)).toBe(expected);
  });
});
