import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/prompt-missing.js";
import { checkFiles, lint } from "../../helpers/project.js";

describe("prompt-missing", () => {
  it("reports a blank body at the closing delimiter", () => {
    const files = { "config/agents/crawl.md": "---\nname: crawl_agent\ntools: {web_fetch: confirm}\n---\n  \n\n" };
    expect(lint(rule, files)).toEqual(["config/agents/crawl.md:4:1"]);
    expect(checkFiles(files, [rule]).diagnostics[0]).toMatchObject({ endLine: 4, endColumn: 4 });
  });

  it("is quiet with a body, and for gated files", () => {
    expect(lint(rule, { "config/agents/a.md": "---\nname: a\n---\nYou crawl.\n" })).toEqual([]);
    expect(lint(rule, { "config/agents/a.md": "---\nname: [\n---\n" })).toEqual([]);
  });

  it("is only configurable through `rules:` (the delimiter cannot carry a suppression)", () => {
    const files = { "toolc.config.yaml": "rules:\n  prompt-missing: off\n", "config/agents/a.md": "---\nname: a\n---\n" };
    expect(lint(rule, files)).toEqual([]);
  });
});
