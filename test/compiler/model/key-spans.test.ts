import { describe, expect, it } from "vitest";
import { KeySpans } from "../../../src/compiler/model/key-spans.js";
import { fileSpan, type Span } from "../../../src/compiler/source/text.js";
import { checkFiles } from "../../helpers/project.js";

const PIPELINES = `schema_version: 1
input:
  serial: [a]
tools: [echo]
tools: [again]
`;

describe("Fields.keySpans", () => {
  it("places every written key, flagged ones included, at the last of duplicates", () => {
    const model = checkFiles({
      "core/agent.yaml": "agent:\n  id: demo\nruntime:\n  surface_root: 5\n",
      "core/agent/pipelines.yaml": PIPELINES,
    }).model!;
    const core = model.cores[0]!;
    const pipelines = core.pipelines!;
    const tools = pipelines.fields.keySpans.get("tools")!;
    expect(PIPELINES.slice(tools.start, tools.end)).toBe("tools");
    expect(tools.start).toBe(PIPELINES.indexOf("tools: [again]"));
    const runtime = core.manifest!.fields.runtime!.value;
    expect(runtime.surface_root).toBeUndefined();
    const text = core.manifest!.source.text;
    const key = runtime.keySpans.get("surface_root")!;
    expect(text.slice(key.start, key.end)).toBe("surface_root");
  });
});

describe("KeySpans", () => {
  const span = (start: number, end = start + 1) => ({ file: "a.md", start, end });
  const spansOf = (file: string, entries: Iterable<readonly [string, Span]>) => {
    const spans = new KeySpans(file);
    for (const [key, at] of entries) spans.set(key, at);
    return spans;
  };

  it("reads as the Map it replaces: order, a duplicate's first place with its last span", () => {
    const entries: [string, Span][] = [["name", span(0)], ["type", span(5)], ["name", span(9)], ["odd", fileSpan("b.md")]];
    const spans = spansOf("a.md", entries);
    const map = new Map(entries);
    expect([...spans]).toEqual([...map]);
    expect([...spans.keys()]).toEqual([...map.keys()]);
    expect([...spans.values()]).toEqual([...map.values()]);
    expect(spans.size).toBe(3);
    expect(spans.get("name")).toEqual(span(9));
    expect(spans.get("odd")).toEqual(fileSpan("b.md"));
    expect(spans.has("type") && !spans.has("missing")).toBe(true);
    expect(spans.get("missing")).toBeUndefined();
  });

  it("indexes a mapping with many keys, and reads back from JSON exactly", () => {
    const entries: [string, Span][] = Array.from({ length: 5000 }, (_, i) => [`k${i % 4000}`, span(i)]);
    const spans = spansOf("a.md", [...entries, ["other", { file: "b.md", start: 1, end: 2 }]]);
    expect(spans.size).toBe(4001);
    expect(spans.get("k10")).toEqual(span(4010));
    expect(spans.get("other")).toEqual({ file: "b.md", start: 1, end: 2 });
    const back = KeySpans.fromJSON(JSON.parse(JSON.stringify(spans)));
    expect(back).toEqual(spans);
    expect([...back]).toEqual([...spans]);
  });
});
