/**
 * Identifier and file-name allocation for generated code: tool and agent names (which may contain `-`,
 * `/` for cross-core keys, or anything a core id holds) become PascalCase / camelCase identifiers and file
 * stems that are valid, unique, and stable. Allocation walks the sorted catalog keys, so the result does not
 * depend on insertion order.
 * @see ../../../../shared/spec/README.md §5
 */
import { digest } from "../digest.js";
import type { Catalog } from "../../runtime/catalog.js";

/** Every name generated for one tool. */
export interface ToolNames {
  key: string;
  /** Out-relative path of the tool file, e.g. `tools/query_stock_price.ts`. */
  file: string;
  /** Module specifier of the tool file relative to `out/` without the leading `./`, e.g. `tools/query_stock_price.js`. */
  module: string;
  pascal: string;
  /** The typed call, e.g. `queryStockPrice` (reserved words get a trailing `_`). */
  fn: string;
  /** The input interface, e.g. `QueryStockPriceInput`. */
  input: string;
  /** The output type, e.g. `QueryStockPriceOutput`. */
  output: string;
  /** The metadata constant, e.g. `queryStockPriceTool`. */
  meta: string;
  /** The precompiled validator's export in validators.ts, e.g. `validateQueryStockPrice`. */
  validator: string;
}

/** Every name generated for one agent. */
export interface AgentNames {
  name: string;
  /** Out-relative path of the agent file, e.g. `agents/lead_agent.ts`. */
  file: string;
  module: string;
  /** File stem shared by `prompts/<stem>.md` and `prompts/<stem>.tools.json`. */
  stem: string;
  /** `createLeadAgentClient`. */
  factory: string;
  /** `LeadAgentClient`. */
  client: string;
  /** `leadAgentToolInstructions`: the `<tool_instructions>` block. */
  instructions: string;
  /** `leadAgentRolePrompt`: the Markdown body. */
  rolePrompt: string;
  /** `leadAgentToolNames`: the enabled tool names, in the agent's order. */
  toolNames: string;
  /** `leadAgentName`: the agent's name as a constant. */
  agentName: string;
  /** `leadAgentToolRefs`: the agent's tools by name, for `nativeToolSet` of the SDK adapters (`prompts/<stem>.tools.ts`). */
  toolRefs: string;
}

/** All names of one generation. */
export interface GeneratedNames {
  tools: Map<string, ToolNames>;
  agents: Map<string, AgentNames>;
}

/** Identifiers exported by the shared `types.ts`; never used for tools or agents. */
export const SHARED_TYPE_NAMES = ["RuntimeLike", "CallOptions", "AgentCallOptions", "AgentMethod", "agentCall", "ToolResult", "validators"] as const;

const RESERVED_WORDS = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for " +
    "function if import in instanceof new null return super switch this throw true try typeof var void while with " +
    "implements interface let package private protected public static yield await async of any boolean number " +
    "string symbol never unknown object undefined bigint type declare namespace module require arguments eval"
  ).split(" "),
);

/** Splits a name into words at `_`, `-`, `/`, `.`, spaces, other non-alphanumerics and lower→upper case changes. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** `query_stock_price` → `QueryStockPrice`; `get-weather` → `GetWeather`. Empty → `Tool`. */
export function pascalCase(name: string): string {
  const joined = asciiPascal(name) ?? words(name).map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
  const named = joined || "X";
  return /^[0-9]/.test(named) ? `_${named}` : named;
}

/**
 * The words of an ASCII `name` ({@link words}) capitalised and joined, in one pass over its characters; undefined
 * for a name with any other character, which takes the regular expressions. Allocating 10,000 tools' names and
 * their agents' method names spent most of its time splitting and joining word arrays.
 */
function asciiPascal(name: string): string | undefined {
  let out = "";
  // Where the word being read starts, or -1 between words.
  let start = -1;
  let previous = 0;
  for (let i = 0; i <= name.length; i++) {
    const code = i < name.length ? name.charCodeAt(i) : 0;
    if (code > 127) return undefined;
    const kind = charKind(code);
    // A word ends at a character that is not a letter or digit, and before a capital after a small letter or digit.
    const ends = start !== -1 && (kind === NOT_ALNUM || (kind === UPPER && charKind(previous) !== UPPER));
    if (ends) {
      out += name[start]!.toUpperCase() + name.slice(start + 1, i);
      start = -1;
    }
    if (start === -1 && kind !== NOT_ALNUM) start = i;
    previous = code;
  }
  return out;
}

const NOT_ALNUM = 0;
const UPPER = 1;
const LOWER_OR_DIGIT = 2;

function charKind(code: number): number {
  if (code >= 65 && code <= 90) return UPPER;
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return LOWER_OR_DIGIT;
  return NOT_ALNUM;
}

/** `query_stock_price` → `queryStockPrice` (may be a reserved word: see {@link safeIdentifier}). */
export function camelCase(name: string): string {
  const pascal = pascalCase(name);
  return pascal.startsWith("_") ? pascal : pascal[0]!.toLowerCase() + pascal.slice(1);
}

/** `name`, or `name_` when it is a reserved word (so it can name a function or a variable). */
export function safeIdentifier(name: string): string {
  return RESERVED_WORDS.has(name) ? `${name}_` : name;
}

/** Whether `name` can be written unquoted as a property name. */
export function isIdentifier(name: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name);
}

/**
 * Longest file stem (ASCII, so also bytes). File names are limited to 255 bytes; the longest generated name
 * is `<stem>.tools.json` plus, while it is written, `.toolc-tmp-<pid>`, and a collision adds digits: 200
 * leaves room for all of that and for suffixes later generators add.
 */
export const MAX_STEM_LENGTH = 200;

/** Characters of a stem's hash suffix when a long name is shortened. */
const STEM_HASH_LENGTH = 12;

/**
 * Device names Windows reserves whatever the extension (`con.md` cannot be created there). They are
 * reserved in the file-stem registries, so an agent named `con` gets `con2`.
 */
export const WINDOWS_DEVICE_NAMES = ["con", "prn", "aux", "nul", ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => [`com${n}`, `lpt${n}`])];

/**
 * A file stem from a name: characters outside `[A-Za-z0-9_-]` become `_` (so `core/tool` → `core_tool`, and
 * a multi-byte character is one `_`); a name whose stem would pass {@link MAX_STEM_LENGTH} keeps its first
 * characters and gets `-` and a hash of the whole name, so distinct long names stay distinct.
 */
export function fileStem(name: string): string {
  const stem = fullStem(name);
  if (stem.length <= MAX_STEM_LENGTH) return stem;
  const hash = digest("sha256", name).slice(0, STEM_HASH_LENGTH);
  return `${stem.slice(0, MAX_STEM_LENGTH - STEM_HASH_LENGTH - 1)}-${hash}`;
}

/** Whether {@link fileStem} shortens `name` (the `agent-name-length` rule warns about it before generation). */
export function stemIsShortened(name: string): boolean {
  return fullStem(name).length > MAX_STEM_LENGTH;
}

function fullStem(name: string): string {
  const replaced = name.replace(/[^A-Za-z0-9_-]/g, "_");
  return replaced === "" || replaced.startsWith("-") ? `_${replaced}` : replaced;
}

/**
 * Hands out names that are unique within one namespace: identifiers case-sensitively, file stems
 * case-insensitively (so output is safe on case-insensitive file systems). A clash gets `2`, `3`, … appended
 * to the base until every derived name is free.
 */
export class NameRegistry {
  private readonly taken = new Set<string>();

  constructor(
    private readonly caseInsensitive = false,
    reserved: readonly string[] = [],
  ) {
    for (const r of reserved) this.taken.add(this.norm(r));
  }

  /** Reserves and returns the first `base`, `base2`, … for which every `derive(candidate)` is free. */
  allocate(base: string, derive: (candidate: string) => string[] = (c) => [c]): string {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}${n}`;
      const derived = derive(candidate);
      if (derived.every((d) => !this.taken.has(this.norm(d))) && new Set(derived.map((d) => this.norm(d))).size === derived.length) {
        for (const d of derived) this.taken.add(this.norm(d));
        return candidate;
      }
    }
  }

  /** Marks `name` as used. */
  reserve(name: string): void {
    this.taken.add(this.norm(name));
  }

  private norm(s: string): string {
    return this.caseInsensitive ? s.toLowerCase() : s;
  }
}

/**
 * {@link camelCase} of a name {@link pascalCase} wrote (with a registry's digits appended): such a name splits into
 * words that are capitalised already, so pascalCase gives it back as it is and only its first letter changes. Three
 * pascalCase runs per tool were most of allocating 10,000 tools' names.
 */
function camelOfPascal(pascal: string): string {
  return pascal.startsWith("_") ? pascal : pascal[0]!.toLowerCase() + pascal.slice(1);
}

function toolDerived(pascal: string): string[] {
  const camel = camelOfPascal(pascal);
  return [`${pascal}Input`, `${pascal}Output`, safeIdentifier(camel), `${camel}Tool`, `validate${pascal}`];
}

function agentDerived(pascal: string): string[] {
  const camel = camelOfPascal(pascal);
  return [`create${pascal}Client`, `${pascal}Client`, `${camel}ToolInstructions`, `${camel}RolePrompt`, `${camel}ToolNames`, `${camel}Name`];
}

/** Allocates every tool and agent name of `catalog`: tools first (sorted keys), then agents (sorted names). */
export function allocateNames(catalog: Catalog): GeneratedNames {
  const ids = new NameRegistry(false, SHARED_TYPE_NAMES);
  const toolFiles = new NameRegistry(true, WINDOWS_DEVICE_NAMES);
  const agentFiles = new NameRegistry(true, WINDOWS_DEVICE_NAMES);
  const tools = new Map<string, ToolNames>();
  for (const key of Object.keys(catalog.tools).sort()) tools.set(key, toolNamesOf(key, ids.allocate(pascalCase(key), toolDerived), toolFiles.allocate(fileStem(key))));
  const agents = new Map<string, AgentNames>();
  for (const name of Object.keys(catalog.agents).sort()) agents.set(name, agentNamesOf(name, ids.allocate(pascalCase(name), agentDerived), agentFiles.allocate(fileStem(name))));
  return { tools, agents };
}

/** A tool's names from the two that {@link allocateNames} hands out: its PascalCase identifier and its file stem. */
export function toolNamesOf(key: string, pascal: string, stem: string): ToolNames {
  const camel = camelOfPascal(pascal);
  return {
    key,
    file: `tools/${stem}.ts`,
    module: `tools/${stem}.js`,
    pascal,
    fn: safeIdentifier(camel),
    input: `${pascal}Input`,
    output: `${pascal}Output`,
    meta: `${camel}Tool`,
    validator: `validate${pascal}`,
  };
}

/** An agent's names from its PascalCase identifier and file stem (see {@link toolNamesOf}). */
export function agentNamesOf(name: string, pascal: string, stem: string): AgentNames {
  const camel = camelOfPascal(pascal);
  return {
    name,
    file: `agents/${stem}.ts`,
    module: `agents/${stem}.js`,
    stem,
    factory: `create${pascal}Client`,
    client: `${pascal}Client`,
    instructions: `${camel}ToolInstructions`,
    rolePrompt: `${camel}RolePrompt`,
    toolNames: `${camel}ToolNames`,
    agentName: `${camel}Name`,
    toolRefs: `${camel}ToolRefs`,
  };
}

/** The stem of a tool's file (`tools/<stem>.ts`), the other half of what {@link toolNamesOf} is made from. */
export function toolStem(names: ToolNames): string {
  return names.file.slice("tools/".length, -".ts".length);
}

/** An agent's PascalCase identifier (`<pascal>Client`), the other half of what {@link agentNamesOf} is made from. */
export function agentPascal(names: AgentNames): string {
  return names.client.slice(0, -"Client".length);
}
