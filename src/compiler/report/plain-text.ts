/**
 * A deliberately small Markdown → plain text conversion for rule documentation (`toolc explain`,
 * SARIF `help.text`). The catalogue uses only headings, paragraphs, lists, tables, fences, bold and
 * links, so a line-based pass is enough; backticks are kept because messages use them to mark names.
 */

/**
 * Plain text for `markdown`: heading markers, `**bold**`/`*emphasis*` markers and fence lines are
 * removed, fenced code is indented by four spaces, and `[text](url)` becomes `text (url)`.
 */
export function markdownToPlainText(markdown: string): string {
  const out: string[] = [];
  let inFence = false;
  for (const line of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      out.push(line === "" ? "" : "    " + line);
      continue;
    }
    out.push(inline(line.replace(/^#{1,6}\s+/, "")));
  }
  return out.join("\n");
}

/** Inline markup outside code spans; code spans are copied verbatim so `a*b*` inside backticks survives. */
function inline(line: string): string {
  return line
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : unmark(part)))
    .join("");
}

function unmark(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, "$1 ($2)")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/(^|[^*\w])\*([^*\s][^*]*)\*(?![*\w])/g, "$1$2");
}
