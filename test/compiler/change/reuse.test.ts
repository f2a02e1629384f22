/**
 * `toolc breaking` reuses its last comparison only while the current files and the baseline's commit are
 * the same: an edit of the work tree, or a ref that now names another commit, gives a fresh comparison.
 */
import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { LEAD_MD, edit, gitProject } from "./fixture.js";
import { breaking } from "./run.js";

const cacheHome = useFreshCacheHome();

const WIDENED = "breaking-permission-widened@config/agents/lead_agent.md:5:3";

describe("toolc breaking: the result cache", () => {
  it("keeps a comparison and gives the same report again", async () => {
    const root = gitProject();
    edit(root, { "config/agents/lead_agent.md": LEAD_MD.replace("get_quote: confirm", "get_quote: auto") });
    const first = await breaking(root);
    expect(first.found).toEqual([WIDENED]);
    const kept = readdirSync(cacheHome(), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("results-breaking.lines"));
    expect(kept).toHaveLength(1);
    expect(await breaking(root)).toEqual(first);
  });

  it("compares afresh after the work tree changes", async () => {
    const root = gitProject();
    edit(root, { "config/agents/lead_agent.md": LEAD_MD.replace("get_quote: confirm", "get_quote: auto") });
    expect((await breaking(root)).found).toEqual([WIDENED]);
    edit(root, { "config/agents/lead_agent.md": LEAD_MD });
    expect((await breaking(root)).found).toEqual([]);
  });

  it("compares afresh when the ref names another commit", async () => {
    const root = gitProject();
    edit(root, { "config/agents/lead_agent.md": LEAD_MD.replace("get_quote: confirm", "get_quote: auto") });
    expect((await breaking(root)).found).toEqual([WIDENED]);
    // HEAD now has the widened permission: the same work tree no longer widens anything against it.
    edit(root, {}, true);
    expect((await breaking(root)).found).toEqual([]);
    expect(existsSync(root)).toBe(true);
  });
});
