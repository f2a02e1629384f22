// Authored tool with every tool.yaml default except the ones it sets (entrypoint module:execute).
export function execute(ctx, args) {
  const text = args.text;
  return { content: JSON.stringify({ words: text.split(/\s+/).filter(Boolean).length, lines: text.split("\n").length }) };
}
