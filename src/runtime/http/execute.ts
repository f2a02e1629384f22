/**
 * Executes an HTTP tool over undici. Every failure becomes a result; every text that leaves this
 * module passes the secret redactor first.
 * @see ../../../../shared/spec/README.md §6
 */
import type { Dispatcher } from "undici";
import type { CatalogHttp } from "../catalog.js";
import { elapsedSince, errorMessage, fail, ok, sliceCodePoints, truncateForModel } from "../tool-result.js";
import type { ToolResult } from "../types.js";
import { ExchangeError, runExchange, type ExchangeResponse } from "./exchange.js";
import { buildRequest } from "./request.js";
import { isJsonContentType, responseText } from "./response.js";
import { SecretScope } from "./secrets.js";
import { transportReason } from "./transport.js";

/** What the HTTP executor needs from the runtime. */
export interface HttpEnvironment {
  env: Record<string, string | undefined>;
  missingSecret: "fail" | "literal";
  maxResponseBytes: number;
  maxTextChars: number;
  /** The dispatcher, or a promise of it while undici is still being loaded. */
  dispatcher(): Dispatcher | Promise<Dispatcher>;
}

/** Characters of a non-2xx body shown in the error (reference: 500). */
const ERROR_BODY_CHARS = 500;
/** Bytes read from a non-2xx body: enough for 500 characters plus any secret echoed in them. */
const ERROR_BODY_BYTES = 64 * 1024;
const DEFAULT_TIMEOUT_SECONDS = 30;

type Redact = (text: string) => string;

/** The result of a complete response. */
function resultOf(response: ExchangeResponse, http: CatalogHttp, environment: HttpEnvironment, redact: Redact, start: number): ToolResult {
  const metadata = { status_code: response.statusCode, elapsed_ms: elapsedSince(start) };
  if (response.statusCode < 200 || response.statusCode >= 300) {
    // Redact the whole head before cutting, so a secret straddling the cut cannot leak a prefix.
    return fail(`HTTP ${response.statusCode}: ${sliceCodePoints(redact(response.text), ERROR_BODY_CHARS)}`, metadata);
  }
  const out = responseText(response.text, isJsonContentType(response.headers["content-type"]), http.responseExtract);
  if ("error" in out) return fail(redact(out.error), metadata);
  return ok(truncateForModel(redact(out.text), environment.maxTextChars), metadata);
}

/** The result of a failed exchange. */
function failureOf(error: unknown, seconds: number, maxBytes: number, redact: Redact, start: number): ToolResult {
  const metadata: Record<string, unknown> = {};
  if (error instanceof ExchangeError && error.statusCode !== null) metadata.status_code = error.statusCode;
  metadata.elapsed_ms = elapsedSince(start);
  if (!(error instanceof ExchangeError)) return fail(redact(`Request failed: ${transportReason(error)}`), metadata);
  switch (error.kind) {
    case "timeout":
      return fail(`Request failed: timed out after ${seconds}s`, metadata);
    case "aborted":
      return fail("Request failed: aborted by caller", metadata);
    case "too-large":
      return fail(`Response body exceeds the ${maxBytes}-byte limit (maxResponseBytes); reading stopped`, metadata);
    case "transport":
      return fail(redact(`Request failed: ${transportReason(error.transportError)}`), metadata);
  }
}

/** Runs one HTTP tool call. Never rejects. */
export function executeHttp(
  http: CatalogHttp,
  args: Record<string, unknown>,
  environment: HttpEnvironment,
  signal: AbortSignal | undefined,
): Promise<ToolResult> {
  const secrets = new SecretScope(environment.env, environment.missingSecret === "literal");
  try {
    const outgoing = buildRequest(http, args, secrets);
    const redact = secrets.redactor();
    if (typeof outgoing === "string") return Promise.resolve(fail(redact(outgoing)));
    if (signal?.aborted) return Promise.resolve(fail("Request failed: aborted by caller"));
    const seconds = http.timeout > 0 && Number.isFinite(http.timeout) ? http.timeout : DEFAULT_TIMEOUT_SECONDS;
    const limits = {
      timeoutMs: seconds * 1000,
      maxBytes: environment.maxResponseBytes,
      errorBodyBytes: ERROR_BODY_BYTES,
      head: outgoing.method === "HEAD",
      signal,
    };
    const start = performance.now();
    const dispatcher = environment.dispatcher();
    const exchange = dispatcher instanceof Promise ? dispatcher.then((d) => runExchange(d, outgoing, limits)) : runExchange(dispatcher, outgoing, limits);
    return exchange.then(
      (response) => resultOf(response, http, environment, redact, start),
      (error: unknown) => failureOf(error, seconds, environment.maxResponseBytes, redact, start),
    );
  } catch (error) {
    // Only reachable through a bug or unserialisable arguments; still never echo a secret.
    return Promise.resolve(fail(secrets.redactor()(`Tool execution failed: ${errorMessage(error)}`)));
  }
}
