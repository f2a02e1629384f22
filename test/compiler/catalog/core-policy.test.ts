import { describe, expect, it } from "vitest";
import { effectiveCorePolicy, normaliseApproval, normaliseRisk, type PolicyInput } from "../../../src/compiler/catalog/core-policy.js";

const terminal = { risk: "high", approval: "prompt", capability: "terminal.exec" } as const;
const writeFile = { risk: "medium", approval: "prompt", capability: "fs.write" } as const;
const readFile = { risk: "low", approval: "auto", capability: "fs.read" } as const;
const probe = { risk: "medium", approval: "prompt", capability: null } as const;

const run = (input: Partial<PolicyInput> & Pick<PolicyInput, "own" | "source">) => effectiveCorePolicy({ name: "probe", approvals: [], ...input });

describe("effectiveCorePolicy [CORE §3.3]", () => {
  it("keeps a builtin's host values when metadata tries to weaken them", () => {
    const result = run({ own: terminal, source: "builtin", name: "terminal", metadata: { risk: "low", approval_policy: "auto" } });
    expect(result).toMatchObject({ risk: "high", approval: "prompt", riskFrom: "own", approvalFrom: "own" });
  });

  it("applies a builtin approval raise but ignores its risk lowering", () => {
    const result = run({ own: writeFile, source: "builtin", name: "write_file", metadata: { risk: "low", approval_policy: "deny" } });
    expect(result).toMatchObject({ risk: "medium", approval: "deny" });
  });

  it("raises both fields of a builtin", () => {
    expect(run({ own: readFile, source: "builtin", name: "read_file", metadata: { risk: "critical", approval_policy: "deny" } })).toMatchObject({
      risk: "critical",
      approval: "deny",
    });
  });

  it("applies authored metadata as written, lowering included", () => {
    const result = run({
      own: { risk: "critical", approval: "deny", capability: null },
      source: "authored",
      metadata: { risk: "low", approval_policy: "auto" },
    });
    expect(result).toMatchObject({ risk: "low", approval: "auto", riskFrom: "metadata", approvalFrom: "metadata" });
  });

  it("normalises metadata values (trimmed, lower-cased) and ignores invalid ones", () => {
    expect(run({ own: probe, source: "mcp", metadata: { risk: " High ", approval_policy: "maybe" } })).toMatchObject({ risk: "high", approval: "prompt" });
  });

  it("replaces the capability unless the metadata value is empty, and reads `enabled`", () => {
    expect(run({ own: terminal, source: "builtin", metadata: { capability: "custom.exec", enabled: false } })).toMatchObject({
      capability: "custom.exec",
      enabled: false,
    });
    expect(run({ own: terminal, source: "builtin", metadata: { capability: "" } })).toMatchObject({ capability: "terminal.exec", enabled: true });
  });
});

describe("approval tightening [CORE §2.5]", () => {
  it("`approval.risks.medium: deny` makes a medium tool deny", () => {
    const result = run({ own: probe, source: "authored", approvals: [{ risks: { medium: "deny" } }] });
    expect(result).toMatchObject({ approval: "deny", approvalFrom: { config: 0, table: "risks", key: "medium" } });
  });

  it("`approval.tools.probe: auto` cannot weaken prompt", () => {
    expect(run({ own: probe, source: "authored", approvals: [{ tools: { probe: "auto" } }] })).toMatchObject({ approval: "prompt", approvalFrom: "own" });
  });

  it("takes the first truthy lookup per config: a tool-specific `auto` beats a risk-level `deny`", () => {
    const own = { risk: "high", approval: "auto", capability: null } as const;
    expect(run({ own, source: "authored", approvals: [{ tools: { probe: "auto" }, risks: { high: "deny" } }] })).toMatchObject({ approval: "auto" });
  });

  it("then folds each config file with `stricter`: the fallback can still tighten", () => {
    const own = { risk: "high", approval: "auto", capability: null } as const;
    const result = run({ own, source: "authored", approvals: [{ tools: { probe: "auto" } }, { default: "prompt" }] });
    expect(result).toMatchObject({ approval: "prompt", approvalFrom: { config: 1, table: "default" } });
  });

  it("looks capabilities up under the entry capability and `tool.call:<name>`", () => {
    const own = { risk: "low", approval: "auto", capability: "fs.read" } as const;
    expect(run({ own, source: "authored", approvals: [{ capabilities: { "tool.call:probe": "deny" } }] })).toMatchObject({ approval: "deny" });
    expect(run({ own, source: "authored", approvals: [{ capabilities: { "fs.read": "prompt" } }] })).toMatchObject({ approval: "prompt" });
  });

  it("tightens builtins too: `approval.tools.terminal: auto` leaves prompt", () => {
    expect(run({ own: terminal, source: "builtin", name: "terminal", approvals: [{ tools: { terminal: "auto" } }] })).toMatchObject({ approval: "prompt" });
  });

  it("skips falsy values and undefined configs", () => {
    const own = { risk: "high", approval: "auto", capability: null } as const;
    expect(run({ own, source: "authored", approvals: [undefined, { tools: { probe: "" }, default: "deny" }] })).toMatchObject({ approval: "deny" });
  });
});

describe("normalisers", () => {
  it("trim and lower-case, rejecting other values", () => {
    expect(normaliseRisk(" Critical")).toBe("critical");
    expect(normaliseRisk(3)).toBeUndefined();
    expect(normaliseApproval("PROMPT")).toBe("prompt");
    expect(normaliseApproval("ask")).toBeUndefined();
  });
});
