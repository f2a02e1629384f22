/**
 * Loads and validates toolc.config.yaml (or JSON). Problems are findings at the offending key or value;
 * the caller exits 2 when any exist, and checks nothing.
 * @see ../../../docs/rules.md §1.1, ../../../../shared/spec/README.md §1
 */
import { existsSync, readFileSync, statSync } from "../inputs/traced-fs.js";
import path from "node:path";
import type { ErrorObject, ValidateFunction } from "ajv";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { findPackageRoot } from "../../package-info.js";
import type { Finding } from "../diagnostics/finding.js";
import { nearest } from "../diagnostics/nearest.js";
import { keyText, pairsOf, toPlain, type YamlDoc } from "../parse/nodes.js";
import { parseYaml } from "../parse/yaml.js";
import { fileSpan, type SourceText } from "../source/text.js";
import { resolveConfig } from "./defaults.js";
import { CONFIG_SCHEMA } from "./schema.js";
import { spanAtPointer } from "./pointer.js";
import type { ToolcConfig } from "./types.js";

/** Names probed, in order, when no `--config` is given. */
export const CONFIG_FILE_NAMES = ["toolc.config.yaml", "toolc.config.yml", "toolc.config.json"];

/** Result of loading the configuration. */
export interface LoadedConfig {
  config: ToolcConfig;
  /** The config file's source, when one was read (for reporting). */
  source?: SourceText;
  findings: Finding[];
}

let validateConfig: ValidateFunction | undefined;
const load = createRequire(import.meta.url);

/** The config validator: precompiled at build time (scripts/precompile-schemas.ts), else compiled once. */
function configValidator(): ValidateFunction {
  if (validateConfig) return validateConfig;
  try {
    const file = path.join(findPackageRoot(fileURLToPath(import.meta.url)), "dist/precompiled/config.cjs");
    validateConfig = (load(file) as { config: ValidateFunction }).config;
  } catch {
    const { Ajv } = load("ajv") as { Ajv: new (options: object) => { compile(schema: object): ValidateFunction } };
    validateConfig = new Ajv({ allErrors: true, strict: false, verbose: true }).compile(CONFIG_SCHEMA);
  }
  return validateConfig;
}

/** Loads the configuration for `root`; `explicit` is a `--config` path (relative to the cwd). */
export function loadConfig(root: string, explicit: string | undefined, knownRules: readonly string[]): LoadedConfig {
  const file = explicit ? path.resolve(explicit) : CONFIG_FILE_NAMES.map((name) => path.join(root, name)).find((p) => existsSync(p));
  if (!file) return { config: resolveConfig({}), findings: [] };
  const relPath = path.relative(root, file).split(path.sep).join("/") || path.basename(file);
  if (!existsSync(file) || !statSync(file).isFile()) {
    return { config: resolveConfig({}), findings: [configProblem(fileSpan(relPath), `config file \`${relPath}\` does not exist or is not a file`)] };
  }
  const source: SourceText = { path: relPath, text: readFileSync(file, "utf8") };
  const parsed = parseYaml(source, 0, source.text.length, { label: "config file", aliasLimit: 10_000, yaml12: true });
  if (!parsed.doc) return { config: resolveConfig({}), source, findings: parsed.findings };
  const raw = toPlain(parsed.doc, parsed.doc.root) as Record<string, unknown>;
  const findings = [...schemaFindings(parsed.doc, raw), ...ruleIdFindings(parsed.doc, knownRules)];
  if (findings.length === 0) findings.push(...secretSourceFindings(parsed.doc, raw, root));
  if (findings.length > 0) return { config: resolveConfig({}), source, findings };
  return { config: resolveConfig(raw), source, findings };
}

function schemaFindings(ydoc: YamlDoc, raw: unknown): Finding[] {
  const validate = configValidator();
  if (validate(raw)) return [];
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const error of validate.errors ?? []) {
    if (error.keyword === "anyOf" || error.keyword === "if") continue;
    const finding = configErrorFinding(ydoc, error);
    const key = `${finding.at.start}:${finding.rule}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push(finding);
  }
  return findings;
}

function configErrorFinding(ydoc: YamlDoc, error: ErrorObject): Finding {
  const where = error.instancePath || "/";
  if (error.keyword === "additionalProperties") {
    const key = String((error.params as { additionalProperty: string }).additionalProperty);
    const allowed = Object.keys(propertiesAt(error.schemaPath) ?? {});
    const guess = nearest(key, allowed);
    return {
      rule: "unknown-field",
      at: spanAtPointer(ydoc, `${error.instancePath}/${escapePointer(key)}`, "key"),
      message: `unknown key \`${key}\` in toolc.config.yaml${where === "/" ? "" : ` at \`${where}\``}${guess ? `; did you mean \`${guess}\`?` : allowed.length ? `; expected one of ${allowed.map((k) => `\`${k}\``).join(", ")}` : ""}`,
      hint: "rename or delete the key",
    };
  }
  if (error.keyword === "enum") {
    const allowedValues = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
    const allowed = allowedValues.map((v) => `\`${v}\``).join(", ");
    const guess = typeof error.data === "string" ? nearest(error.data, allowedValues) : undefined;
    const message = `\`${where}\` is \`${String(error.data)}\`, expected one of ${allowed}${guess ? `; did you mean \`${guess}\`?` : ""}`;
    return { rule: "invalid-value", at: spanAtPointer(ydoc, error.instancePath, "value"), message, hint: "use an allowed value" };
  }
  if (error.keyword === "type") {
    const expected = String((error.params as { type: string | string[] }).type);
    return { rule: "field-type", at: spanAtPointer(ydoc, error.instancePath, "value"), message: `\`${where}\` must be ${expected.replace(/,/g, " or ")}`, hint: `write the value as ${expected}` };
  }
  return { rule: "invalid-value", at: spanAtPointer(ydoc, error.instancePath, "value"), message: `\`${where}\` ${error.message ?? "is invalid"}`, hint: "fix the value" };
}

function propertiesAt(schemaPath: string): Record<string, unknown> | undefined {
  let node: unknown = CONFIG_SCHEMA;
  for (const part of schemaPath.replace(/^#\//, "").split("/").slice(0, -1)) {
    node = (node as Record<string, unknown> | undefined)?.[decodeURIComponent(part)];
  }
  return (node as { properties?: Record<string, unknown> } | undefined)?.properties;
}

function ruleIdFindings(ydoc: YamlDoc, knownRules: readonly string[]): Finding[] {
  const rulesPair = pairsOf(ydoc, ydoc.root).find((pair) => keyText(pair) === "rules");
  if (!rulesPair) return [];
  return pairsOf(ydoc, rulesPair.value)
    .filter((pair) => !knownRules.includes(keyText(pair)))
    .map((pair) => {
      const id = keyText(pair);
      const guess = nearest(id, knownRules as string[]);
      return {
        rule: "unknown-field",
        at: spanAtPointer(ydoc, `/rules/${escapePointer(id)}`, "key"),
        message: `unknown rule \`${id}\` in \`rules\`${guess ? `; did you mean \`${guess}\`?` : ""}`,
        hint: "use a rule id from `toolc explain`, or delete the entry",
      };
    });
}

/**
 * `secrets.env` lists dotenv files and the word `process`. A missing dotenv file is fine (a local `.env` is
 * absent in CI), but a missing "file" that is a near miss of `process` is a typo that would silently resolve nothing.
 */
function secretSourceFindings(ydoc: YamlDoc, raw: Record<string, unknown>, root: string): Finding[] {
  const sources = (raw.secrets as { env?: string[] } | undefined)?.env ?? [];
  return sources.flatMap((source, index) => {
    if (source === "process" || nearest(source, ["process"]) === undefined || existsSync(path.resolve(root, source))) return [];
    const finding: Finding = {
      rule: "invalid-value",
      at: spanAtPointer(ydoc, `/secrets/env/${index}`, "value"),
      message: `\`/secrets/env/${index}\` is \`${source}\`, which is neither \`process\` nor an existing dotenv file; did you mean \`process\`?`,
      hint: "write `process` for the process environment, or the path of a dotenv file",
    };
    return [finding];
  });
}

function escapePointer(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

function configProblem(at: Finding["at"], message: string): Finding {
  return { rule: "invalid-value", at, message, hint: "pass an existing file to `--config`" };
}
