import { describe, expect, it } from "vitest";
import { checkFiles } from "../../helpers/project.js";

const PIPELINES = `schema_version: 1
input:
  serial: [a]
tools: [echo]
tools: [again]
`;

describe("Fields.keySpans", () => {
  it("places every written key, flagged ones included, at the last of duplicates", () => {
    const model = checkFiles({
      "core/agent.yaml": "agent:\n  id: demo\nruntime:\n  surface_root: 5\n",
      "core/agent/pipelines.yaml": PIPELINES,
    }).model!;
    const core = model.cores[0]!;
    const pipelines = core.pipelines!;
    const tools = pipelines.fields.keySpans.get("tools")!;
    expect(PIPELINES.slice(tools.start, tools.end)).toBe("tools");
    expect(tools.start).toBe(PIPELINES.indexOf("tools: [again]"));
    const runtime = core.manifest!.fields.runtime!.value;
    expect(runtime.surface_root).toBeUndefined();
    const text = core.manifest!.source.text;
    const key = runtime.keySpans.get("surface_root")!;
    expect(text.slice(key.start, key.end)).toBe("surface_root");
  });
});
