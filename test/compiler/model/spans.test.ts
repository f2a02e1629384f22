import { describe, expect, it } from "vitest";
import { fragmentSpan, type Field } from "../../../src/compiler/model/field.js";
import { positionAt } from "../../../src/compiler/source/text.js";
import { checkFiles } from "../../helpers/project.js";

const TOOL = `---
name: lookup
endpoint: https://x.io
timeout: fast
timeout: 5
parameters: oops
headers:
  "X-{{C}}": v
  plain-{{D}}: w
input_schema:
  properties:
    "{{E}}": {type: string}
---

  Call with {{TOKEN}}.
`;

describe("model spans", () => {
  const tool = checkFiles({ "config/tools/t.md": TOOL }).model!.mdTools[0]!;
  const at = (offset: number) => {
    const { line, column } = positionAt(tool.source, offset);
    return `${line}:${column}`;
  };

  it("places every written key, flagged ones included, at the last of duplicates", () => {
    const keys = tool.fields.keySpans;
    expect(tool.fields.parameters).toBeUndefined();
    expect(at(keys.get("parameters")!.start)).toBe("6:1");
    expect(at(keys.get("timeout")!.start)).toBe("5:1");
  });

  it("maps a fragment of a verbatim mapping key to its place in the file", () => {
    const fragment = (key: Field<string>, name: string) => {
      const start = key.value.indexOf(name);
      const span = fragmentSpan(key, { start, end: start + name.length });
      return TOOL.slice(span.start, span.end);
    };
    const headers = [...tool.fields.headers!.value.values()].map((entry) => entry.key);
    expect(fragment(headers[0]!, "{{C}}")).toBe("{{C}}");
    expect(fragment(headers[1]!, "{{D}}")).toBe("{{D}}");
    const property = [...tool.fields.input_schema!.entries!.get("properties")!.value!.entries!.values()][0]!.key;
    expect(fragment(property, "{{E}}")).toBe("{{E}}");
  });

  it("maps a fragment of the body to its place in the file", () => {
    const start = tool.body.value.indexOf("{{TOKEN}}");
    const span = fragmentSpan(tool.body, { start, end: start + 9 });
    expect(TOOL.slice(span.start, span.end)).toBe("{{TOKEN}}");
    expect(at(span.start)).toBe("15:13");
  });
});
