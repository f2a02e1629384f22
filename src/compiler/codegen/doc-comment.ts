/**
 * JSDoc comments as text, without ts-morph: what planning and slot filling (slots.ts) need, and what jsdoc.ts builds
 * its structures from.
 */

/**
 * The JSDoc comment holding `text` as the printer and prettier lay one out, for a declaration indented by `indent`:
 * one line when the text is one line, else a `*` line per line (an empty one bare), each line's trailing space gone,
 * the blank lines before and after the text left out. Written here rather than printed (slots.ts `doc`): a tool's
 * description is its function's comment, and a change to it then needs no formatting.
 */
export function docComment(text: string, indent: string): string {
  const lines = escapeDoc(text)
    .split("\n")
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === "") lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  if (lines.length <= 1) return `/** ${lines[0] ?? ""} */`;
  return ["/**", ...lines.map((line) => (line ? `${indent} * ${line}` : `${indent} *`)), `${indent} */`].join("\n");
}

/** Text safe inside a `/** … *\/` comment. */
export function escapeDoc(text: string): string {
  return text.replace(/\*\//g, "*\\/").replace(/\r\n?/g, "\n");
}

/** A tool's call's JSDoc text (tool-file.ts): its description (what the model reads), or its name. */
export function callDoc(tool: { readonly description: string; readonly name: string }): string {
  return tool.description.trim() || `Calls \`${tool.name}\`.`;
}
