/**
 * The `<tool_instructions>` block shown to a Markdown agent's model, in the reference layout byte for byte,
 * and the per-tool call example inside it. Pure: no I/O, imports only the catalog contract.
 * @see ../../../../shared/reference/markdown-tools-reference.md §4.2 (example), §4.3 (block)
 */
import type { Catalog, CatalogParameter, CatalogTool, JsonSchema } from "../catalog.js";

/** A parameter as the prompt shows it: Markdown parameters as written, or derived from a JSON Schema property. */
export interface PromptParameter {
  name: string;
  /** Printed verbatim (`string`, `integer`, …; for schema-declared tools also `array`, `object`). */
  type: string;
  description: string;
  required: boolean;
  /** `null`: no default. */
  default: unknown;
  /** `null` or empty: no `Values:` line. */
  enum: readonly unknown[] | null;
}

const FORMAT_BLOCK =
  "<format>\n" +
  "You may make one or more tool calls per turn. They execute sequentially.\n" +
  "Wrap ALL parameter values in <![CDATA[...]]>.\n" +
  "</format>";

/** The block returned for an empty tool list [MD §4.3]. */
export const NO_TOOLS_BLOCK = "<tool_instructions>\nNo tools available.\n</tool_instructions>";

/**
 * Renders the `<tool_instructions>` block for `tools`, in the given order [MD §4.3]: the `<format>` block,
 * one blank line, every tool's doc joined by a single newline, then `</tool_instructions>`. No trailing
 * newline. An empty list gives {@link NO_TOOLS_BLOCK}.
 */
export function renderToolInstructions(tools: readonly CatalogTool[]): string;
/** The block for one agent of a catalog: the tools it enables, in the order its file lists them. */
export function renderToolInstructions(catalog: Catalog, agent: string): string;
/** Implementation of both overloads. */
export function renderToolInstructions(source: readonly CatalogTool[] | Catalog, agent?: string): string {
  const tools = Array.isArray(source) ? (source as readonly CatalogTool[]) : agentTools(source as Catalog, agent ?? "");
  if (tools.length === 0) return NO_TOOLS_BLOCK;
  return `<tool_instructions>\n${FORMAT_BLOCK}\n\n${tools.map(renderToolDoc).join("\n")}\n</tool_instructions>`;
}

/**
 * Renders one tool's doc [MD §4.3]: `<tool name="…">`, the description, the parameter list (or
 * `Parameters: None`), `Example:` with {@link renderToolExample}, `</tool>`. The name is not escaped.
 */
export function renderToolDoc(tool: CatalogTool): string {
  const params = promptParameters(tool);
  let doc = `<tool name="${tool.name}">\n${tool.description}\n`;
  if (params.length > 0) {
    doc += "Parameters:\n";
    for (const p of params) {
      doc += `  - ${p.name}: ${p.type} (${p.required ? "required" : "optional"}) - ${p.description}\n`;
      if (p.enum && p.enum.length > 0) doc += `    Values: ${p.enum.map(pyStr).join(", ")}\n`;
      if (p.default !== null && p.default !== undefined) doc += `    Default: ${pyStr(p.default)}\n`;
    }
  } else {
    doc += "Parameters: None\n";
  }
  return `${doc}Example:\n${renderToolExample(tool)}\n</tool>`;
}

/**
 * Renders the XML call example [MD §4.2]: every parameter in declaration order, four-space indented, the
 * value in CDATA: the default (Python `str()`, so booleans print `True`/`False`), else `your_<name>_here`
 * for strings, `123` for integers, `true` for booleans, `...` otherwise. No parameters: a blank line.
 */
export function renderToolExample(tool: CatalogTool): string {
  const lines = promptParameters(tool).map((p) => `    <${p.name}><![CDATA[${exampleValue(p)}]]></${p.name}>`);
  return `<tool_call>\n  <name>${tool.name}</name>\n  <params>\n${lines.join("\n")}\n  </params>\n</tool_call>`;
}

/**
 * The parameters the prompt lists: a Markdown tool's `parameters` as written; otherwise one entry per
 * `input_schema` property, in property order (type, description, `required`, `enum`, `default` read from the schema).
 */
export function promptParameters(tool: CatalogTool): PromptParameter[] {
  if (tool.parameters) return tool.parameters.map(fromCatalogParameter);
  return fromSchema(tool.inputSchema);
}

function fromCatalogParameter(p: CatalogParameter): PromptParameter {
  return { name: p.name, type: p.type, description: p.description, required: p.required, default: p.default, enum: p.enum };
}

function fromSchema(schema: JsonSchema): PromptParameter[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === "string") : [];
  return Object.entries(properties).map(([name, raw]) => {
    const prop = isRecord(raw) ? raw : {};
    return {
      name,
      type: schemaTypeName(prop),
      description: typeof prop.description === "string" ? prop.description : "",
      required: required.includes(name),
      default: prop.default ?? null,
      enum: Array.isArray(prop.enum) ? prop.enum : null,
    };
  });
}

function schemaTypeName(prop: Record<string, unknown>): string {
  if (typeof prop.type === "string") return prop.type;
  if (Array.isArray(prop.type)) return prop.type.map(String).join(" | ");
  if (Array.isArray(prop.enum) && prop.enum.length > 0) return jsonTypeOf(prop.enum[0]);
  if ("const" in prop) return jsonTypeOf(prop.const);
  return "any";
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value === "object" ? "object" : typeof value;
}

function exampleValue(p: PromptParameter): string {
  if (p.default !== null && p.default !== undefined) return pyStr(p.default);
  switch (p.type.toLowerCase()) {
    case "string":
      return `your_${p.name}_here`;
    case "integer":
      return "123";
    case "boolean":
      return "true";
    default:
      return "...";
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Python's `str()` of a JSON value, as the reference prints defaults and enum values: `True`/`False`,
 * `None`, floats in `repr` form (`1e-05`, `1e+16`), lists and dicts in `repr` form. An integral number
 * prints without `.0` (JSON cannot tell `5` from `5.0`).
 */
export function pyStr(value: unknown): string {
  return typeof value === "string" ? value : pyRepr(value);
}

function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return pyNumber(value);
  if (typeof value === "string") return pyQuote(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    return `{${entries.map(([k, v]) => `${pyQuote(k)}: ${pyRepr(v)}`).join(", ")}}`;
  }
  return String(value);
}

function pyQuote(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    if (ch === "\\") out += "\\\\";
    else if (ch === quote) out += `\\${quote}`;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else out += ch;
  }
  return out + quote;
}

/** Python float `repr` for non-integers; integers as digits. */
function pyNumber(n: number): string {
  if (Number.isNaN(n)) return "nan";
  if (!Number.isFinite(n)) return n > 0 ? "inf" : "-inf";
  if (Number.isInteger(n)) return BigInt(n).toString();
  const [mantissa, expText] = n.toExponential().split("e");
  const exp = Number(expText);
  const negative = mantissa!.startsWith("-");
  const digits = mantissa!.replace("-", "").replace(".", "");
  let body: string;
  if (exp < -4 || exp >= 16) {
    const frac = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    body = `${frac}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  } else if (exp < 0) {
    body = `0.${"0".repeat(-exp - 1)}${digits}`;
  } else if (digits.length > exp + 1) {
    body = `${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
  } else {
    body = `${digits}${"0".repeat(exp + 1 - digits.length)}.0`;
  }
  return negative ? `-${body}` : body;
}

/** The tools `agent` enables, in its own order (`toolOrder`, else the grant keys); unknown agent: none. */
function agentTools(catalog: Catalog, agent: string): CatalogTool[] {
  const entry = Object.hasOwn(catalog.agents, agent) ? catalog.agents[agent] : undefined;
  if (!entry) return [];
  const order = entry.toolOrder ?? Object.keys(entry.tools);
  return order.flatMap((name) => {
    const ref = entry.tools[name]?.ref;
    const tool = ref !== undefined && Object.hasOwn(catalog.tools, ref) ? catalog.tools[ref] : undefined;
    return tool ? [tool] : [];
  });
}
