import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/permission-write-auto.js";
import { checkFiles, lint } from "../../helpers/project.js";

const tool = (front: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\n${front}\n---\n` });

describe("permission-write-auto", () => {
  it.each(["POST", "put", "Patch", "DELETE"])("flags auto on %s, with the method as related", (method) => {
    const result = checkFiles(tool(`method: ${method}\npermission: auto`), [rule]);
    const d = result.diagnostics.find((x) => x.rule === "permission-write-auto")!;
    expect([d.line, d.column, d.endColumn]).toEqual([5, 13, 17]);
    expect(d.related.map((r) => `${r.line}:${r.column}`)).toEqual(["4:9"]);
    expect(d.message).toContain(`on a \`${method.toUpperCase()}\` tool`);
  });

  it.each(["method: POST\npermission: confirm", "method: POST", "permission: auto", "method: GET\npermission: auto", "method: HEAD\npermission: auto"])(
    "accepts %j",
    (front) => {
      expect(lint(rule, tool(front))).toEqual([]);
    },
  );

  it("skips a permission reported by invalid-value", () => {
    expect(lint(rule, tool("method: POST\npermission: AUTO"))).toEqual([]);
  });

  it("is suppressed by toolc-ignore", () => {
    const front = "method: POST\n# toolc-ignore permission-write-auto — read-only search served over POST\npermission: auto";
    expect(lint(rule, tool(front))).toEqual([]);
  });
});
