/**
 * The I/O a command receives, so commands are testable without spawning a process.
 */

/** Streams and environment a command may use. */
export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stdout is a terminal (colour, prompts). */
  isTty: boolean;
  env: NodeJS.ProcessEnv;
  /** Working directory paths are resolved against. */
  cwd: string;
}

/** Exit codes of spec §3. */
export const EXIT = { ok: 0, findings: 1, usage: 2, internal: 3 } as const;

/** The real process I/O. */
export function processIo(): CommandIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTty: Boolean(process.stdout.isTTY),
    env: process.env,
    cwd: process.cwd(),
  };
}
