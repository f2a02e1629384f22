import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as S from "../../../src/compiler/structure/shapes.js";
import type { FieldShape, ObjectShape } from "../../../src/compiler/structure/shape.js";

const FIELDS_FILE = new URL("../../../src/compiler/model/fields.ts", import.meta.url);

/** Every interface of model/fields.ts with its property names (parsed with TypeScript, so the test reads the real file). */
function interfaces(): Map<string, string[]> {
  const file = ts.createSourceFile("fields.ts", readFileSync(FIELDS_FILE, "utf8"), ts.ScriptTarget.Latest);
  const out = new Map<string, string[]>();
  for (const statement of file.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    out.set(
      statement.name.text,
      statement.members.flatMap((m) => (m.name && ts.isIdentifier(m.name) ? [m.name.text] : [])),
    );
  }
  return out;
}

const objectOf = (field: FieldShape | undefined): ObjectShape => field!.object!;
const keysOf = (shape: ObjectShape) => [...Object.keys(shape.keys), ...(shape.skip ?? [])].sort();

const PAIRS: Record<string, ObjectShape> = {
  ParameterFields: S.PARAMETER,
  MdToolFields: S.MD_TOOL,
  MdAgentFields: S.MD_AGENT,
  ToolYamlFields: S.TOOL_YAML,
  MetadataFields: objectOf(objectOf(S.AGENT_YAML.keys.tools).keys.metadata!.values),
  ApprovalFields: objectOf(S.APPROVAL),
  AgentIdFields: objectOf(S.AGENT_YAML.keys.agent),
  RuntimeFields: objectOf(S.AGENT_YAML.keys.runtime),
  CoreToolsFields: objectOf(S.AGENT_YAML.keys.tools),
  DependenciesFields: objectOf(S.AGENT_YAML.keys.dependencies),
  AgentYamlFields: S.AGENT_YAML,
  FallbackFields: S.FALLBACK_YAML,
  PipelineGroupFields: objectOf(S.PIPELINES.keys.input),
  PipelinesFields: S.PIPELINES,
  McpToolsFields: objectOf(S.MCP_MANIFEST.keys.tools),
  McpFields: S.MCP_MANIFEST,
};

describe("model fields", () => {
  it("declare exactly the keys of their shape table, for every interface", () => {
    const found = interfaces();
    expect([...found.keys()].sort()).toEqual(Object.keys(PAIRS).sort());
    for (const [name, shape] of Object.entries(PAIRS)) expect([name, [...found.get(name)!].sort()]).toEqual([name, keysOf(shape)]);
  });
});
