import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

// Authored tool: writes <workspace>/notes/<title>.md after checking its declared capability.
export async function saveNote(ctx, args) {
  ctx.capability.require("fs.write");
  const dir = join(ctx.workspace, "notes");
  await mkdir(dir, { recursive: true });
  const tags = args.tags?.length ? `\n\nTags: ${args.tags.join(", ")}` : "";
  await writeFile(join(dir, `${args.title}.md`), `# ${args.title}\n\n${args.body}${tags}\n`);
  return { content: `Saved note "${args.title}".` };
}
