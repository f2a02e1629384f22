import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import rule from "../../../src/compiler/rules/tools-root.js";
import { lint, positions, writeProject } from "../../helpers/project.js";

const core = (tools: string) => `agent:\n  id: demo\nslots:\n  tools: ${tools}\n`;

describe("tools-root", () => {
  it("reports a `slots.tools` that escapes the core root", () => {
    expect(lint(rule, { "core/agent.yaml": core("../shared/tools"), "shared/tools/x/tool.yaml": "" })).toEqual(["core/agent.yaml:4:10"]);
    expect(lint(rule, { "agent.yaml": core("/etc") })).toEqual(["agent.yaml:4:10"]);
  });

  it("reports a `slots.tools` that is a file", () => {
    const result = lint(rule, { "agent.yaml": core("agent/tools"), "agent/tools": "not a dir" });
    expect(result).toEqual(["agent.yaml:4:10"]);
  });

  it("accepts a missing or valid root", () => {
    expect(lint(rule, { "agent.yaml": core("agent/tools") })).toEqual([]);
    expect(lint(rule, { "agent.yaml": core("agent/tools"), "agent/tools/echo/tool.yaml": "" })).toEqual([]);
    expect(lint(rule, { "agent.yaml": core("''") })).toEqual([]);
  });

  it("reports symlinks out of the core: the root itself and a child directory", () => {
    const outside = mkdirTemp();
    const root = writeProject({ "agent.yaml": core("agent/tools"), "agent/tools/echo/tool.yaml": "" });
    symlinkSync(outside, path.join(root, "agent/tools/escape"));
    const result = check({ root, rules: [rule] });
    expect(positions(result, "tools-root")).toEqual(["agent.yaml:4:10"]);
    expect(result.diagnostics[0]!.message).toContain("tool directory `agent/tools/escape` is a symlink");

    const linked = writeProject({ "agent.yaml": core("linked") });
    symlinkSync(outside, path.join(linked, "linked"));
    expect(check({ root: linked, rules: [rule] }).diagnostics[0]!.message).toContain("resolves outside the core root");
  });

  it("is suppressed inline", () => {
    expect(lint(rule, { "agent.yaml": "agent:\n  id: demo\nslots:\n  # toolc-ignore tools-root — vendored tools\n  tools: ../shared\n" })).toEqual([]);
  });
});

function mkdirTemp(): string {
  const dir = path.join(os.tmpdir(), `toolc-outside-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "tool.yaml"), "");
  return dir;
}
