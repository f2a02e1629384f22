import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/markdown-directory.js";
import { checkFiles, lint } from "../../helpers/project.js";

const AGENT = "---\nname: lead_agent\n---\nLead.\n";

describe("markdown-directory", () => {
  it("reports directories named `*.md` in the tools and agents folders", () => {
    const files = { "config/tools/drafts.md/a.txt": "x", "config/agents/old.md/b.txt": "y", "config/agents/lead.md": AGENT };
    expect(lint(rule, files)).toEqual(["config/agents/old.md:1:1", "config/tools/drafts.md:1:1"]);
    expect(checkFiles(files, [rule]).diagnostics[1]!.message).toBe(
      "`config/tools/drafts.md` is a directory: the reference tool loader reads every `*.md` name as a file and logs `Failed to load` for it",
    );
  });

  it("skips names the loaders skip (`.`, and `_` for tools) and nested folders", () => {
    const files = { "config/tools/_old.md/a.txt": "x", "config/tools/.hidden.md/a.txt": "x", "config/tools/sub/x.md/a.txt": "x", "config/agents/lead.md": AGENT };
    expect(lint(rule, files)).toEqual([]);
    expect(lint(rule, { "config/agents/_old.md/a.txt": "x" })).toEqual(["config/agents/_old.md:1:1"]);
  });
});
