/**
 * Markdown tools and agents → catalog entries.
 * @see ../../../../shared/reference/markdown-tools-reference.md §1.5, §2.4
 */
import type { AgentToolGrant, CatalogAgent, CatalogTool, JsonSchema, MdPermission } from "../../runtime/catalog.js";
import type { MdBuiltin } from "./builtins.js";
import { keyText, pairsOf, scalarValue, stringValue, toPlain, valueOf, type YamlDoc } from "../parse/nodes.js";
import type { MarkdownFile } from "../project/types.js";
import { setOwn } from "../own.js";
import { parametersToSchema, readParameters } from "./parameters.js";

/** A builtin's catalog entry. */
export function mdBuiltinTool(builtin: MdBuiltin): CatalogTool {
  return {
    name: builtin.name,
    kind: "builtin",
    provenance: `builtin:${builtin.name}`,
    description: builtin.description,
    inputSchema: parametersToSchema(builtin.parameters),
    parameters: builtin.parameters.map((p) => ({ ...p })),
    permission: builtin.permission,
    risk: null,
    approvalPolicy: null,
    http: null,
    authored: null,
  };
}

/** The catalog entry of a parsed Markdown tool file. */
export function mdTool(file: MarkdownFile & { doc: YamlDoc }): CatalogTool {
  const { doc } = file;
  const get = (key: string) => valueOf(doc, doc.root, key);
  const description = [stringValue(doc, get("description"))?.trim() ?? "", file.split?.body ?? ""].filter((part) => part !== "").join("\n\n");
  const schemaNode = get("input_schema");
  const parameters = schemaNode === undefined ? readParameters(doc, get("parameters")) : null;
  const inputSchema = parameters ? parametersToSchema(parameters) : ((toPlain(doc, schemaNode) as JsonSchema | null) ?? { type: "object", properties: {} });
  const headers: Record<string, string> = {};
  for (const pair of pairsOf(doc, get("headers"))) setOwn(headers, keyText(pair), String(scalarValue(doc, pair.value) ?? ""));
  const timeout = scalarValue(doc, get("timeout"));
  const extract = stringValue(doc, get("response_extract"));
  const name = String(scalarValue(doc, get("name")));
  return {
    name,
    kind: "http",
    provenance: `http:${file.path}`,
    description,
    inputSchema,
    parameters,
    permission: (stringValue(doc, get("permission")) ?? "confirm") as MdPermission,
    risk: null,
    approvalPolicy: null,
    http: {
      endpoint: stringValue(doc, get("endpoint")) ?? "",
      method: (stringValue(doc, get("method")) ?? "GET").toUpperCase(),
      headers,
      timeout: typeof timeout === "number" ? timeout : 30,
      responseExtract: extract ? extract : null,
    },
    authored: null,
  };
}

/** The catalog entry of a parsed Markdown agent file; tools not in `known` are left out (as the reference does). */
export function mdAgent(file: MarkdownFile & { doc: YamlDoc }, known: ReadonlyMap<string, CatalogTool>): CatalogAgent {
  const { doc } = file;
  const tools: Record<string, AgentToolGrant> = {};
  for (const pair of pairsOf(doc, valueOf(doc, doc.root, "tools"))) {
    const name = keyText(pair);
    const tool = known.get(name);
    if (!tool) continue;
    const value = stringValue(doc, pair.value);
    const permission = (value === "auto" || value === "confirm" ? value : (tool.permission ?? "confirm")) as MdPermission;
    setOwn(tools, name, { ref: name, permission, risk: null });
  }
  return {
    name: String(scalarValue(doc, valueOf(doc, doc.root, "name"))),
    format: "markdown",
    source: `md-agent:${file.path}`,
    description: stringValue(doc, valueOf(doc, doc.root, "description"))?.trimEnd() ?? "",
    rolePrompt: file.split?.body ?? "",
    internal: scalarValue(doc, valueOf(doc, doc.root, "internal")) === true,
    tools,
  };
}
