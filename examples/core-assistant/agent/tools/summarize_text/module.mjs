// Authored tool: a deterministic extractive summary (first sentence of each section).
export async function execute(ctx, args) {
  const { document, style = "bullets", max_words: maxWords = 120 } = args;
  const firsts = document.sections.map((s) => (s.heading ? `${s.heading}: ` : "") + s.body.split(/(?<=[.!?])\s/)[0]);
  const words = firsts.join(" ").split(/\s+/).slice(0, maxWords).join(" ");
  const content = style === "bullets" ? firsts.map((f) => `- ${f}`).join("\n") : words;
  return { content: `${document.title}\n${content}` };
}
