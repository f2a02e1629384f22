/**
 * Turns the errors of a precompiled ajv validator into one readable sentence in the same style as
 * the Markdown messages, so a model sees the same wording whatever declared the tool's input.
 * Raw ajv text (`must be integer`) is only used for keywords we have no sentence for.
 */
import type { AjvErrorLike } from "../types.js";
import { pyList, pyRepr, pyText } from "./py-repr.js";

/** `/a/0/b` → `a[0].b`; `""` → `""` (the arguments object itself). */
export function pointerToPath(pointer: string): string {
  if (pointer === "") return "";
  let path = "";
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    path += /^\d+$/.test(segment) ? `[${segment}]` : path === "" ? segment : `.${segment}`;
  }
  return path;
}

/** Reads the value an error points at, for quoting it back. */
function valueAt(data: unknown, pointer: string): unknown {
  let current = data;
  if (pointer === "") return current;
  for (const raw of pointer.slice(1).split("/")) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[raw.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return current;
}

const TYPE_WORDS: Record<string, string> = {
  integer: "is not a valid integer",
  number: "is not a valid number",
  boolean: "is not a valid boolean (use true/false/yes/no/1/0)",
  string: "is not a valid string",
};

function describeOne(error: AjvErrorLike, data: unknown): string {
  const path = pointerToPath(error.instancePath);
  const where = path === "" ? "arguments" : `'${path}'`;
  const quoted = `'${pyText(valueAt(data, error.instancePath))}'`;
  const { keyword, params } = error;
  if (keyword === "enum" && Array.isArray(params.allowedValues)) {
    return `Invalid value for ${where}: ${quoted}. Must be one of: ${pyList(params.allowedValues)}`;
  }
  if (keyword === "const") return `Invalid value for ${where}: ${quoted}. Must be ${pyRepr(params.allowedValue)}`;
  if (keyword === "type" && typeof params.type === "string" && TYPE_WORDS[params.type]) {
    return `Invalid value for ${where}: ${quoted} ${TYPE_WORDS[params.type]}`;
  }
  return `Invalid value for ${where}: ${error.message ?? keyword}`;
}

/** Root-level `required` / `additionalProperties` become the reference's two structural messages. */
function structural(errors: readonly AjvErrorLike[], keyword: string, param: string): string[] {
  const names: string[] = [];
  for (const error of errors) {
    const name = error.params[param];
    if (error.keyword === keyword && error.instancePath === "" && typeof name === "string" && !names.includes(name)) {
      names.push(name);
    }
  }
  return names;
}

/** One sentence describing why `data` failed validation (at most three distinct problems). */
export function describeAjvErrors(errors: readonly AjvErrorLike[] | null | undefined, data: unknown): string {
  if (!errors || errors.length === 0) return "Invalid arguments: rejected by the input schema";
  const missing = structural(errors, "required", "missingProperty");
  if (missing.length > 0) return `Missing required parameter(s): ${missing.join(", ")}`;
  const unknown = structural(errors, "additionalProperties", "additionalProperty");
  if (unknown.length > 0) return `Unknown parameter(s): ${unknown.join(", ")}`;
  const seen = new Set<string>();
  const sentences: string[] = [];
  for (const error of errors) {
    // ajv reports one failure per keyword; several per path (anyOf branches) would only repeat it.
    if (seen.has(error.instancePath) || sentences.length === 3) continue;
    seen.add(error.instancePath);
    sentences.push(describeOne(error, data));
  }
  return sentences.join("; ");
}
