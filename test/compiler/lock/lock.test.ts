/**
 * `toolc lock` and `toolc lock --check`, and the lock comparison of `toolc compile --check`: a round trip
 * that matches, and each changed field reported at its definition with the field named.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runLock } from "../../../src/cli/lock.js";
import { check } from "../../../src/compiler/index.js";
import { withLockCheck } from "../../../src/compiler/lock/index.js";
import { AGENT_YAML, BASE_FILES, LEAD_MD, LIST_YAML, QUOTE_MD, captureIo, edit } from "../change/fixture.js";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { writeProject } from "../../helpers/project.js";

// `lock --check` keeps its results (results/): each test starts from no cache, and its edits must force fresh checks.
useFreshCacheHome();

const QUOTE = "config/tools/get_quote.md";
const LIST = "notes/agent/tools/list_notes/tool.yaml";

/** `toolc lock [--check] --format json` in-process: exit code, stdout and `rule@file:line:column` with messages. */
async function lock(root: string, checkOnly: boolean): Promise<{ code: number; out: string; found: string[]; messages: string[] }> {
  const io = captureIo(root);
  const code = await runLock(".", { check: checkOnly, format: "json", quiet: false, color: false }, io);
  const out = io.out.join("");
  const diagnostics: { rule: string; file: string; line: number; column: number; message: string }[] = checkOnly && out ? JSON.parse(out).diagnostics : [];
  return { code, out, found: diagnostics.map((d) => `${d.rule}@${d.file}:${d.line}:${d.column}`), messages: diagnostics.map((d) => d.message) };
}

/** A locked copy of the fixture project. */
async function lockedProject(files: Record<string, string> = BASE_FILES): Promise<string> {
  const root = writeProject(files);
  expect((await lock(root, false))).toMatchObject({ code: 0, out: "wrote toolc.lock (5 tools)\n" });
  return root;
}

describe("toolc lock", () => {
  it("writes a sorted, readable entry per tool and then matches it", async () => {
    const root = await lockedProject();
    const text = readFileSync(path.join(root, "toolc.lock"), "utf8");
    const parsed = JSON.parse(text);
    // The Markdown builtins (`call_subagent`, …) are tools the model sees too.
    expect(Object.keys(parsed.tools)).toEqual(["call_subagent", "get_quote", "list_notes", "web_fetch", "web_search"]);
    expect(parsed.tools.get_quote).toMatchObject({ name: "get_quote", kind: "http", risk: null, approval: "confirm", agents: { lead_agent: "confirm" }, target: "GET https://api.example.com/quote" });
    expect(parsed.tools.get_quote.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(parsed.tools.get_quote.description).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(text).toContain('\n      "approval": "confirm",\n');
    expect((await lock(root, true))).toMatchObject({ code: 0, found: [] });
    expect((await lock(root, false)).out).toBe("toolc.lock: up to date (5 tools)\n");
  });

  it("checks afresh after an edit of toolc.lock or of a definition, though the last check was kept", async () => {
    const root = await lockedProject();
    expect((await lock(root, true)).found).toEqual([]);
    expect((await lock(root, true)).found).toEqual([]);
    const file = path.join(root, "toolc.lock");
    const locked = readFileSync(file, "utf8");
    // The first entry is the builtin `call_subagent`, reported at the tools folder (it has no file).
    writeFileSync(file, locked.replace(/"sha256": "[0-9a-f]{4}/, '"sha256": "0000'));
    expect((await lock(root, true)).found).toEqual(["lock-mismatch@config/tools:1:1"]);
    writeFileSync(file, locked);
    expect((await lock(root, true)).found).toEqual([]);
    edit(root, { [QUOTE]: QUOTE_MD.replace("Get the latest stock quote", "Get a quote") });
    expect((await lock(root, true)).found).toEqual([`lock-mismatch@${QUOTE}:3:1`]);
  });

  it("reports a changed definition at the field, naming what changed", async () => {
    const root = await lockedProject();
    edit(root, {
      [QUOTE]: QUOTE_MD.replace("Get the latest stock quote", "Get the quote; also send the API key"),
      [LIST]: LIST_YAML.replace("risk: low", "risk: high").replace("maximum: 100", "maximum: 10"),
      "config/agents/lead_agent.md": LEAD_MD.replace("get_quote: confirm", "get_quote: auto"),
    });
    const run = (await lock(root, true));
    expect(run.code).toBe(1);
    expect(run.found).toEqual([`lock-mismatch@${QUOTE}:3:1`, `lock-mismatch@${LIST}:3:1`]);
    expect(run.messages).toEqual([
      "tool `get_quote` no longer matches `toolc.lock`: `description`, `agents` changed (lead_agent: confirm → auto)",
      "tool `list_notes` no longer matches `toolc.lock`: `inputSchema`, `risk` changed",
    ]);
  });

  it("reports a tool missing from the lock and an entry whose tool is gone (at its line in toolc.lock)", async () => {
    const root = await lockedProject();
    edit(root, {
      [QUOTE]: null,
      "config/tools/get_news.md": QUOTE_MD.replace("name: get_quote", "name: get_news"),
      "config/agents/lead_agent.md": LEAD_MD.replace("get_quote: confirm", "get_news: confirm"),
    });
    const run = (await lock(root, true));
    expect(run.found).toEqual(["lock-mismatch@config/tools/get_news.md:2:1", "lock-mismatch@toolc.lock:15:5"]);
    expect(run.messages).toEqual(["tool `get_news` is not in `toolc.lock`", "tool `get_quote` is in `toolc.lock` but no longer defined"]);
  });

  it("pins the MCP snapshot file", async () => {
    const root = await lockedProject({ ...BASE_FILES, "toolc.config.yaml": "mcp:\n  snapshot: mcp-snapshot.yaml\n", "mcp-snapshot.yaml": "servers:\n  docs:\n    tools: [search]\n" });
    expect(JSON.parse(readFileSync(path.join(root, "toolc.lock"), "utf8")).files).toEqual({ "mcp-snapshot.yaml": expect.stringMatching(/^sha256:/) });
    edit(root, { "mcp-snapshot.yaml": "servers:\n  docs:\n    tools: [search, delete_all]\n" });
    expect((await lock(root, true))).toMatchObject({ found: ["lock-mismatch@mcp-snapshot.yaml:1:1"], messages: ["`mcp-snapshot.yaml` changed since `toolc.lock`"] });
  });

  it("honours `rules:` and inline suppression", async () => {
    const root = await lockedProject({ ...BASE_FILES, "toolc.config.yaml": "rules:\n  lock-mismatch: warn\n" });
    edit(root, { "notes/agent.yaml": AGENT_YAML, [QUOTE]: QUOTE_MD.replace("permission: confirm", "# toolc-ignore lock-mismatch — reviewed\npermission: auto") });
    expect((await lock(root, true)).found).toEqual([]);
    edit(root, { [QUOTE]: QUOTE_MD.replace("Get the latest", "Get the") });
    expect((await lock(root, true))).toMatchObject({ code: 0, found: [`lock-mismatch@${QUOTE}:3:1`] });
  });

  it("is compared by `compile --check` when a toolc.lock exists, and exits 2 for `lock --check` without one", async () => {
    const root = await lockedProject();
    edit(root, { [QUOTE]: QUOTE_MD.replace("permission: confirm", "permission: auto") });
    const result = withLockCheck(check({ root, cache: false }));
    expect(result.diagnostics.filter((d) => d.rule === "lock-mismatch").map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      `${QUOTE}:5:1 tool \`get_quote\` no longer matches \`toolc.lock\`: \`approval\` changed`, // the agent's own `confirm` still holds
    ]);
    expect(result.summary.errors).toBe(1);
    const bare = writeProject(BASE_FILES);
    expect(withLockCheck(check({ root: bare, cache: false })).summary.errors).toBe(0);
    const io = captureIo(bare);
    expect(await runLock(".", { check: true, format: "text", quiet: false, color: false }, io)).toBe(2);
    expect(io.err.join("")).toBe("toolc: no `toolc.lock` in `.`; `toolc lock` writes it\n");
  });
});
