/**
 * `toolc breaking`: tools removed, renamed, added; agents' tool sets and permissions; git, folder and
 * catalog.json baselines; exit codes.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildCatalog } from "../../../src/compiler/catalog/index.js";
import { catalogJson } from "../../../src/compiler/codegen/catalog-json.js";
import { check } from "../../../src/compiler/index.js";
import { BASE_FILES, LEAD_MD, QUOTE_MD, edit, gitProject } from "./fixture.js";
import { breaking } from "./run.js";

const LEAD_WITHOUT_TOOLS = LEAD_MD.replace("tools:\n  get_quote: confirm\n", "tools: {}\n");

describe("toolc breaking: tools and agents", () => {
  it("reports nothing and exits 0 when nothing changed", async () => {
    const root = gitProject();
    expect(await breaking(root)).toMatchObject({ code: 0, found: [] });
  });

  it("reports a removed tool at the agent that enabled it, with the baseline's definition", async () => {
    const root = gitProject();
    edit(root, { "config/tools/get_quote.md": null, "config/agents/lead_agent.md": LEAD_WITHOUT_TOOLS });
    const run = await breaking(root);
    expect(run.code).toBe(1);
    expect(run.found).toEqual(["breaking-tool-removed@config/agents/lead_agent.md:2:1"]);
    expect(run.diagnostics[0]!.message).toBe("tool `get_quote` was removed");
    expect(run.diagnostics[0]!.related).toEqual([{ file: "config/tools/get_quote.md", line: 2, column: 1, message: "in the baseline (HEAD)" }]);
  });

  it("reports a rename at the new definition, and the agent's newly enabled tool", async () => {
    const root = gitProject();
    edit(root, {
      "config/tools/get_quote.md": null,
      "config/tools/fetch_quote.md": QUOTE_MD.replace("name: get_quote", "name: fetch_quote"),
      "config/agents/lead_agent.md": LEAD_MD.replace("get_quote: confirm", "fetch_quote: confirm"),
    });
    const run = await breaking(root);
    expect(run.found).toEqual(["breaking-tool-enabled@config/agents/lead_agent.md:5:3", "breaking-tool-removed@config/tools/fetch_quote.md:2:1"]);
    expect(run.diagnostics[1]!.message).toBe("tool `get_quote` was renamed to `fetch_quote`");
  });

  it("reports a new tool (info) and a tool newly enabled for an agent (warn)", async () => {
    const root = gitProject();
    edit(root, {
      "config/tools/get_news.md": QUOTE_MD.replace("name: get_quote", "name: get_news").replace("Get the latest stock quote", "Get the news"),
      "config/agents/lead_agent.md": LEAD_MD.replace("get_quote: confirm", "get_quote: confirm\n  get_news: confirm"),
    });
    const run = await breaking(root);
    expect(run.found).toEqual(["breaking-tool-enabled@config/agents/lead_agent.md:6:3", "breaking-tool-added@config/tools/get_news.md:2:1"]);
    expect(run.diagnostics.map((d) => d.severity)).toEqual(["warn", "info"]);
    expect(run.code).toBe(0);
  });

  it("reports a widened agent permission (confirm → auto) at the agent's entry", async () => {
    const root = gitProject();
    edit(root, { "config/agents/lead_agent.md": LEAD_MD.replace("get_quote: confirm", "get_quote: auto") });
    const run = await breaking(root);
    expect(run.found).toEqual(["breaking-permission-widened@config/agents/lead_agent.md:5:3"]);
    expect(run.diagnostics[0]!.message).toBe("agent `lead_agent` may now run tool `get_quote` with `auto` instead of `confirm`");
  });

  it("reports a tool an agent no longer enables", async () => {
    const root = gitProject();
    edit(root, { "config/agents/lead_agent.md": LEAD_WITHOUT_TOOLS });
    expect((await breaking(root)).found).toEqual(["breaking-tool-disabled@config/agents/lead_agent.md:2:1"]);
  });

  it("reports a removed agent at the agents folder", async () => {
    const helper = LEAD_MD.replace("name: lead_agent", "name: helper_agent");
    const root = gitProject({ ...BASE_FILES, "config/agents/helper_agent.md": helper });
    edit(root, { "config/agents/helper_agent.md": null });
    const run = await breaking(root);
    expect(run.found).toEqual(["breaking-agent-removed@config/agents:1:1"]);
    expect(run.diagnostics[0]!.related[0]).toMatchObject({ file: "config/agents/helper_agent.md", line: 2 });
  });
});

describe("toolc breaking: baselines", () => {
  it("compares with HEAD~1 without touching the work tree or the index", async () => {
    const root = gitProject();
    edit(root, { "config/agents/lead_agent.md": LEAD_MD.replace("get_quote: confirm", "get_quote: auto") }, true);
    edit(root, { "scratch.txt": "untracked" });
    expect((await breaking(root, "HEAD~1")).found).toEqual(["breaking-permission-widened@config/agents/lead_agent.md:5:3"]);
    expect(execFileSync("git", ["-C", root, "status", "--porcelain"], { encoding: "utf8" })).toBe("?? scratch.txt\n");
  });

  it("exits 2 for a git ref that does not exist", async () => {
    const run = await breaking(gitProject(), "no-such-branch");
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("toolc: git ref `no-such-branch` does not exist\n");
  });

  it("exits 2 for a ref that looks like an option and for a file that is not a catalog", async () => {
    const root = gitProject();
    expect((await breaking(root, "--output=x")).code).toBe(2);
    writeFileSync(path.join(root, "bad.json"), `{"tools": {"a": null}, "agents": {}}`);
    const run = await breaking(root, "bad.json");
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("toolc: `bad.json` is not a toolc catalog.json (`tools` and `agents` of objects)\n");
  });

  it("compares with a project folder and with a catalog.json (no baseline positions there)", async () => {
    const root = gitProject();
    const folder = mkdtempSync(path.join(os.tmpdir(), "toolc-base-"));
    cpSync(root, folder, { recursive: true });
    edit(root, { "config/agents/lead_agent.md": LEAD_MD.replace("get_quote: confirm", "get_quote: auto") });
    expect((await breaking(root, folder)).found).toEqual(["breaking-permission-widened@config/agents/lead_agent.md:5:3"]);
    const built = buildCatalog(check({ root: folder, cache: false }).model!);
    writeFileSync(path.join(folder, "catalog.json"), catalogJson(built.catalog)); // as `toolc compile` writes it
    const run = await breaking(root, path.join(folder, "catalog.json"));
    expect(run.found).toEqual(["breaking-permission-widened@config/agents/lead_agent.md:5:3"]);
    expect(run.diagnostics[0]!.related).toEqual([]);
  });

  it("finds the project's folder in the baseline when the project is a subfolder of the repository", async () => {
    const files = Object.fromEntries(Object.entries(BASE_FILES).map(([rel, text]) => [`proj/${rel}`, text]));
    const repo = gitProject(files);
    edit(repo, { "proj/config/agents/lead_agent.md": LEAD_MD.replace("get_quote: confirm", "get_quote: auto") });
    expect((await breaking(repo, "HEAD", "proj")).found).toEqual(["breaking-permission-widened@config/agents/lead_agent.md:5:3"]);
  });
});
