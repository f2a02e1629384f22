/**
 * Executes an HTTP tool over undici. Every failure becomes a result; every text that leaves this
 * module passes the secret redactor first.
 * @see ../../../../shared/spec/README.md §6
 */
import { request, type Dispatcher } from "undici";
import type { CatalogHttp } from "../catalog.js";
import { elapsedSince, errorMessage, fail, ok, sliceCodePoints, truncateForModel } from "../tool-result.js";
import type { ToolResult } from "../types.js";
import { BodyTooLarge, readBody } from "./body.js";
import { Deadline } from "./deadline.js";
import { buildRequest } from "./request.js";
import { isJsonContentType, responseText } from "./response.js";
import { SecretScope } from "./secrets.js";

/** What the HTTP executor needs from the runtime. */
export interface HttpEnvironment {
  env: Record<string, string | undefined>;
  missingSecret: "fail" | "literal";
  maxResponseBytes: number;
  maxTextChars: number;
  dispatcher(): Dispatcher;
}

/** Characters of a non-2xx body shown in the error (reference: 500). */
const ERROR_BODY_CHARS = 500;
/** Bytes read from a non-2xx body: enough for 500 characters plus any secret echoed in them. */
const ERROR_BODY_BYTES = 64 * 1024;
const DEFAULT_TIMEOUT_SECONDS = 30;

type Redact = (text: string) => string;

function contentLength(headers: Dispatcher.ResponseData["headers"]): number {
  const raw = headers["content-length"];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isFinite(value) ? value : -1;
}

async function errorResult(response: Dispatcher.ResponseData, redact: Redact, start: number): Promise<ToolResult> {
  let head = "";
  try {
    head = (await readBody(response.body, ERROR_BODY_BYTES, true)).text;
  } catch {
    // The status is what matters; a body that fails mid-read is shown as empty.
  }
  // Redact the whole head before cutting, so a secret straddling the cut cannot leak a prefix.
  const text = sliceCodePoints(redact(head), ERROR_BODY_CHARS);
  return fail(`HTTP ${response.statusCode}: ${text}`, { status_code: response.statusCode, elapsed_ms: elapsedSince(start) });
}

async function successResult(
  response: Dispatcher.ResponseData,
  http: CatalogHttp,
  environment: HttpEnvironment,
  redact: Redact,
  start: number,
): Promise<ToolResult> {
  const metadata = (): Record<string, unknown> => ({ status_code: response.statusCode, elapsed_ms: elapsedSince(start) });
  if (contentLength(response.headers) > environment.maxResponseBytes) {
    response.body.destroy();
    return fail(new BodyTooLarge(environment.maxResponseBytes).message, metadata());
  }
  const { text } = await readBody(response.body, environment.maxResponseBytes, false);
  const out = responseText(text, isJsonContentType(response.headers["content-type"]), http.responseExtract);
  if ("error" in out) return fail(redact(out.error), metadata());
  return ok(truncateForModel(redact(out.text), environment.maxTextChars), metadata());
}

/** Runs one HTTP tool call. Never throws. */
export async function executeHttp(
  http: CatalogHttp,
  args: Record<string, unknown>,
  environment: HttpEnvironment,
  signal: AbortSignal | undefined,
): Promise<ToolResult> {
  const secrets = new SecretScope(environment.env, environment.missingSecret === "literal");
  try {
    return await exchange(http, args, environment, signal, secrets);
  } catch (error) {
    // Only reachable through a bug or unserialisable arguments; still never echo a secret.
    return fail(secrets.redactor()(`Tool execution failed: ${errorMessage(error)}`));
  }
}

async function exchange(
  http: CatalogHttp,
  args: Record<string, unknown>,
  environment: HttpEnvironment,
  signal: AbortSignal | undefined,
  secrets: SecretScope,
): Promise<ToolResult> {
  const outgoing = buildRequest(http, args, secrets);
  const redact = secrets.redactor();
  if (typeof outgoing === "string") return fail(redact(outgoing));
  const seconds = http.timeout > 0 && Number.isFinite(http.timeout) ? http.timeout : DEFAULT_TIMEOUT_SECONDS;
  if (signal?.aborted) return fail("Request failed: aborted by caller");
  const deadline = new Deadline(seconds, signal);
  const start = performance.now();
  let response: Dispatcher.ResponseData | undefined;
  try {
    response = await request(outgoing.url, {
      dispatcher: environment.dispatcher(),
      method: outgoing.method as Dispatcher.HttpMethod,
      headers: outgoing.headers,
      body: outgoing.body,
      signal: deadline.signal,
    });
    const ok2xx = response.statusCode >= 200 && response.statusCode < 300;
    return ok2xx
      ? await successResult(response, http, environment, redact, start)
      : await errorResult(response, redact, start);
  } catch (error) {
    response?.body.destroy();
    const metadata: Record<string, unknown> = response ? { status_code: response.statusCode } : {};
    metadata.elapsed_ms = elapsedSince(start);
    if (error instanceof BodyTooLarge) return fail(error.message, metadata);
    return fail(redact(`Request failed: ${deadline.reason(error)}`), metadata);
  } finally {
    deadline.clear();
  }
}
