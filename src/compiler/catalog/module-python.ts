/**
 * Syntax check of Python tool modules with the real Python compiler, without running them: one
 * `python3` process for all files (no shell, isolated mode, a timeout) reads the paths from stdin and
 * calls `compile()` on each file's bytes. `compile()` writes no `.pyc`, so nothing lands in the user's
 * tree. Without `python3` the caller reports that the modules were not checked.
 * @see ../../../docs/rules.md module-syntax
 */
import { spawnSync } from "node:child_process";
import { observeFiles, observeProgram } from "../inputs/traced-fs.js";
import os from "node:os";

/** One syntax error: 1-based line and column (characters), and Python's message. */
export interface PythonSyntaxError {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
}

/** The outcome: the errors found, or why nothing was checked. */
export type PythonCheck = { checked: true; errors: PythonSyntaxError[] } | { checked: false; reason: string };

/** Generous: compiling is fast, but a first `python3` start on a cold, loaded machine is not. */
const TIMEOUT_MS = 30_000;

// Paths arrive NUL-separated on stdin; one JSON list of errors goes to stdout.
const SCRIPT = `
import json, os, sys
errors = []
for raw in sys.stdin.buffer.read().split(b"\\0"):
    if not raw:
        continue
    name = os.fsdecode(raw)
    try:
        with open(name, "rb") as handle:
            compile(handle.read(), name, "exec", dont_inherit=True)
    except SyntaxError as error:
        errors.append({"file": name, "line": error.lineno or 1, "column": error.offset or 1,
                       "endLine": getattr(error, "end_lineno", None), "endColumn": getattr(error, "end_offset", None),
                       "message": error.msg})
    except Exception as error:  # null bytes, unreadable, nested past the compiler's limits: importing fails the same way
        errors.append({"file": name, "line": 1, "column": 1, "message": type(error).__name__ + ": " + str(error)})
sys.stdout.write(json.dumps(errors))
`;

/** Compiles every file of `absPaths` (absolute) with `python3`. */
export function checkPythonSyntax(absPaths: readonly string[]): PythonCheck {
  if (absPaths.length === 0) return { checked: true, errors: [] };
  // The answer depends on the files and on which python3 compiles them (a newer one accepts newer syntax).
  observeFiles(absPaths);
  observeProgram("python3");
  const run = spawnSync("python3", ["-I", "-S", "-B", "-c", SCRIPT], {
    input: absPaths.join("\0"),
    encoding: "utf8",
    timeout: TIMEOUT_MS,
    cwd: os.tmpdir(),
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
    maxBuffer: 16 * 1024 * 1024,
    windowsHide: true,
  });
  if (run.error) {
    const code = (run.error as NodeJS.ErrnoException).code;
    return { checked: false, reason: code === "ENOENT" ? "`python3` was not found on PATH" : code === "ETIMEDOUT" ? "`python3` timed out" : `\`python3\` failed to start (${code ?? run.error.message})` };
  }
  if (run.status !== 0) return { checked: false, reason: `\`python3\` exited with status ${run.status ?? run.signal}` };
  try {
    return { checked: true, errors: JSON.parse(run.stdout) as PythonSyntaxError[] };
  } catch {
    return { checked: false, reason: "`python3` gave no readable answer" };
  }
}
