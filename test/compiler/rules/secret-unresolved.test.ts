import { afterEach, describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/secret-unresolved.js";
import { dotenvNames } from "../../../src/compiler/lint/support/dotenv.js";
import { checkFiles } from "../../helpers/project.js";

const TOOL = '---\nname: t\nendpoint: "https://{{TOOLC_UNSET_HOST}}/v1"\nheaders:\n  X-Api-Key: "{{WEATHR_KEY}}"\n---\nBody.\n';
const run = (files: Record<string, string>) => checkFiles({ "config/tools/t.md": TOOL, ...files }, [rule]).diagnostics.filter((d) => d.rule === "secret-unresolved");
const at = (files: Record<string, string>) => run(files).map((d) => `${d.line}:${d.column}-${d.endColumn}`);

describe("secret-unresolved", () => {
  afterEach(() => {
    delete process.env["TOOLC_TEST_HOST"];
  });

  it("flags variables missing from the dotenv file, at the template", () => {
    const files = { "toolc.config.yaml": "secrets:\n  env: [.env]\n", ".env": "# comment\nexport TOOLC_UNSET_HOST=api.example.com\nWEATHER_KEY=\n" };
    expect(at(files)).toEqual(["5:15-29"]);
    expect(run(files)[0]!.message).toContain("`{{WEATHR_KEY}}` is not defined in `.env`");
  });

  it("is inactive when secrets.env is unset", () => {
    expect(at({})).toEqual([]);
  });

  it("treats a missing dotenv file as empty and names every source", () => {
    const files = { "toolc.config.yaml": "secrets:\n  env: [.env, .env.local, process]\n" };
    const found = run(files);
    expect(found.map((d) => d.column)).toEqual([20, 15]);
    expect(found[0]!.message).toContain("in `.env`, `.env.local` or the process environment");
  });

  it("reads the process environment and never prints a value", () => {
    process.env["TOOLC_TEST_HOST"] = "s3cr3t-value";
    const tool = '---\nname: t\nendpoint: "https://{{TOOLC_TEST_HOST}}/v1"\nheaders:\n  X: "{{NOPE_X}}"\n---\n';
    const found = checkFiles({ "config/tools/t.md": tool, "toolc.config.yaml": "secrets:\n  env: [process]\n" }, [rule]).diagnostics;
    expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(["5:7"]);
    expect(JSON.stringify(found)).not.toContain("s3cr3t-value");
  });

  it("is suppressed by toolc-ignore", () => {
    const tool = '---\nname: t\nendpoint: "https://x.io/v1"\nheaders:\n  # toolc-ignore secret-unresolved — set by the deploy job\n  X: "{{LATER}}"\n---\n';
    const files = { "config/tools/t.md": tool, "toolc.config.yaml": "secrets:\n  env: [.env]\n" };
    expect(checkFiles(files, [rule]).diagnostics).toEqual([]);
  });
});

describe("dotenvNames", () => {
  it("reads assignments, export, comments, quotes and multi-line values", () => {
    const text = ['A=1', "export B='x'", "# C=3", "  D = spaced", 'E="line one', "F=inside the quote", 'still"', "G=", "H", "I=\"q\" # c"].join("\n");
    expect(dotenvNames(text)).toEqual(["A", "B", "D", "E", "G", "I"]);
  });
});
