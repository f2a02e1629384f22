/**
 * Builds the outgoing request of an HTTP tool: resolved endpoint and headers, JSON body for
 * POST/PUT/PATCH, query string for every other method. Parameter values are never template-expanded.
 * @see ../../../../shared/spec/README.md §6
 */
import type { CatalogHttp } from "../catalog.js";
import type { SecretScope } from "./secrets.js";

/** A request ready for undici. */
export interface OutgoingRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);
const LINE_BREAK = /[\r\n]/;

/** One query value: booleans `true`/`false`, null empty, objects and arrays compact JSON. */
export function queryValue(value: unknown): string {
  if (value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** `a=1&b=x%20y` from the arguments, in argument order. */
export function buildQuery(args: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined) continue;
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(queryValue(value))}`);
  }
  return pairs.join("&");
}

/** Appends `query` to the endpoint's own query (kept as written), before any `#fragment`. */
export function appendQuery(url: URL, query: string): string {
  if (query !== "") url.search = url.search.length > 1 ? `${url.search}&${query}` : `?${query}`;
  url.hash = "";
  return url.href;
}

function resolveHeaders(http: CatalogHttp, secrets: SecretScope): Record<string, string> | string {
  const headers: Record<string, string> = {};
  for (const [name, template] of Object.entries(http.headers)) {
    const value = secrets.resolve(String(template));
    // Checked after resolution: a secret holding CR/LF would otherwise inject headers.
    if (LINE_BREAK.test(name) || LINE_BREAK.test(value)) {
      return `Tool configuration error: header '${name.replace(LINE_BREAK, " ")}' contains a line break (CR or LF) after template resolution; request refused`;
    }
    Object.defineProperty(headers, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return headers;
}

/** Names the variables (never values) so the operator knows what to set. */
function missingVariables(names: readonly string[]): string {
  const list = names.join(", ");
  const verb = names.length === 1 ? `variable ${list} is` : `variables ${list} are`;
  return `Tool configuration error: environment ${verb} not set (used by a {{…}} template in the tool's endpoint or headers)`;
}

function hasHeader(headers: Record<string, string>, wanted: string): boolean {
  return Object.keys(headers).some((name) => name.toLowerCase() === wanted);
}

/** The request for one call, or a configuration error (missing variable, bad URL, CR/LF header). */
export function buildRequest(http: CatalogHttp, args: Record<string, unknown>, secrets: SecretScope): OutgoingRequest | string {
  if (http.endpoint.trim() === "") return "Tool endpoint not configured";
  const endpoint = secrets.resolve(http.endpoint);
  const headers = resolveHeaders(http, secrets);
  if (secrets.mustFail) return missingVariables(secrets.missing);
  if (typeof headers === "string") return headers;
  if (LINE_BREAK.test(endpoint)) return "Tool configuration error: endpoint contains a line break (CR or LF) after template resolution; request refused";
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "Tool configuration error: endpoint is not a valid absolute URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return `Tool configuration error: endpoint must use http or https, not ${url.protocol.slice(0, -1)}`;
  }
  const method = http.method.toUpperCase();
  if (!BODY_METHODS.has(method)) return { url: appendQuery(url, buildQuery(args)), method, headers, body: undefined };
  if (!hasHeader(headers, "content-type")) headers["content-type"] = "application/json";
  url.hash = "";
  return { url: url.href, method, headers, body: JSON.stringify(args) };
}
