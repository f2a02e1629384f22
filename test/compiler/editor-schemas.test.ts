/**
 * The editor JSON Schemas agree with the compiler's structural check: every definition file of the
 * examples and the shared corpus validates exactly when the check reports no structural finding in
 * it (so every example validates and every structural hold-out fails), and each range function of
 * the shapes has a JSON Schema twin that accepts the same values.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { check } from "../../src/compiler/index.js";
import { toPlain } from "../../src/compiler/parse/nodes.js";
import type { DefinitionFile, Project } from "../../src/compiler/project/types.js";
import { editorSchemas } from "../../src/compiler/editor-schemas.js";
import { RANGE_SCHEMAS } from "../../src/compiler/structure/json-schema.js";
import type { FieldShape, ObjectShape } from "../../src/compiler/structure/shape.js";
import * as shapes from "../../src/compiler/structure/shapes.js";
import { writeProject } from "../helpers/project.js";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const corpus = path.resolve(repo, "../shared/corpus");
const ajv = new Ajv2020({ strict: false, allErrors: true });
const validators = new Map(editorSchemas().map(({ file, schema }) => [file, ajv.compile(schema)]));
const STRUCTURAL = new Set(["unknown-field", "missing-field", "field-type", "invalid-value"]);

/** Every parsed definition file of a project with the schema that describes it. */
function definitionFiles(project: Project): Array<{ file: DefinitionFile; schema: string }> {
  const out: Array<{ file: DefinitionFile; schema: string }> = [];
  for (const file of project.mdTools) out.push({ file, schema: "md-tool.schema.json" });
  for (const file of project.mdAgents) out.push({ file, schema: "md-agent.schema.json" });
  for (const tool of project.packageTools) out.push({ file: tool.file, schema: "tool.schema.json" });
  for (const file of project.fallbacks) out.push({ file, schema: "agent-fallback.schema.json" });
  for (const core of project.cores) {
    out.push({ file: core.manifest, schema: "agent.schema.json" });
    for (const tool of core.tools) out.push({ file: tool.file, schema: "tool.schema.json" });
    if (core.pipelines) out.push({ file: core.pipelines, schema: "pipelines.schema.json" });
    for (const mcp of core.mcp) out.push({ file: mcp, schema: "mcp.schema.json" });
  }
  return out.filter(({ file }) => file.doc);
}

/** `file: schema verdict ≠ compiler verdict` lines (empty when they agree on every file), and the counts. */
function disagreements(root: string): { mismatches: string[]; valid: number; invalid: number } {
  const result = check({ root, keepDocuments: true });
  const mismatches: string[] = [];
  let valid = 0;
  let invalid = 0;
  for (const { file, schema } of definitionFiles(result.project!)) {
    const structural = result.diagnostics.filter((d) => d.file === file.path && STRUCTURAL.has(d.rule));
    const accepted = validators.get(schema)!(toPlain(file.doc!, file.doc!.root));
    if (accepted) valid++;
    else invalid++;
    if (accepted === (structural.length === 0)) continue;
    mismatches.push(`${file.path} (${schema}): schema ${accepted ? "accepts" : "rejects"}; compiler: ${structural.map((d) => `${d.rule}@${d.line}:${d.column}`).join(", ") || "none"}`);
  }
  return { mismatches, valid, invalid };
}

const examples = readdirSync(path.join(repo, "examples"))
  .filter((name) => name !== "errors")
  .map((name) => path.join(repo, "examples", name));
/** The error goldens: small broken projects, one idea each (their config project is checked by the config schema test). */
const errorExamples = readdirSync(path.join(repo, "examples/errors"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "config-error")
  .map((entry) => path.join(repo, "examples/errors", entry.name));

describe("editor schemas agree with the structural check", () => {
  it("every file of the examples validates", () => {
    for (const root of examples) expect(disagreements(root)).toMatchObject({ mismatches: [], invalid: 0 });
  });
  it("on the error goldens, a file validates exactly when it has no structural finding", () => {
    expect(errorExamples.length).toBeGreaterThanOrEqual(15);
    for (const root of errorExamples) expect(disagreements(root).mismatches).toEqual([]);
  });
  it("on the shared corpus, a file validates exactly when it has no structural finding", () => {
    for (const name of ["artifact-flow", "demiurge"]) expect(disagreements(path.join(corpus, name)).mismatches).toEqual([]);
    const latest = disagreements(path.join(corpus, "artifact-flow-latest"));
    expect(latest.mismatches).toEqual([]);
    // Its four agents (the reference loads `_vision_agent.md` too) hold every structural error (`enabled`/`disabled` tool values): all four fail.
    expect(latest.invalid).toBe(4);
  });
  it("structural hold-outs of every kind fail, their corrected forms pass", () => {
    const root = writeProject({
      "config/tools/bad_case.md": "---\nname: bad_case\nendpoint: https://a.example\npermission: AUTO\n---\n",
      "config/tools/no_endpoint.md": "---\nname: no_endpoint\nendpoint: '  '\n---\n",
      "config/tools/typo.md": "---\nname: typo\nendpoint: https://a.example\nmethdo: GET\n---\n",
      "config/tools/bad_param.md": "---\nname: bad_param\nendpoint: https://a.example\nparameters:\n  - name: q\n    type: text\n---\n",
      "config/tools/good.md": "---\nname: good\nendpoint: https://a.example\ntimeout: 2.5\nresponse_extract: null\nparameters:\n  - name: q\n    type: string\n---\n",
      "config/agents/bad_rounds.md": "---\nname: bad_rounds\nmax_tool_rounds: -1\ntools: {good: enabled}\n---\nhi\n",
      "config/agents/good_agent.md": "---\nname: good_agent\nmax_tool_rounds: 0\ntools: {good: confirm}\n---\nhi\n",
      "core/agent.yaml": "agent: {id: c}\nruntime: {max_model_steps: 91, workspace: ' '}\napproval: {risks: {extreme: deny}}\n",
      "core/agent/tools/loud/tool.yaml": "risk: ' High '\napproval_policy: PROMPT\ncapabilities: [a]\n",
      "core/agent/tools/chars/tool.yaml": "capabilities: network.fetch\nenabled: false\n",
      "core/agent/pipelines.yaml": "schema_version: 2\n",
      "nameless/agent.yaml": "runtime: {max_model_steps: 90}\n",
      "agents/agent.yaml": "approval: {default: Prompt}\nslots: {}\n",
    });
    expect(disagreements(root).mismatches).toEqual([]);
    expect(disagreements(root)).toMatchObject({ valid: 3, invalid: 10 });
  });
});

/** Every `range` field of the shapes, with its `<object name>.<key>`. */
function rangeFields(): Array<{ context: string; field: FieldShape }> {
  const found = new Map<string, FieldShape>();
  const visitField = (field: FieldShape, context: string): void => {
    if (field.range) found.set(context, field);
    if (field.items) visitField(field.items, context);
    if (field.values) visitField(field.values, context);
    if (field.object) visitObject(field.object);
  };
  const visitObject = (shape: ObjectShape): void => {
    for (const [key, field] of Object.entries(shape.keys)) visitField(field, `${shape.name}.${key}`);
  };
  for (const value of Object.values(shapes)) {
    if ("keys" in value) visitObject(value as ObjectShape);
    else visitField(value as FieldShape, "");
  }
  return [...found].map(([context, field]) => ({ context, field }));
}

describe("range functions and their JSON Schema twins", () => {
  const fields = rangeFields();
  it("every range function has exactly one entry in RANGE_SCHEMAS", () => {
    expect(fields.map((f) => f.context).sort()).toEqual(Object.keys(RANGE_SCHEMAS).sort());
  });
  it("each twin accepts exactly the values its function accepts", () => {
    const values = fc.oneof(fc.integer({ min: -3, max: 100 }), fc.double({ min: -5, max: 5, noNaN: true }), fc.constantFrom("", " ", "x", "http://a", "https://b", "ftp://c", " /ws"), fc.string());
    for (const { context, field } of fields) {
      const type = { string: "string", integer: "integer", number: "number" }[field.type as "string"];
      const twin = ajv.compile({ type, ...RANGE_SCHEMAS[context] });
      const ofType = ajv.compile({ type });
      fc.assert(fc.property(values, (value) => !ofType(value) || twin(value) === (field.range!(value) === undefined)), { numRuns: 300 });
    }
  });
});

describe("toolc.config.yaml schema and the command", () => {
  it("every example config validates; unknown keys, severities and rule ids fail", () => {
    const config = validators.get("toolc-config.schema.json")!;
    for (const root of examples) expect(config(parse(readFileSync(path.join(root, "toolc.config.yaml"), "utf8")))).toBe(true);
    for (const bad of ["outt: x", "rules: {tool-unused: warning}", "rules: {tool-unsued: off}", "limits: {agentTools: 0}"]) expect(config(parse(bad))).toBe(false);
  });
  it("`toolc schema DIR` writes every schema, as valid 2020-12 documents", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "toolc-schemas-"));
    const listed = execFileSync(process.execPath, [path.join(repo, "dist/bin/toolc.js"), "schema", dir], { encoding: "utf8" }).trim().split("\n");
    expect(listed.map((line) => path.basename(line))).toEqual(editorSchemas().map((s) => s.file));
    for (const { file, schema } of editorSchemas()) {
      const written = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
      expect(written).toEqual(schema);
      expect(ajv.validateSchema(written)).toBe(true);
    }
  });
});
