import { mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/markdown-directory.js";
import { check } from "../../../src/compiler/index.js";
import { checkFiles, lint, positions, writeProject } from "../../helpers/project.js";

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

  it("follows symbolic links: a link to a directory is one, a link to a file or to nothing is not", () => {
    const root = writeProject({ "config/agents/lead.md": AGENT, "elsewhere/a.txt": "x", "elsewhere/file.md": "---\nname: x\n---\n" });
    mkdirSync(path.join(root, "config/tools"), { recursive: true });
    symlinkSync(path.join(root, "elsewhere"), path.join(root, "config/tools/linked.md"));
    symlinkSync(path.join(root, "elsewhere/file.md"), path.join(root, "config/tools/file.md"));
    symlinkSync(path.join(root, "nowhere"), path.join(root, "config/tools/broken.md"));
    expect(positions(check({ root, rules: [rule], cache: false }), "markdown-directory")).toEqual(["config/tools/linked.md:1:1"]);
  });
});
