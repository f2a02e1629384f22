/**
 * Turns a 2xx body into text for the model: JSON (`application/json`, `*+json`) is parsed and
 * `response_extract` applied; strings come back bare, everything else as compact JSON text.
 * Other content types are returned as the raw body (the extract does not apply to them).
 * @see ../../../../shared/spec/README.md §6
 */
import { extractPath, parseExtractPath, type PathStep } from "./extract.js";

/** Parsed `response_extract` expressions: a tool has one, parsed on its first call. */
const pathCache = new Map<string, PathStep[] | null>();

function cachedPath(expression: string): PathStep[] | null {
  let steps = pathCache.get(expression);
  if (steps === undefined) {
    steps = parseExtractPath(expression);
    if (pathCache.size < 1024) pathCache.set(expression, steps);
  }
  return steps;
}

/** Whether a `content-type` value names JSON. */
export function isJsonContentType(contentType: string | string[] | undefined): boolean {
  const raw = Array.isArray(contentType) ? contentType[0] : contentType;
  if (!raw) return false;
  const essence = raw.split(";", 1)[0]!.trim().toLowerCase();
  return essence === "application/json" || (essence.endsWith("+json") && essence.includes("/"));
}

/** JSON value → model text: a string as itself, anything else as compact JSON. */
export function jsonToText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The model text of a successful body, or an error message. */
export function responseText(body: string, isJson: boolean, extract: string | null): { text: string } | { error: string } {
  const expression = extract?.trim() ? extract : null;
  // As in the reference, a non-JSON body is returned raw even when an extract is set.
  if (!isJson) return { text: body };
  // An empty JSON body (204, HEAD) has nothing to parse or extract from.
  if (body.trim() === "") return expression ? { error: `response_extract \`${expression}\` matched nothing` } : { text: "" };
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    // V8's message quotes the start of the body, which may hold an echoed secret cut mid-value
    // (the redactor only matches whole values), so it is not repeated here.
    return { error: "Tool execution failed: response is not valid JSON" };
  }
  if (!expression) return { text: jsonToText(document) };
  const steps = cachedPath(expression);
  if (!steps) return { error: `response_extract \`${expression}\` is not a supported path (use $, .key and [N])` };
  const hit = extractPath(document, steps);
  return hit.found ? { text: jsonToText(hit.value) } : { error: `response_extract \`${expression}\` matched nothing` };
}
