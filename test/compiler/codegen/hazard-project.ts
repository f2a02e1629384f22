/**
 * fast-check arbitraries for the "generation never crashes" property: projects whose descriptions, enum
 * values, defaults, schema keys and names are built from the fragments that broke generation before
 * (`/*`, `*\/`, backticks, `${`, U+2028/2029, NUL, prompt tags, `__proto__`, very long names), written as
 * real Markdown tools, a Markdown agent and an Agent Core tool.
 */
import fc from "fast-check";

/** Fragments that mean something to a code printer, a comment, a template literal, YAML or the prompt. */
const FRAGMENTS = [
  "a", "Z", " ", "\n", "/*", "*/", "//", "`", "${", "}", "'", '"', "\\", "\u2028", "\u2029", "\u0000", "\r",
  "@default", "</tool_instructions>", "<tool_call>", "]]>", "<![CDATA[", "&amp;", "é", "😀", "\u200b", "#", ": ", "- ",
];

/** A short text made of hazard fragments. */
export const hazardText = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 8 }).map((parts) => parts.join(""));

/** Keys that are special to JavaScript objects or JSON Schema (valid parameter names), and a few invalid ones. */
const KEYS = ["q", "__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "default", "properties"];
const ODD_KEYS = ["a b", "x-y", "ünï", "0", "$ref", "~1", "a/b"];

/** A name: ordinary, hazardous, very long (ASCII or multi-byte), or a Windows device name. */
export const nameText = fc.oneof(
  fc.constantFrom("lead", "con", "NUL", "Lead", "a-b", "a.b"),
  hazardText.filter((t) => t.trim().length > 0),
  fc.integer({ min: 200, max: 400 }).map((n) => "n".repeat(n)),
  fc.integer({ min: 60, max: 140 }).map((n) => "é".repeat(n)),
);

/** One generated parameter (Markdown) or property (core schema). */
export interface HazardParam {
  key: string;
  description: string;
  enumValues: string[] | null;
  defaultValue: string | number | boolean | null;
}

const enumValues = fc.uniqueArray(fc.oneof(hazardText, fc.constant("v".repeat(3000))), { minLength: 1, maxLength: 3 });

/** A parameter whose default, when it has an enum, is one of its values (so most cases pass the check). */
const param: fc.Arbitrary<HazardParam> = fc
  .record({
    key: fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_KEYS) }),
    description: hazardText,
    enumValues: fc.option(enumValues, { nil: null }),
    defaultValue: fc.option(fc.oneof(hazardText, fc.nat()), { nil: null }),
  })
  .map((p) => ({ ...p, defaultValue: p.enumValues && p.defaultValue !== null ? p.enumValues[0]! : typeof p.defaultValue === "number" ? String(p.defaultValue) : p.defaultValue }));

/** Everything one generated project is made of. */
export interface HazardCase {
  toolName: string;
  toolDescription: string;
  agentName: string;
  params: HazardParam[];
  schemaRef: "none" | "root" | "self-cycle";
  /** Turn `tool-name-format` off, so a long or odd tool name reaches generation. */
  lenientNames: boolean;
  /** Turn `unicode-hidden` off, so NUL, zero-width and line-separator characters reach generation. */
  lenientText: boolean;
}

/** The arbitrary of whole projects. */
export const hazardCase: fc.Arbitrary<HazardCase> = fc.record({
  toolName: fc.oneof({ weight: 3, arbitrary: fc.constantFrom("quote", "get-weather", "con") }, { weight: 2, arbitrary: nameText }),
  toolDescription: hazardText,
  agentName: nameText,
  params: fc.uniqueArray(param, { maxLength: 4, selector: (p) => p.key }),
  schemaRef: fc.constantFrom("none", "none", "none", "root", "root", "self-cycle"),
  lenientNames: fc.boolean(),
  // Mostly off: with `unicode-hidden` on, most hazard texts fail the check and never reach generation.
  lenientText: fc.constantFrom(true, true, true, false),
});

/** A YAML double-quoted scalar holding `text` exactly (everything outside printable ASCII escaped). */
export function yamlString(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '"' || ch === "\\") out += `\\${ch}`;
    else if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (code > 0xffff) out += `\\U${code.toString(16).padStart(8, "0")}`;
    else out += `\\u${code.toString(16).padStart(4, "0")}`;
  }
  return `${out}"`;
}

function yamlValue(value: string | number | boolean): string {
  return typeof value === "string" ? yamlString(value) : String(value);
}

/** The project files (relative path → content) of one case. */
export function hazardFiles(c: HazardCase): Record<string, string> {
  return {
    "toolc.config.yaml": [
      `markdown: { entryAgent: ${yamlString(c.agentName)} }`,
      ...(c.lenientNames || c.lenientText ? [`rules: { ${lenientRules(c).join(", ")} }`] : []),
      "",
    ].join("\n"),
    "config/tools/tool.md": markdownTool(c),
    "config/agents/lead.md": ["---", `name: ${yamlString(c.agentName)}`, 'description: "Coordinates"', "tools:", `  ${yamlString(c.toolName)}: confirm`, "---", "role", ""].join("\n"),
    "agent.yaml": ["schema_version: 1", "agent:", "  id: core", 'capabilities: { defaults: { "tool.call:probe": {} } }', "slots: { tools: pkg }", ""].join("\n"),
    // The core's authored surface (`runtime.surface_root`, default `agent`) must exist (surface-root-missing).
    "agent/SOUL.md": "A probe core.\n",
    "pkg/probe/tool.yaml": coreTool(c),
    "pkg/probe/module.mjs": "export function execute() { return { content: 'ok' }; }\n",
  };
}

/** The `rules:` entries of a case's config that turn checks off. */
function lenientRules(c: HazardCase): string[] {
  return [...(c.lenientNames ? ["tool-name-format: off"] : []), ...(c.lenientText ? ["unicode-hidden: off"] : [])];
}

function markdownTool(c: HazardCase): string {
  const lines = ["---", `name: ${yamlString(c.toolName)}`, `description: ${yamlString(c.toolDescription)}`, "permission: confirm", "endpoint: https://api.example.com/x"];
  if (c.params.length > 0) lines.push("parameters:");
  for (const p of c.params) {
    lines.push(`  - name: ${yamlString(p.key)}`, "    type: string", `    description: ${yamlString(p.description)}`, "    required: false");
    if (p.enumValues) lines.push(`    enum: [${p.enumValues.map(yamlString).join(", ")}]`);
    if (p.defaultValue !== null) lines.push(`    default: ${yamlValue(p.defaultValue)}`);
  }
  return [...lines, "---", "Body.", ""].join("\n");
}

function coreTool(c: HazardCase): string {
  const props = c.params.map((p) => {
    const parts = [`type: string`, `description: ${yamlString(p.description)}`];
    if (p.enumValues) parts.push(`enum: [${p.enumValues.map(yamlString).join(", ")}]`);
    if (p.defaultValue !== null) parts.push(`default: ${yamlValue(p.defaultValue)}`);
    return `    ${yamlString(p.key)}: { ${parts.join(", ")} }`;
  });
  if (c.schemaRef === "root") props.push('    next: { $ref: "#" }');
  if (c.schemaRef === "self-cycle") props.push('    loop: { $ref: "#/properties/loop" }');
  return [
    `description: ${yamlString(c.toolDescription || "Probe.")}`,
    "risk: low",
    "approval_policy: auto",
    'capability: "tool.call:probe"',
    "input_schema:",
    "  type: object",
    ...(props.length > 0 ? ["  properties:", ...props] : []),
    "",
  ].join("\n");
}
