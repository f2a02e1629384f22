import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/secret-template-location.js";
import { checkFiles } from "../../helpers/project.js";

const found = (text: string) =>
  checkFiles({ "config/tools/t.md": text }, [rule]).diagnostics.filter((d) => d.rule === "secret-template-location").map((d) => `${d.line}:${d.column}-${d.endColumn}`);

describe("secret-template-location", () => {
  it("flags a template in a parameter default, at the template", () => {
    const text = '---\nname: t\nendpoint: https://x.io\nparameters:\n  - name: key\n    default: "{{WEATHER_KEY}}"\n---\n';
    expect(found(text)).toEqual(["6:15-30"]);
    const [d] = checkFiles({ "config/tools/t.md": text }, [rule]).diagnostics;
    expect(d!.message).toContain("in the `default` of parameter `key`");
  });

  it("flags description, response_extract, header names, parameter description and enum members", () => {
    const text = [
      "---",
      "name: t",
      "description: uses {{A}}",
      "endpoint: https://x.io",
      "response_extract: $.{{B}}",
      "headers:",
      '  "X-{{C}}": v',
      "parameters:",
      "  - name: p",
      "    description: see {{D}}",
      "    enum: [x, '{{E}}']",
      "---",
      "",
    ].join("\n");
    expect(found(text)).toEqual(["3:19-24", "5:21-26", "7:6-11", "10:22-27", "11:16-21"]);
  });

  it("flags templates in the body at their position", () => {
    const text = "---\nname: t\nendpoint: https://x.io\n---\n\n  Call with {{TOKEN}}.\nAnd {{X}}\n";
    expect(found(text)).toEqual(["6:13-22", "7:5-10"]);
  });

  it("accepts templates in endpoint and header values, and malformed ones elsewhere", () => {
    const text = '---\nname: t\nendpoint: "https://{{H}}/x"\nheaders:\n  X-Key: "{{K}}"\ndescription: "{{ not a template }}"\n---\nUse {x}.\n';
    expect(found(text)).toEqual([]);
  });

  it("skips a description reported by field-type", () => {
    expect(found("---\nname: t\nendpoint: https://x.io\ndescription: ['{{A}}']\n---\n")).toEqual([]);
  });

  it("is suppressed by toolc-ignore in the frontmatter", () => {
    const text = "---\nname: t\nendpoint: https://x.io\n# toolc-ignore secret-template-location — documents the header\ndescription: sends {{A}}\n---\n";
    expect(found(text)).toEqual([]);
  });
});
