/**
 * Keeps secrets out of Python tool results. The host process gets the runtime's environment (tools
 * read their API keys from it, as in the reference), so any text coming back — the tool's content,
 * an exception message, a stderr line — has the values of secret-named variables replaced.
 */
import { valuesRedactor } from "../redact.js";

/** Names that hold credentials (the reference's preview redaction list, plus toolc's secret prefix). */
const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH|COOKIE|PRIVATE/i;

/** A function replacing every secret-named variable's value in `env` (and its encodings; see ../redact.ts). */
export function secretRedactor(env: Record<string, string | undefined>): (text: string) => string {
  const values: string[] = [];
  for (const [name, value] of Object.entries(env)) if (value !== undefined && SECRET_NAME.test(name)) values.push(value);
  return valuesRedactor(values);
}
