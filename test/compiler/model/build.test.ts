import { describe, expect, it } from "vitest";
import { fragmentSpan, treeAt } from "../../../src/compiler/model/field.js";
import type { Model } from "../../../src/compiler/model/types.js";
import { checkFiles } from "../../helpers/project.js";

const TOOL = `---
name: lookup
description: "Looks up {{TOPIC}}."
endpoint: https://x.io/{{API_KEY}}
timeout: fast
headers:
  X-Key: "{{API_KEY}}"
  X-Bad: [1]
parameters:
  - name: q
    enum: [a, b]
  - 5
  - name: n
    type: integer
input_schema:
  type: object
  properties:
    q: {type: string}
---
Body text.
`;

function modelOf(files: Record<string, string>): Model {
  return checkFiles(files).model!;
}

/** `line:column` of an absolute offset in `text`. */
function at(text: string, offset: number): string {
  const before = text.slice(0, offset).split("\n");
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

describe("buildModel", () => {
  const model = modelOf({ "config/tools/t.md": TOOL });
  const tool = model.mdTools[0]!;

  it("reads typed fields with the spans they were written at", () => {
    expect(tool.fields.name).toMatchObject({ value: "lookup" });
    expect(at(TOOL, tool.fields.name!.span.start)).toBe("2:7");
    expect(tool.fields.endpoint!.value).toBe("https://x.io/{{API_KEY}}");
    expect(tool.label).toBe("lookup");
    expect(tool.body.value).toBe("Body text.");
    expect(at(TOOL, tool.body.span.start)).toBe("20:1");
    expect(TOOL.slice(tool.closing.start, tool.closing.end)).toBe("---");
    expect(at(TOOL, tool.closing.start)).toBe("19:1");
  });

  it("leaves out values a structural rule flagged, but remembers the key was written", () => {
    expect(tool.fields.timeout).toBeUndefined();
    expect(tool.fields.keySpans.has("timeout")).toBe(true);
    const headers = tool.fields.headers!.value;
    expect(headers.get("X-Key")!.value!.value).toBe("{{API_KEY}}");
    expect(headers.get("X-Bad")!.value).toBeUndefined();
    expect(at(TOOL, headers.get("X-Bad")!.key.span.start)).toBe("8:3");
  });

  it("keeps list items with their index and drops flagged items", () => {
    const params = tool.fields.parameters!.value;
    expect(params.map((p) => [p.index, p.name?.value])).toEqual([
      [0, "q"],
      [2, "n"],
    ]);
    expect(params[0]!.enum!.value).toEqual(["a", "b"]);
    expect(at(TOOL, params[0]!.enum!.items![1]!.span.start)).toBe("11:15");
  });

  it("keeps open values as trees with plain values and spans inside", () => {
    const schema = tool.fields.input_schema!;
    expect(schema.value).toEqual({ type: "object", properties: { q: { type: "string" } } });
    expect(at(TOOL, treeAt(schema, ["properties", "q", "type"])!.span.start)).toBe("18:15");
  });

  it("maps a fragment of a verbatim string to its place in the file", () => {
    const description = tool.fields.description!;
    const start = description.value.indexOf("{{");
    const span = fragmentSpan(description, { start, end: start + 9 });
    expect(TOOL.slice(span.start, span.end)).toBe("{{TOPIC}}");
  });

  it("normalises case-insensitive enumerations and links core tools to their core", () => {
    const core = modelOf({
      "core/agent.yaml": "agent:\n  id: demo\nslots:\n  tools: tools\n",
      "core/tools/echo/tool.yaml": "description: Echoes.\nrisk: ' HIGH'\n",
    });
    const echo = core.coreTools[0]!;
    expect(echo.yaml!.fields.risk!.value).toBe("high");
    expect(echo.core!.manifest!.fields.agent!.value.id!.value).toBe("demo");
    expect(core.cores[0]!.tools[0]).toBe(echo);
  });

  it("keeps every written key's span, and which flagged values the reference reads as unset", () => {
    const text = `description: Echoes.
capabilities: null
risk: 5
input_schema:
  type: object
`;
    const echo = modelOf({ "core/agent.yaml": "agent:\n  id: demo\nslots:\n  tools: tools\n", "core/tools/echo/tool.yaml": text }).coreTools[0]!;
    const fields = echo.yaml!.fields;
    expect(at(text, fields.keySpans.get("input_schema")!.start)).toBe("4:1");
    expect(at(text, fields.keySpans.get("capabilities")!.start)).toBe("2:1");
    expect(fields.capabilities).toBeUndefined();
    expect([...fields.unset]).toEqual(["capabilities"]);
    expect(fields.keySpans.has("risk") && !fields.unset.has("risk")).toBe(true);
  });

  it("counts every Markdown tool file, parsed or not", () => {
    const model = modelOf({ "config/tools/a.md": TOOL, "config/tools/b.md": "no frontmatter\n" });
    expect(model.mdToolPaths).toEqual(["config/tools/a.md", "config/tools/b.md"]);
    expect(model.mdTools.map((tool) => tool.path)).toEqual(["config/tools/a.md"]);
  });

  it("leaves out the entries of a string-keyed mapping whose key is not a string", () => {
    const agent = modelOf({ "config/agents/a.md": "---\nname: a\ntools:\n  1: auto\n  web: maybe\n  fetch: auto\n---\nRole.\n" }).mdAgents[0]!;
    const tools = agent.fields.tools!.value;
    expect([...tools.keys()]).toEqual(["web", "fetch"]);
    expect(tools.get("web")!.value).toBeUndefined();
  });

  it("reads a mapping entry of a known shape as its fields, like a list item", () => {
    const manifest = `agent:
  id: demo
tools:
  metadata:
    read_file:
      risk: High
      enabled: false
    write_file: 5
`;
    const metadata = modelOf({ "core/agent.yaml": manifest }).cores[0]!.manifest!.fields.tools!.value.metadata!.value;
    const readFile = metadata.get("read_file")!.value!;
    expect([readFile.risk!.value, readFile.enabled!.value]).toEqual(["high", false]);
    expect(at(manifest, readFile.span.start)).toBe("6:7");
    expect(metadata.get("write_file")!.value).toBeUndefined();
  });
});
