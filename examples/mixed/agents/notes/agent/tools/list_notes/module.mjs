import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

// Authored tool: reads <workspace>/notes; a missing folder means no notes yet.
export async function execute(ctx, args) {
  ctx.capability.require("fs.read");
  const dir = join(ctx.workspace, "notes");
  const names = await readdir(dir).catch(() => []);
  const dated = await Promise.all(names.filter((n) => n.endsWith(".md")).map(async (n) => ({ n, t: (await stat(join(dir, n))).mtimeMs })));
  const titles = dated.sort((a, b) => b.t - a.t).slice(0, args.limit ?? 20).map((d) => d.n.slice(0, -3));
  return { content: titles.length ? titles.join("\n") : "No notes yet." };
}
