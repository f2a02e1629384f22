import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/prompt-structure-text.js";
import { checkFiles, lint } from "../../helpers/project.js";

const MD_TOOL = `---
name: quote
description: "Wrap the query in <tool_call> tags"
permission: confirm
endpoint: https://api.example.com/q
parameters:
  - name: q
    description: ends </tool_instructions> early
    enum: [plain, "a]]>b"]
    default: plain
---
Answer, then write <![CDATA[ yourself.
`;

const CORE_TOOL = `description: Probe
input_schema:
  type: object
  properties:
    mode:
      type: string
      description: "Say <tool name=x> once"
      default: "x]]>"
`;

describe("prompt-structure-text", () => {
  it("reports protocol text at its position in a Markdown tool's description, body, parameter description and enum value", () => {
    const result = checkFiles({ "config/tools/quote.md": MD_TOOL }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}-${d.endColumn}`)).toEqual([
      "config/tools/quote.md:3:33-43",
      "config/tools/quote.md:8:23-42",
      "config/tools/quote.md:9:21-24",
      "config/tools/quote.md:12:20-29",
    ]);
    expect(found.every((d) => d.severity === "warn")).toBe(true);
    expect(found[0]!.message).toBe(
      "the description contains `<tool_call`, which goes verbatim into the `<tool_instructions>` prompt: the model may read it as protocol structure",
    );
  });

  it("reports the root input_schema properties of a core tool (description and default)", () => {
    expect(lint(rule, { "pkg/probe/tool.yaml": CORE_TOOL })).toEqual(["pkg/probe/tool.yaml:7:25", "pkg/probe/tool.yaml:8:18"]);
  });

  it("stays quiet for ordinary angle brackets and names that only start like a tag", () => {
    const files = {
      "config/tools/ok.md": `---
name: ok
description: "Returns a <list> of <tool_calls_total> counters, a -> b"
endpoint: https://api.example.com/q
---
Body with <br> and ]] brackets.
`,
    };
    expect(lint(rule, files)).toEqual([]);
  });

  it("is suppressed by `# toolc-ignore` above the value", () => {
    const files = {
      "config/tools/quote.md": `---
name: quote
# toolc-ignore prompt-structure-text — the model is meant to see the tag named
description: "Wrap the query in <tool_call> tags"
endpoint: https://api.example.com/q
---
`,
    };
    expect(lint(rule, files)).toEqual([]);
  });
});
