/**
 * From 300 code files on, the built compiler prints and formats batches on two threads, each claiming the
 * next batch from a shared counter (codegen/build-code.ts). The bytes must not depend on which thread built a
 * batch: the built CLI's output for a
 * 330-tool project equals what the in-process generator (TypeScript sources, no compiled worker, everything
 * on one thread) makes of it.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../../src/compiler/pipeline.js";
import { runToolc } from "../../helpers/cli.js";
import { writeProject } from "../../helpers/project.js";
import { fileTree } from "../../helpers/tree.js";

const tool = (i: number) => `---
name: tool_${String(i).padStart(3, "0")}
description: Looks up record ${i} of the inventory, with a description long enough to wrap ${"and more ".repeat(i % 7)}
permission: confirm
endpoint: https://api.example.com/records/${i}
parameters:
  - name: query_${i % 5}
    description: What to look for
    required: true
  - name: mode
    enum: [fast, slow, ${"very_long_enum_value_".repeat(1 + (i % 4))}]
    required: false
---
`;

describe("building code on two threads", () => {
  it("gives the bytes of formatting on one thread", async () => {
    const files: Record<string, string> = { "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: {tool_001: auto}\n---\nLead.\n" };
    for (let i = 0; i < 330; i++) files[`config/tools/tool_${String(i).padStart(3, "0")}.md`] = tool(i);
    const root = writeProject(files);
    const run = runToolc(["compile", root, "--no-cache"], root);
    expect(run.code, run.stderr).toBe(0);
    const inProcess = await compile({ root, emit: "memory", cache: false });
    const written = fileTree(path.join(root, "generated"));
    expect(written.size).toBeGreaterThan(330);
    expect(written).toEqual(new Map(inProcess.emitted!.files));
  }, 120_000);
});
