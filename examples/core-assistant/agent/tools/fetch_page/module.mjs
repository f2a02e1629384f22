// Authored tool that needs the network: it asks the capability facade first.
export async function execute(ctx, args) {
  ctx.capability.require("network.fetch");
  const response = await fetch(args.url, { redirect: "error" });
  const text = await response.text();
  return { content: text.slice(0, args.max_chars ?? 20000) };
}
