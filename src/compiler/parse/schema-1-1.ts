/**
 * YAML 1.1 scalar resolution matching the reference loaders (PyYAML `safe_load`), built on the `yaml`
 * package's 1.1 schema with the differences PyYAML has: `y`/`n` stay strings, floats need a dot and a
 * signed exponent, and timestamps stay strings (toolc compares them as text).
 * @see ../../../docs/rules.md §1.4
 */
import type { ScalarTag, Tags } from "yaml";

const BOOL = "tag:yaml.org,2002:bool";
const FLOAT = "tag:yaml.org,2002:float";
const TIMESTAMP = "tag:yaml.org,2002:timestamp";

const PY_TRUE = /^(?:yes|Yes|YES|true|True|TRUE|on|On|ON)$/;
const PY_FALSE = /^(?:no|No|NO|false|False|FALSE|off|Off|OFF)$/;
/** PyYAML's float regex without the sexagesimal and special forms (those keep the package's tags). */
const PY_FLOAT = /^(?:[-+]?[0-9][0-9_]*\.[0-9_]*(?:[eE][-+][0-9]+)?|[-+]?\.[0-9_]+(?:[eE][-+][0-9]+)?)$/;

function isScalarTag(tag: Tags[number]): tag is ScalarTag {
  return typeof tag === "object" && "test" in tag && tag.test instanceof RegExp;
}

let cached: { input: Tags[number] | undefined; output: Tags } | undefined;

/**
 * Rewrites the package's YAML 1.1 tag list into PyYAML's resolution rules. The `yaml` package asks
 * for the list once per document, always with the same built-in tags, so the result is reused
 * (rebuilding it per document cost a fifth of all parsing time).
 */
export function pyYamlTags(tags: Tags): Tags {
  if (cached && cached.input === tags[0]) return cached.output;
  const output = rewrite(tags);
  cached = { input: tags[0], output };
  return output;
}

function rewrite(tags: Tags): Tags {
  const out: Tags = [];
  for (const tag of tags) {
    if (!isScalarTag(tag)) {
      out.push(tag);
      continue;
    }
    if (tag.tag === TIMESTAMP) continue;
    if (tag.tag === BOOL) {
      const truthy = tag.test!.test("true");
      out.push({ ...tag, test: truthy ? PY_TRUE : PY_FALSE });
      continue;
    }
    if (tag.tag === FLOAT && tag.format !== "TIME" && !tag.test!.source.includes("inf")) {
      if (tag.format === "EXP") continue;
      out.push({ ...tag, test: PY_FLOAT, resolve: (str: string) => parseFloat(str.replace(/_/g, "")) });
      continue;
    }
    out.push(tag);
  }
  return out;
}
