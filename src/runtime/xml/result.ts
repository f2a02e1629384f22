/**
 * `formatToolResult`: the `<tool_result>` message fed back to the model, byte-for-byte in the
 * reference layout. Nothing is escaped, as in the reference: the model reads raw text.
 * @see ../../../../shared/reference/markdown-tools-reference.md §4.5
 */

/** The fields of a tool result the model sees. */
export interface FormattableResult {
  success: boolean;
  data?: string | null;
  error?: string | null;
}

/** `<tool_result name="…" success="true|false">` + optional `<data>` and `<error>` + `</tool_result>`. */
export function formatToolResult(name: string, result: FormattableResult): string {
  let out = `<tool_result name="${name}" success="${result.success ? "true" : "false"}">`;
  if (result.data) out += `\n<data>\n${result.data}\n</data>`;
  if (result.error) out += `\n  <error>${result.error}</error>`;
  return `${out}\n</tool_result>`;
}
