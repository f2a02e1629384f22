import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/capability-not-granted.js";
import { checkFiles, lint } from "../../helpers/project.js";

const manifest = (body: string) => `agent: {id: core}\nslots: {tools: agent/tools}\n${body}`;
const TOOL = "core/agent/tools/echo/tool.yaml";

describe("capability-not-granted", () => {
  it("reports an authored tool's ungranted capability at its `capability` value", () => {
    const files = {
      "core/agent.yaml": manifest("capabilities:\n  defaults:\n    fs.read: {}\n"),
      [TOOL]: "capability: network.fetch\n",
    };
    const found = checkFiles(files, [rule]).diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual([`${TOOL}:1:13`]);
    expect(found[0]!.message).toContain("`echo` needs capability `network.fetch`");
    expect(found[0]!.hint).toContain('capabilities.slots["agent/tools/echo"]');
    expect(found[0]!.related?.map((r) => `${r.file}:${r.line}:${r.column}`)).toEqual(["core/agent.yaml:4:3"]);
  });

  it("accepts exact, `:*` and slot grants, and tools without a capability", () => {
    const files = {
      "core/agent.yaml": manifest("capabilities:\n  defaults: ['tool.call:*']\n  slots:\n    agent/tools/net: {network.fetch: {}}\n"),
      "core/agent/tools/echo/tool.yaml": "capability: tool.call:echo\n",
      "core/agent/tools/net/tool.yaml": "capability: network.fetch\n",
      "core/agent/tools/free/tool.yaml": "description: no gate\n",
    };
    expect(lint(rule, files)).toEqual([]);
  });

  it("never counts the tool's own `capabilities` list", () => {
    const files = { "core/agent.yaml": manifest(""), [TOOL]: "capability: network.fetch\ncapabilities: [network.fetch]\n" };
    expect(lint(rule, files)).toEqual([`${TOOL}:1:13`]);
  });

  it("uses the metadata capability, and skips hidden entries", () => {
    const meta = "tools:\n  metadata:\n    echo: {capability: fs.write}\n    hidden: {enabled: false}\ncapabilities: {defaults: {network.fetch: {}}}\n";
    const files = {
      "core/agent.yaml": manifest(meta),
      [TOOL]: "capability: network.fetch\n",
      "core/agent/tools/hidden/tool.yaml": "capability: terminal.exec\n",
    };
    expect(lint(rule, files)).toEqual(["core/agent.yaml:5:24"]);
  });

  it("checks builtins of the selected toolsets at the toolset entry", () => {
    const body = "tools:\n  toolsets: [schedule, demiurge_control]\ncapabilities:\n  defaults: {task.control: {}, tool.call:evolve_core: {}}\n";
    const found = checkFiles({ "core/agent.yaml": manifest(body) }, [rule]).diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(["4:14", "4:24"]);
    expect(found.map((d) => d.message.split(" needs")[0])).toEqual(["`schedule_manage`", "`rollback_core`"]);
    expect(found[0]!.hint).toBe("add `schedule.manage` under `capabilities.defaults`");
  });

  it("requires `session.read` for `session_search` even when metadata swaps its capability", () => {
    const body = [
      "tools:",
      "  toolsets: [coding]",
      "  metadata:",
      "    session_search: {capability: probe.read}",
      "capabilities:",
      "  defaults: [fs.read, fs.write, terminal.exec, network.fetch, probe.read]",
      "",
    ].join("\n");
    expect(lint(rule, { "core/agent.yaml": manifest(body) })).toEqual(["core/agent.yaml:4:14"]);
    const hidden = body.replace("{capability: probe.read}", "{enabled: false}");
    expect(lint(rule, { "core/agent.yaml": manifest(hidden) })).toEqual([]);
  });

  it("checks MCP servers' call and connect capabilities", () => {
    const files = {
      "core/agent.yaml": manifest("capabilities:\n  defaults: ['mcp.call:*']\n  slots:\n    agent/mcp/web.yaml: ['mcp.connect:web']\n"),
      "core/agent/mcp/docs.yaml": "command: docs\n",
      "core/agent/mcp/web.yaml": "command: web\ncapability: network.fetch\n",
      "core/agent/mcp/off.yaml": "command: off\nenabled: false\n",
    };
    expect(lint(rule, files)).toEqual(["core/agent/mcp/docs.yaml:1:1", "core/agent/mcp/web.yaml:2:13"]);
  });

  it("skips package tools, which have no core", () => {
    expect(lint(rule, { "pkg/t/tool.yaml": "capability: network.fetch\n" })).toEqual([]);
  });

  it("honours `secret.bind:` only as an exact default", () => {
    const files = {
      "core/agent.yaml": manifest("capabilities:\n  defaults: ['secret.bind:*']\n  slots:\n    agent/tools/echo: ['secret.bind:KEY']\n"),
      [TOOL]: "capability: secret.bind:KEY\n",
    };
    expect(lint(rule, files)).toEqual([`${TOOL}:1:13`]);
  });

  it("is suppressed by `toolc-ignore` on the line above", () => {
    const files = { "core/agent.yaml": manifest(""), [TOOL]: "# toolc-ignore capability-not-granted — granted by the deployment overlay\ncapability: network.fetch\n" };
    expect(lint(rule, files)).toEqual([]);
  });

  it("keeps the shipped demiurge corpus clean", () => {
    const root = "/work/shared/corpus/demiurge";
    const files: Record<string, string> = {};
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const abs = path.join(dir, name);
        if (statSync(abs).isDirectory()) walk(abs);
        else files[path.relative(root, abs)] = readFileSync(abs, "utf8");
      }
    };
    walk(root);
    expect(lint(rule, files)).toEqual([]);
  });
});
