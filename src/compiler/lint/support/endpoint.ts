/**
 * Splits an md-tool `endpoint` into the URL parts the endpoint and credential rules look at. Ranges are
 * indexes into the value as written, so findings can point at the fragment.
 * @see ../../../../docs/rules.md §7 endpoint-url, endpoint-insecure, hardcoded-credential
 */
import { maskTemplates, type TextRange } from "./templates.js";

/** The parts of an absolute URL (`scheme://authority/path?query#fragment`). */
export interface EndpointParts {
  /** Lower-cased scheme. */
  scheme: string;
  /** The host as written (brackets kept for IPv6), without userinfo and port. */
  host: TextRange;
  /** `user:password` before the `@`, when present. */
  userinfo?: TextRange;
  /** The text after `?` and before `#`, when present. */
  query?: TextRange;
}

const ABSOLUTE = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)/;

/**
 * The URL parts of `value`, or undefined when it is not `scheme://…`. Each valid `{{NAME}}` counts as
 * ordinary text (rules.md replaces it by `x`), so a templated host is still a host.
 */
export function parseEndpoint(value: string): EndpointParts | undefined {
  const filled = maskTemplates(value, "x");
  const m = ABSOLUTE.exec(filled);
  if (!m) return undefined;
  const authorityStart = m[1]!.length + 3;
  const authority = m[2]!;
  const at = authority.lastIndexOf("@");
  const hostStart = authorityStart + at + 1;
  const hostPort = authority.slice(at + 1);
  const parts: EndpointParts = { scheme: m[1]!.toLowerCase(), host: { start: hostStart, end: hostStart + hostLength(hostPort) } };
  if (at !== -1) parts.userinfo = { start: authorityStart, end: authorityStart + at };
  const question = filled.indexOf("?", authorityStart + authority.length);
  if (question !== -1) {
    const hash = filled.indexOf("#", question);
    parts.query = { start: question + 1, end: hash === -1 ? filled.length : hash };
  }
  return parts;
}

/** One `name=value` pair of a query string. */
export interface QueryParam {
  name: string;
  value: TextRange;
}

/** The `name=value` pairs of the query range of `value`. */
export function queryParams(value: string, query: TextRange): QueryParam[] {
  const out: QueryParam[] = [];
  let start = query.start;
  for (const piece of value.slice(query.start, query.end).split("&")) {
    const eq = piece.indexOf("=");
    if (eq !== -1) out.push({ name: safeDecode(piece.slice(0, eq)), value: { start: start + eq + 1, end: start + piece.length } });
    start += piece.length + 1;
  }
  return out;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** Length of the host at the start of `host[:port]`; an IPv6 literal keeps its brackets. */
function hostLength(hostPort: string): number {
  if (hostPort.startsWith("[")) {
    const close = hostPort.indexOf("]");
    return close === -1 ? hostPort.length : close + 1;
  }
  const colon = hostPort.indexOf(":");
  return colon === -1 ? hostPort.length : colon;
}

/** True for a loopback host: `localhost`, `*.localhost`, `127.0.0.0/8`, `[::1]`. */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase();
  if (h === "localhost" || h.endsWith(".localhost") || h === "[::1]") return true;
  const octets = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  return octets !== null && octets.slice(1).every((o) => Number(o) <= 255);
}
