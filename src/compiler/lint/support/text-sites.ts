/**
 * Every piece of text a definition shows the model, read from the typed model: names, descriptions, enum values and
 * defaults, each with its field (value and span) and a label for messages. Shared by the security rules, which look
 * for hidden characters, confusable names, instructions aimed at the model and exfiltration sinks in the same places.
 * @see ../../../../docs/rules.md §11
 */
import type { Entries, Field, Tree } from "../../model/field.js";
import type { ParameterFields } from "../../model/fields.js";
import type { CoreTool, MdTool, Model } from "../../model/types.js";
import { fileSpan } from "../../source/text.js";
import type { RuleContext } from "../rule.js";

/** What a piece of text is. */
export type TextKind = "name" | "description" | "enum" | "default";

/** One string the model sees, where it was written, and what it belongs to. */
export interface TextSite {
  kind: TextKind;
  field: Field<string>;
  /** For messages, e.g. "parameter `symbol`'s description". */
  label: string;
  /** The file's project-relative path (for `ctx.each` isolation). */
  path: string;
  /** The tool the text describes, when it belongs to a tool. */
  tool?: string;
  /** A name that `tool-name-format` or `parameter-name-format` already restricts to ASCII (so it is theirs alone). */
  formatChecked?: boolean;
}

/** Text sites already read, per model: five rules read them (measured: 0.25 s of a 10,000-tool check when each read its own). */
const known = new WeakMap<Model, readonly (readonly Readonly<TextSite>[])[]>();

/**
 * Every text site of the model, file by file in model order (md tools, md agents, core tools, cores). Read once
 * per model and shared by the rules, so frozen: a rule cannot change what the next one sees.
 */
export function textSites(model: Model): readonly (readonly Readonly<TextSite>[])[] {
  let sites = known.get(model);
  if (!sites) {
    sites = Object.freeze(readTextSites(model).map((file) => (Object.isFrozen(file) ? file : Object.freeze(file.map((site) => Object.freeze(site))))));
    known.set(model, sites);
  }
  return sites;
}

/** Text sites of single tools, read once: the rules' shared list and description-shadowing's per-tool look-ups. */
const knownTools = new WeakMap<MdTool | CoreTool, readonly Readonly<TextSite>[]>();

/** The text sites of one tool (Markdown or authored), in the order {@link textSites} lists them; read once, frozen. */
export function toolSites(tool: MdTool | CoreTool): readonly Readonly<TextSite>[] {
  let sites = knownTools.get(tool);
  if (!sites) {
    sites = Object.freeze((tool.kind === "md-tool" ? mdToolSites(tool) : coreToolSites(tool)).map((site) => Object.freeze(site)));
    knownTools.set(tool, sites);
  }
  return sites;
}

function readTextSites(model: Model): (readonly Readonly<TextSite>[])[] {
  const files: (readonly Readonly<TextSite>[])[] = [];
  for (const tool of model.mdTools) files.push(toolSites(tool));
  for (const agent of model.mdAgents) {
    const out = new Sites(agent.path);
    out.text("name", agent.fields.name, "the agent name");
    out.text("description", agent.fields.description, "the agent description");
    files.push(out.list);
  }
  for (const tool of model.coreTools) files.push(toolSites(tool));
  for (const core of model.cores) {
    const agent = core.manifest?.fields.agent?.value;
    const out = new Sites(core.path);
    out.text("name", agent?.id, "the agent id");
    out.text("description", agent?.summary, "the agent summary");
    files.push(out.list);
  }
  return files.filter((list) => list.length > 0);
}

/** The text sites of one Markdown tool, in the order {@link textSites} lists them. */
function mdToolSites(tool: MdTool): TextSite[] {
  const out = new Sites(tool.path, tool.label);
  const f = tool.fields;
  out.text("name", f.name, "the tool name", undefined, true);
  out.text("description", f.description, "the description");
  if (tool.body.value !== "") out.text("description", tool.body, "the body (part of the description)");
  for (const param of f.parameters?.value ?? []) out.parameter(param);
  out.schema(f.input_schema, []);
  return out.list;
}

/** The text sites of one authored tool, in the order {@link textSites} lists them. */
function coreToolSites(tool: CoreTool): TextSite[] {
  const out = new Sites(tool.path, tool.id);
  out.text("name", { value: tool.id, span: fileSpan(tool.path) }, "the tool id (its directory name)", undefined, true);
  out.text("description", tool.yaml?.fields.description, "the description");
  out.schema(tool.yaml?.fields.input_schema, []);
  return out.list;
}

/** Runs `fn` on every text site, each file isolated (an exception becomes that file's `internal-error`). */
export function eachTextSite(ctx: RuleContext, fn: (site: TextSite) => void): void {
  for (const sites of textSites(ctx.model)) ctx.each(sites, fn);
}

/** How a message names a site: its label, and the tool it belongs to ("the description of `add`"). */
export function siteName(site: TextSite): string {
  return site.tool === undefined ? site.label : `${site.label} of \`${site.tool}\``;
}

/** Schema keywords whose value is a map of names to subschemas. */
const NAMED_SCHEMAS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];
/** Schema keywords whose value is a subschema or a list of them. */
const SUBSCHEMAS = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "anyOf", "oneOf", "allOf", "prefixItems"];

/** The schema keywords a site's label names, quoted once. */
const QUOTED = { description: "`description`", title: "`title`", default: "`default`", const: "`const`", examples: "`examples`", enum: "`enum`" } as const;

/**
 * One text site. Its label is joined from its subject and part only when a message asks for it: most are never
 * shown, and a label of its own for each was a string per site (16 per tool) held as long as the model.
 */
class Site implements TextSite {
  tool?: string;
  formatChecked?: boolean;

  constructor(
    readonly kind: TextKind,
    readonly field: Field<string>,
    readonly path: string,
    private readonly subject: string,
    private readonly part: string | undefined,
  ) {}

  get label(): string {
    return this.part === undefined ? this.subject : `${this.subject} ${this.part}`;
  }
}

/** Collects the sites of one file. */
class Sites {
  readonly list: TextSite[] = [];
  constructor(
    private readonly path: string,
    private readonly tool?: string,
  ) {}

  /** A site of `field` when it is a string, labelled `subject` or, with `part`, `<subject> <part>`. */
  text(kind: TextKind, field: Field<unknown> | undefined, subject: string, part?: string, formatChecked = false): void {
    if (!field || typeof field.value !== "string") return;
    const site = new Site(kind, field as Field<string>, this.path, subject, part);
    if (this.tool !== undefined) site.tool = this.tool;
    if (formatChecked) site.formatChecked = true;
    this.list.push(site);
  }

  /** Every string inside a tree (a default or an enum may be a list or a mapping). */
  strings(kind: TextKind, tree: Tree | undefined, subject: string, part: string): void {
    if (!tree) return;
    if (tree.items) for (const item of tree.items) this.strings(kind, item, subject, part);
    else if (tree.entries) for (const entry of tree.entries.values()) this.strings(kind, entry.value, subject, part);
    else this.text(kind, tree, subject, part);
  }

  parameter(param: ParameterFields): void {
    const subject = `parameter \`${param.name?.value ?? `#${(param.index ?? 0) + 1}`}\`'s`;
    this.text("name", param.name, subject, "name", true);
    this.text("description", param.description, subject, "description");
    this.strings("default", param.default, subject, "default");
    this.strings("enum", param.enum, subject, "enum");
  }

  /** A JSON Schema node: its texts, then its subschemas (`path` names the property the node describes). */
  schema(tree: Tree | undefined, path: readonly string[]): void {
    if (!tree?.entries) return;
    const where = path.length ? `property \`${path.join(".")}\`'s` : "`input_schema`'s";
    for (const [key, entry] of tree.entries) {
      const value = entry.value;
      if (key === "description" || key === "title") this.text("description", value, where, QUOTED[key]);
      else if (key === "default" || key === "const" || key === "examples") this.strings("default", value, where, QUOTED[key]);
      else if (key === "enum") this.strings("enum", value, where, QUOTED.enum);
      else if (NAMED_SCHEMAS.includes(key)) this.named(value?.entries, key === "properties" ? path : [...path, key], key === "properties" && path.length === 0);
      else if (SUBSCHEMAS.includes(key)) for (const sub of value?.items ?? [value]) this.schema(sub, path);
    }
  }

  private named(entries: Entries<Tree> | undefined, path: readonly string[], root: boolean): void {
    for (const [name, entry] of entries ?? []) {
      // Root property names are parameter names (parameter-name-format); nested ones no rule restricts.
      this.text("name", entry.key, `property \`${[...path, name].join(".")}\`'s`, "name", root);
      this.schema(entry.value, [...path, name]);
    }
  }
}
