/**
 * Builds the outgoing request of an HTTP tool: resolved endpoint and headers, JSON body for
 * POST/PUT/PATCH, query string for every other method. Parameter values are never template-expanded.
 * What does not depend on the environment is checked once per tool and cached (catalog data is
 * immutable): the call overhead against raw undici is a budget (spec §8).
 * @see ../../../../shared/spec/README.md §6
 */
import type { CatalogHttp } from "../catalog.js";
import { hasTemplate, type SecretScope } from "./secrets.js";

/** A request ready for `dispatcher.dispatch`. */
export interface OutgoingRequest {
  origin: string;
  /** Path and query, starting with `/`. */
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A checked endpoint, ready for a query string to be appended. */
interface Endpoint {
  origin: string;
  /** Path and the endpoint's own query, without any `#fragment`. */
  path: string;
  /** What goes between `path` and an appended query: `&`, `?` or nothing. */
  separator: string;
}

/** Per-tool facts computed on its first call. */
interface Plan {
  method: string;
  jsonBody: boolean;
  /** The checked endpoint when it holds no template. */
  staticEndpoint: Endpoint | string | null;
  /** The resolved headers when none holds a template. */
  staticHeaders: Record<string, string> | string | null;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);
const LINE_BREAK = /[\r\n]/;
const plans = new WeakMap<CatalogHttp, Plan>();

/** One query value: booleans `true`/`false`, null empty, objects and arrays compact JSON. */
export function queryValue(value: unknown): string {
  if (value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** `a=1&b=x%20y` from the arguments, in argument order. */
export function buildQuery(args: Record<string, unknown>): string {
  let query = "";
  for (const name in args) {
    const value = args[name];
    if (value === undefined || !Object.prototype.hasOwnProperty.call(args, name)) continue;
    query += `${query === "" ? "" : "&"}${encodeURIComponent(name)}=${encodeURIComponent(queryValue(value))}`;
  }
  return query;
}

/** Checks a resolved endpoint; the error never quotes it (it may hold a secret). */
function parseEndpoint(endpoint: string): Endpoint | string {
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
  // httpx would turn `user:pass@` into Basic auth, whose base64 the redactor could not recognise in an echo.
  if (url.username !== "" || url.password !== "") {
    return "Tool configuration error: endpoint must not contain credentials (user:password@); send them in a header";
  }
  return { origin: url.origin, path: url.pathname + url.search, separator: url.search.length > 1 ? "&" : "?" };
}

/** Resolved headers (plus `content-type` for a JSON body), or the CR/LF refusal. */
function resolveHeaders(http: CatalogHttp, secrets: SecretScope, jsonBody: boolean): Record<string, string> | string {
  const headers: Record<string, string> = {};
  let hasContentType = false;
  for (const name in http.headers) {
    const value = secrets.resolve(String(http.headers[name]));
    // Checked after resolution: a secret holding CR/LF would otherwise inject headers.
    if (LINE_BREAK.test(name) || LINE_BREAK.test(value)) {
      return `Tool configuration error: header '${name.replace(/[\r\n]/g, " ")}' contains a line break (CR or LF) after template resolution; request refused`;
    }
    if (name === "__proto__") Object.defineProperty(headers, name, { value, enumerable: true, writable: true, configurable: true });
    else headers[name] = value;
    hasContentType ||= name.length === 12 && name.toLowerCase() === "content-type";
  }
  if (jsonBody && !hasContentType) headers["content-type"] = "application/json";
  return headers;
}

function planOf(http: CatalogHttp, secrets: SecretScope): Plan {
  let plan = plans.get(http);
  if (!plan) {
    const method = http.method.toUpperCase();
    const jsonBody = BODY_METHODS.has(method);
    const templatedHeaders = Object.values(http.headers).some((value) => hasTemplate(String(value)));
    plan = {
      method,
      jsonBody,
      staticEndpoint: hasTemplate(http.endpoint) ? null : parseEndpoint(http.endpoint),
      staticHeaders: templatedHeaders ? null : resolveHeaders(http, secrets, jsonBody),
    };
    plans.set(http, plan);
  }
  return plan;
}

/** Names the variables (never values) so the operator knows what to set. */
function missingVariables(names: readonly string[]): string {
  const list = names.join(", ");
  const verb = names.length === 1 ? `variable ${list} is` : `variables ${list} are`;
  return `Tool configuration error: environment ${verb} not set (used by a {{…}} template in the tool's endpoint or headers)`;
}

/** The request for one call, or a configuration error (missing variable, bad URL, CR/LF header). */
export function buildRequest(http: CatalogHttp, args: Record<string, unknown>, secrets: SecretScope): OutgoingRequest | string {
  if (http.endpoint.trim() === "") return "Tool endpoint not configured";
  const { method, jsonBody, staticEndpoint, staticHeaders } = planOf(http, secrets);
  const endpoint = staticEndpoint ?? parseEndpoint(secrets.resolve(http.endpoint));
  const headers = staticHeaders ?? resolveHeaders(http, secrets, jsonBody);
  if (secrets.mustFail) return missingVariables(secrets.missing);
  if (typeof headers === "string") return headers;
  if (typeof endpoint === "string") return endpoint;
  const { origin, path, separator } = endpoint;
  if (jsonBody) return { origin, path, method, headers, body: JSON.stringify(args) };
  const query = buildQuery(args);
  return { origin, path: query === "" ? path : path + separator + query, method, headers, body: undefined };
}
