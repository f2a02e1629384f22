/**
 * `toolc init [dir]`: scaffolds the sample Markdown project of `templates/init/` (a config file, two HTTP tools,
 * an entry agent and a subagent) that compiles with zero findings. Never overwrites: when any target file
 * already exists, nothing is written and the command exits 2.
 * @see ../../../shared/spec/README.md §4
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EXIT, type CommandIo } from "./io.js";

/** Where the init template lives: `templates/init` at the package root (from `src/cli` or `dist/src/cli`). */
export function initTemplateDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const up of ["../..", "../../.."]) {
    const candidate = path.resolve(here, up, "templates/init");
    if (existsSync(path.join(candidate, "toolc.config.yaml"))) return candidate;
  }
  throw new Error("internal error: templates/init not found next to the toolc package");
}

/** Every file of the template, as sorted `/`-separated relative paths. */
function templateFiles(root: string, rel = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...templateFiles(root, child));
    else if (entry.isFile()) out.push(child);
  }
  return out.sort();
}

/** Runs `toolc init [dir]` and returns the exit code. */
export async function runInit(dir: string, io: CommandIo): Promise<number> {
  const target = path.resolve(io.cwd, dir || ".");
  const shown = path.relative(io.cwd, target) || ".";
  if (existsSync(target) && !statSync(target).isDirectory()) {
    io.stderr(`toolc: cannot initialise \`${shown}\`: it exists and is not a directory\n`);
    return EXIT.usage;
  }
  const templates = initTemplateDir();
  const files = templateFiles(templates);
  const clashes = files.filter((f) => existsSync(path.join(target, f)));
  if (clashes.length > 0) {
    io.stderr(
      `toolc: init would overwrite ${clashes.length === 1 ? "an existing file" : `${clashes.length} existing files`} in \`${shown}\`: ${clashes.join(", ")}\n` +
        "  hint: run `toolc init` in an empty directory, or move these files away; nothing was written\n",
    );
    return EXIT.usage;
  }
  try {
    for (const file of files) {
      const to = path.join(target, file);
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, readFileSync(path.join(templates, file)), { flag: "wx" });
    }
  } catch (error) {
    io.stderr(`toolc: cannot write the sample project to \`${shown}\`: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  const cd = shown === "." ? "" : `cd ${shown} && `;
  io.stdout(`Created a toolc sample project in ${shown}:\n${files.map((f) => `  ${f}\n`).join("")}\nNext: ${cd}npx toolc compile\n`);
  return EXIT.ok;
}
