/**
 * Why a request failed before a response arrived, in words a model and an operator can act on.
 * Raw Node/undici messages can carry host names or addresses; the common cases get fixed text.
 */

const REASONS: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed",
  ECONNRESET: "connection reset by the server",
  EPIPE: "connection closed by the server",
  ETIMEDOUT: "connect timed out",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  UND_ERR_CONNECT_TIMEOUT: "connect timed out",
  UND_ERR_SOCKET: "connection closed by the server",
  UND_ERR_HEADERS_OVERFLOW: "response headers too large",
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: "response body shorter than its content-length",
};

function codeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, errors, cause } = error as { code?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === "string" && REASONS[code]) return code;
  // Happy-eyeballs connects fail with an AggregateError of per-address errors.
  if (Array.isArray(errors) && errors.length > 0) return codeOf(errors[0]);
  if (cause !== undefined && cause !== error) return codeOf(cause);
  return typeof code === "string" ? code : undefined;
}

/** The reason text after `Request failed: `. */
export function transportReason(error: unknown): string {
  const code = codeOf(error);
  if (code && REASONS[code]) return REASONS[code]!;
  const message = error instanceof Error && error.message ? error.message : String(error);
  return code && !message.includes(code) ? `${message} (${code})` : message;
}
