/**
 * `toolc schema [dir]`: writes the editor JSON Schemas (2020-12) for `tool.yaml`, `agent.yaml` (core and
 * global fallback), Markdown tool/agent frontmatter, `pipelines.yaml`, MCP manifests and `toolc.config.yaml` into
 * `dir` (default `schemas/`), one file each, and lists what it wrote. Unchanged files are not rewritten.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { editorSchemas } from "../compiler/editor-schemas.js";
import { EXIT, type CommandIo } from "./io.js";

/** Runs `toolc schema` and returns the exit code. */
export function runSchema(dirArg: string, io: CommandIo): number {
  const dir = path.resolve(io.cwd, dirArg);
  try {
    mkdirSync(dir, { recursive: true });
    for (const { file, schema } of editorSchemas()) {
      const target = path.join(dir, file);
      const text = `${JSON.stringify(schema, null, 2)}\n`;
      if (readOrNull(target) !== text) writeFileSync(target, text);
      io.stdout(`${path.relative(io.cwd, target) || target}\n`);
    }
  } catch (error) {
    io.stderr(`toolc: cannot write schemas to \`${dirArg}\`: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  return EXIT.ok;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}
