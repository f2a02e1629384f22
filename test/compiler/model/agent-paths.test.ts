import { describe, expect, it } from "vitest";
import { checkFiles } from "../../helpers/project.js";

describe("Model.mdAgentPaths", () => {
  it("lists every agent file, also one whose frontmatter did not parse", () => {
    const model = checkFiles({
      "config/agents/b.md": "---\nname: b\n---\nBody.\n",
      "config/agents/a.md": "---\nname: [unclosed\n---\nBody.\n",
    }).model!;
    expect(model.mdAgents.map((agent) => agent.path)).toEqual(["config/agents/b.md"]);
    expect(model.mdAgentPaths).toEqual(["config/agents/a.md", "config/agents/b.md"]);
  });
});
