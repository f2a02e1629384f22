/**
 * Test fixture of the change-safety tests: a small project with both formats (a Markdown tool and agent, an
 * Agent Core with one authored tool) in a real git repository in a temp folder, and helpers to commit edits
 * and to run a command in-process with captured output.
 */
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CommandIo } from "../../../src/cli/io.js";
import { writeProject } from "../../helpers/project.js";

/** The Markdown tool. */
export const QUOTE_MD = `---
name: get_quote
description: "Get the latest stock quote"
type: http
permission: confirm
endpoint: "https://api.example.com/quote"
method: GET
parameters:
  - name: symbol
    type: string
    description: "Ticker symbol"
    required: true
  - name: currency
    type: string
    description: "Quote currency"
    required: false
    enum: [USD, EUR, GBP]
  - name: days
    type: number
    description: "Days of history"
    required: false
---
Returns the last price.
`;

/** The Markdown agent. */
export const LEAD_MD = `---
name: lead_agent
description: "Answers questions about stocks"
tools:
  get_quote: confirm
---
<role>
You are lead_agent. Use get_quote for prices.
</role>
`;

/** The core's manifest. */
export const AGENT_YAML = `schema_version: 1
agent:
  id: notes
  summary: "Keeps notes."
runtime:
  surface_root: agent
slots:
  tools: agent/tools
tools:
  toolsets: []
  metadata: {}
capabilities:
  defaults:
    fs.read:
      scope: workspace
`;

/** The core's authored tool. */
export const LIST_YAML = `entrypoint: module:execute
description: "List the titles of saved notes."
input_schema:
  type: object
  properties:
    limit:
      type: integer
      description: "Most titles returned"
      minimum: 1
      maximum: 100
    prefix:
      type: string
      description: "Only titles starting with this"
  additionalProperties: true
risk: low
approval_policy: prompt
capability: fs.read
capabilities:
  - fs.read
`;

const MODULE = `export async function execute(ctx, args) {
  ctx.capability.require("fs.read");
  return { content: String(args.limit ?? 20) };
}
`;

/** Every file of the baseline project. */
export const BASE_FILES: Record<string, string> = {
  "config/tools/get_quote.md": QUOTE_MD,
  "config/agents/lead_agent.md": LEAD_MD,
  "notes/agent.yaml": AGENT_YAML,
  "notes/agent/tools/list_notes/tool.yaml": LIST_YAML,
  "notes/agent/tools/list_notes/module.mjs": MODULE,
};

function git(root: string, ...args: string[]): void {
  execFileSync("git", ["-C", root, "-c", "user.email=test@example.com", "-c", "user.name=test", ...args], { stdio: "ignore" });
}

/** A git repository holding `files`, committed once; returns its root. */
export function gitProject(files: Record<string, string> = BASE_FILES): string {
  const root = writeProject(files);
  execFileSync("git", ["init", "-q", root]);
  git(root, "add", "-A");
  git(root, "commit", "-qm", "baseline");
  return root;
}

/** Writes (or, for `null`, deletes) files, and commits them when `commit` is set. */
export function edit(root: string, files: Record<string, string | null>, commit = false): void {
  for (const [rel, text] of Object.entries(files)) {
    if (text === null) rmSync(path.join(root, rel), { force: true });
    else writeFileSync(path.join(root, rel), text);
  }
  if (commit) {
    git(root, "add", "-A");
    git(root, "commit", "-qm", "change");
  }
}

/** An in-process CommandIo whose output is collected. */
export function captureIo(cwd: string): CommandIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), isTty: false, env: {}, cwd, out, err };
}
