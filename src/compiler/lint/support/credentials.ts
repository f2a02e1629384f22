/**
 * Detection of literal credentials in an md-tool's `endpoint` and header values. Every check runs on
 * the value with templates masked out (a referenced secret is fine; a malformed one is
 * `secret-template-syntax`'s finding), and returns ranges into the value so the finding points at the
 * literal. Nothing here returns the credential text itself.
 * @see ../../../../docs/rules.md §7 hardcoded-credential
 */
import { parseEndpoint, queryParams } from "./endpoint.js";
import { findMalformedTemplates, maskTemplates, type TextRange } from "./templates.js";

/** A literal credential: where it is and, for a known token shape, what it is. */
export interface CredentialHit extends TextRange {
  kind?: string;
}

/** Known token shapes (rules.md item 5); a shape must not continue a longer word. */
const TOKEN_SHAPES: ReadonlyArray<{ kind: string; pattern: RegExp }> = [
  { kind: "Anthropic key", pattern: /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: "OpenAI key", pattern: /(?<![A-Za-z0-9_-])sk-(?!ant-)[A-Za-z0-9_-]{20,}/g },
  { kind: "Stripe key", pattern: /(?<![A-Za-z0-9_])[sr]k_live_[A-Za-z0-9]+/g },
  { kind: "GitHub token", pattern: /(?<![A-Za-z0-9_])gh[opsu]_[A-Za-z0-9]{36,}/g },
  { kind: "GitHub token", pattern: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]+/g },
  { kind: "Slack token", pattern: /(?<![A-Za-z0-9_-])xox[abpr]-[A-Za-z0-9-]+/g },
  { kind: "AWS access key", pattern: /(?<![A-Za-z0-9])AKIA[A-Z0-9]{16}(?![A-Za-z0-9])/g },
  { kind: "Google API key", pattern: /(?<![A-Za-z0-9_-])AIza[A-Za-z0-9_-]{35}/g },
  { kind: "JWT", pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g },
];

/**
 * A literal every token shape starts with: a value holding none cannot hold a token, and is spared the nine
 * patterns (most endpoints and header values; they were most of the rule's time on 100,000 tools).
 */
const TOKEN_PREFIX = /sk-|k_live_|gh[opsu]_|github_pat_|xox[abpr]-|AKIA|AIza|eyJ/;

const SENSITIVE = ["api_key", "apikey", "token", "secret", "password", "passwd", "private_key", "credential", "cookie"];
const AUTH_HEADERS = new Set(["authorization", "proxy-authorization"]);
const SCHEME = /^[\s\0]*(?:bearer|basic|token|bot|apikey)(?=[\s\0]|$)/i;

/** True when a header or query parameter name suggests a secret (lower-cased, `-` read as `_`). */
export function isSensitiveName(name: string): boolean {
  const normal = name.toLowerCase().replace(/-/g, "_");
  return SENSITIVE.some((word) => normal.includes(word));
}

/** Literal credentials in the header `name: value`, merged so that one literal gives one hit. */
export function headerCredentials(name: string, value: string): CredentialHit[] {
  const masked = literalsOnly(value);
  const hits: CredentialHit[] = [...tokenHits(masked)];
  if (AUTH_HEADERS.has(name.toLowerCase())) {
    const scheme = SCHEME.exec(masked)?.[0].length ?? 0;
    const literal = literalRange(masked, { start: scheme, end: masked.length });
    // A credential needs a letter or digit: `{{USER}}:{{PASS}}` leaves only punctuation behind.
    if (literal && /[\p{L}\p{N}]/u.test(masked.slice(literal.start, literal.end))) hits.push(literal);
  } else if (isSensitiveName(name)) {
    const literal = literalRange(masked, { start: 0, end: masked.length });
    const text = literal ? masked.slice(literal.start, literal.end).replace(/\0/g, "") : "";
    if (literal && Array.from(text).length >= 8 && !/\s/.test(text)) hits.push(literal);
  }
  return merge(hits);
}

/** Literal credentials in an endpoint: secret-named query values, `user:password@`, token shapes. */
export function endpointCredentials(value: string): CredentialHit[] {
  const masked = literalsOnly(value);
  const hits: CredentialHit[] = [...tokenHits(masked)];
  const parts = parseEndpoint(value);
  if (parts?.userinfo) {
    const colon = masked.indexOf(":", parts.userinfo.start);
    const password = colon !== -1 && colon < parts.userinfo.end ? literalRange(masked, { start: colon + 1, end: parts.userinfo.end }) : undefined;
    if (password) hits.push(password);
  }
  for (const param of parts?.query ? queryParams(value, parts.query) : []) {
    if (param.name.toLowerCase() !== "key" && !isSensitiveName(param.name)) continue;
    const literal = literalRange(masked, param.value);
    if (literal) hits.push(literal);
  }
  return merge(hits);
}

/** `value` with valid and malformed templates replaced by NULs of the same length. */
function literalsOnly(value: string): string {
  let masked = maskTemplates(value);
  for (const bad of findMalformedTemplates(value)) masked = masked.slice(0, bad.start) + "\0".repeat(bad.end - bad.start) + masked.slice(bad.end);
  return masked;
}

function tokenHits(masked: string): CredentialHit[] {
  if (!TOKEN_PREFIX.test(masked)) return [];
  return TOKEN_SHAPES.flatMap(({ kind, pattern }) => [...masked.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, kind })));
}

/** The smallest range inside `within` that covers every literal (non-space, non-template) character. */
function literalRange(masked: string, within: TextRange): TextRange | undefined {
  let start = within.start;
  let end = within.end;
  while (start < end && /[\s\0]/.test(masked[start]!)) start++;
  while (end > start && /[\s\0]/.test(masked[end - 1]!)) end--;
  return start < end ? { start, end } : undefined;
}

/** Overlapping hits become one, keeping the first known kind. */
function merge(hits: CredentialHit[]): CredentialHit[] {
  const sorted = [...hits].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: CredentialHit[] = [];
  for (const hit of sorted) {
    const last = out.at(-1);
    if (last && hit.start < last.end) {
      last.end = Math.max(last.end, hit.end);
      last.kind ??= hit.kind;
    } else out.push({ ...hit });
  }
  return out;
}
