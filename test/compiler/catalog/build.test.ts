import { describe, expect, it } from "vitest";
import { buildCatalog } from "../../../src/compiler/catalog/index.js";
import { catalogJson } from "../../../src/compiler/codegen/catalog-json.js";
import { checkFiles } from "../../helpers/project.js";

const AGENT = `agent:
  id: demo
  summary: Demo core.
slots:
  tools: agent/tools
tools:
  toolsets: [schedule]
  metadata:
    schedule_manage:
      enabled: false
    echo:
      risk: High
capabilities:
  defaults:
    "tool.call:echo": {}
`;

describe("buildCatalog", () => {
  it("reads the model: value-no-op defaults, metadata overrides and the global fallback's approval", () => {
    const result = checkFiles({
      "core/agent.yaml": AGENT,
      "core/agent/tools/echo/tool.yaml": "description: Echoes.\nentrypoint: ''\nrisk: ''\napproval_policy: auto\ncapability: tool.call:echo\n",
      "core/agent/tools/echo/module.py": "def execute(args):\n    return args\n",
      "agents/agent.yaml": "approval:\n  tools:\n    echo: prompt\n",
    });
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const { catalog, sources } = buildCatalog(result.model!);
    expect(catalog.tools.echo).toMatchObject({ risk: "medium", approvalPolicy: "auto", description: "Echoes." });
    expect(catalog.tools.echo!.authored).toMatchObject({ entrypoint: "module:execute", capability: "tool.call:echo", capabilityDeclared: true });
    expect(catalog.agents.demo).toMatchObject({ description: "Demo core.", tools: { echo: { ref: "echo", permission: "prompt", risk: "high" } } });
    expect(Object.keys(catalog.agents.demo!.tools)).toEqual(["echo"]);
    expect(sources).toEqual({ echo: ["core/agent/tools/echo/tool.yaml"], demo: ["core/agent.yaml"] });
  });

  it("holds a Markdown tool's headers in catalog.json's order, so a catalog built in memory sends what catalog.json does", () => {
    const tool = "---\nname: quote\ndescription: Quote\nendpoint: https://api.example.com/q\nheaders:\n  X-Trace: t\n  Authorization: Bearer {{TOOL_SECRET_Q}}\n  Accept: application/json\n---\n";
    const result = checkFiles({ "config/tools/quote.md": tool });
    const { catalog } = buildCatalog(result.model!);
    const inMemory = Object.keys(catalog.tools.quote!.http!.headers);
    expect(inMemory).toEqual(["Accept", "Authorization", "X-Trace"]);
    const written = JSON.parse(catalogJson(catalog)) as { tools: Record<string, { http: { headers: Record<string, string> } }> };
    expect(Object.keys(written.tools.quote!.http.headers)).toEqual(inMemory);
  });
});
