import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/secret-prefix.js";
import { checkFiles } from "../../helpers/project.js";

const CONFIG = { "toolc.config.yaml": "secrets:\n  prefix: TOOL_SECRET_\n" };
const run = (front: string, config: Record<string, string> = CONFIG) =>
  checkFiles({ "config/tools/t.md": `---\nname: t\n${front}\n---\nBody.\n`, ...config }, [rule]).diagnostics.filter((d) => d.rule === "secret-prefix");

describe("secret-prefix", () => {
  it("flags an unprefixed variable in a header value, at the template", () => {
    const found = run('endpoint: https://x.io\nheaders:\n  Authorization: "Bearer {{DATABASE_PASSWORD}}"');
    expect(found.map((d) => `${d.line}:${d.column}-${d.endColumn}`)).toEqual(["5:26-47"]);
    expect(found[0]!.hint).toContain("`TOOL_SECRET_DATABASE_PASSWORD`");
    expect(found[0]!.severity).toBe("error");
  });

  it("flags the endpoint too, and accepts prefixed variables", () => {
    const found = run("endpoint: https://x.io/{{HOST}}?k={{TOOL_SECRET_K}}");
    expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(["3:24"]);
  });

  it("is inactive without secrets.prefix", () => {
    expect(run("endpoint: https://x.io/{{HOST}}", {})).toEqual([]);
  });

  it("ignores templates outside endpoint and header values", () => {
    expect(run("endpoint: https://x.io\ndescription: '{{HOST}}'")).toEqual([]);
  });

  it("is suppressed by toolc-ignore", () => {
    expect(run("# toolc-ignore secret-prefix — legacy name kept until v2\nendpoint: https://x.io/{{HOST}}")).toEqual([]);
  });
});
