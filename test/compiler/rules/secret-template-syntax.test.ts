import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/secret-template-syntax.js";
import { checkFiles } from "../../helpers/project.js";

const tool = (front: string) => ({ "config/tools/t.md": `---\nname: t\n${front}\n---\nBody.\n` });
const found = (front: string) =>
  checkFiles(tool(front), [rule]).diagnostics.filter((d) => d.rule === "secret-template-syntax").map((d) => `${d.line}:${d.column}-${d.endColumn}`);

describe("secret-template-syntax", () => {
  it("flags a spaced template inside a quoted header value, at the fragment", () => {
    // The opening quote is column 18, so `{{` starts at column 26.
    expect(found('endpoint: https://x.io\nheaders:\n  Authorization: "Bearer {{ API_KEY }}"')).toEqual(["5:26-39"]);
  });

  it.each([
    ["{{A-B}}", "{{A_B}}"],
    ["{{}}", undefined],
    ["{TOKEN}", "{{TOKEN}}"],
    ["${TOKEN}", "{{TOKEN}}"],
    ["{{TOKEN}", "{{TOKEN}}"],
    ["{TOKEN}}", "{{TOKEN}}"],
  ])("flags %s in a plain header value", (fragment, fixed) => {
    // A plain value cannot start with `{` (that is a flow mapping), hence the `k` prefix.
    const files = tool(`endpoint: https://x.io\nheaders:\n  X-Key: k${fragment}`);
    const [d] = checkFiles(files, [rule]).diagnostics;
    expect([d!.line, d!.column, d!.endColumn]).toEqual([5, 11, 11 + fragment.length]);
    if (fixed) expect(d!.message).toContain(`did you mean \`${fixed}\`?`);
    else expect(d!.message).not.toContain("did you mean");
  });

  it("flags a single-brace path template in the endpoint", () => {
    expect(found("endpoint: https://x.io/items/{id}")).toEqual(["3:30-34"]);
  });

  it("reports each fragment of one value", () => {
    expect(found("endpoint: https://x.io/{a}/{b}?k=${C}")).toEqual(["3:24-27", "3:28-31", "3:34-38"]);
  });

  it("accepts valid templates, Unicode names, and JSON-like text", () => {
    expect(found('endpoint: "https://{{HOST}}/v1/{{ÄPI_2}}"\nheaders:\n  X-Json: \'{"a": 1}\'\n  X-T: "${{TOK}}"')).toEqual([]);
  });

  it("ignores other fields (description, body, response_extract)", () => {
    expect(found("endpoint: https://x.io\ndescription: use {id}\nresponse_extract: '{x}'")).toEqual([]);
  });

  it("points at the whole scalar when escapes make offsets inexact", () => {
    expect(found('endpoint: https://x.io\nheaders:\n  X-Key: "\\t{{ K }}"')).toEqual(["5:10-21"]);
  });

  it("skips a header value reported by field-type", () => {
    expect(found("endpoint: https://x.io\nheaders:\n  X-Key: [\"{TOKEN}\"]")).toEqual([]);
  });

  it("is suppressed by toolc-ignore", () => {
    expect(found("# toolc-ignore secret-template-syntax — server-side path template\nendpoint: https://x.io/items/{id}")).toEqual([]);
  });
});
