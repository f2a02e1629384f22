/**
 * `toolc init [dir]`: scaffolds the sample Markdown project of `templates/init/` (a config file, two HTTP tools,
 * an entry agent and a subagent) that compiles with zero findings. It refuses (exit 2, nothing written) only when
 * a file it would write already exists; `--force` overwrites those. An existing `README.md` is the user's and is
 * always kept: a folder that only has a README is a normal place to start.
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

/** Template files written only where the target has none (never a clash, never overwritten). */
const KEEP_EXISTING = new Set(["README.md"]);

/** Options of {@link runInit}. */
export interface InitOptions {
  /** Overwrite the template's files where they exist (`--force`). */
  force?: boolean;
}

/** Runs `toolc init [dir]` and returns the exit code. */
export async function runInit(dir: string, io: CommandIo, options: InitOptions = {}): Promise<number> {
  const target = path.resolve(io.cwd, dir || ".");
  const shown = path.relative(io.cwd, target) || ".";
  if (existsSync(target) && !statSync(target).isDirectory()) {
    io.stderr(`toolc: cannot initialise \`${shown}\`: it exists and is not a directory\n`);
    return EXIT.usage;
  }
  const templates = initTemplateDir();
  const existing = new Set(templateFiles(templates).filter((f) => existsSync(path.join(target, f))));
  const files = templateFiles(templates).filter((f) => !(KEEP_EXISTING.has(f) && existing.has(f)));
  const clashes = files.filter((f) => existing.has(f));
  if (clashes.length > 0 && !options.force) {
    io.stderr(
      `toolc: init would overwrite ${clashes.length === 1 ? "an existing file" : `${clashes.length} existing files`} in \`${shown}\`: ${clashes.join(", ")}\n` +
        "  hint: pass `--force` to overwrite them, or move them away; nothing was written\n",
    );
    return EXIT.usage;
  }
  try {
    for (const file of files) {
      const to = path.join(target, file);
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, readFileSync(path.join(templates, file)), { flag: options.force ? "w" : "wx" });
    }
  } catch (error) {
    io.stderr(`toolc: cannot write the sample project to \`${shown}\`: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  const cd = shown === "." ? "" : `cd ${shown} && `;
  const listed = files.map((f) => `  ${f}${existing.has(f) ? " (overwritten)" : ""}\n`).join("");
  const kept = [...existing]
    .filter((f) => KEEP_EXISTING.has(f))
    .map((f) => `  ${f} (kept yours)\n`)
    .join("");
  io.stdout(`Created a toolc sample project in ${shown}:\n${listed}${kept}\nNext: ${cd}npx toolc compile\n`);
  return EXIT.ok;
}
