/**
 * The ways the Python host itself can fail (as opposed to a tool failing), as readable messages.
 */
import type { StderrTail } from "./stderr-tail.js";

/** The call could not be completed by the host (not the tool's own failure). */
export class HostFailure extends Error {
  override name = "HostFailure";
}

/** Whether `line` is the host script's start-up line. */
export function isReadyLine(line: string): boolean {
  try {
    return (JSON.parse(line) as { ready?: unknown }).ready === true;
  } catch {
    return false;
  }
}

/** Why the interpreter could not be started. */
export function startFailure(command: string, error: NodeJS.ErrnoException): HostFailure {
  if (error.code === "ENOENT") {
    return new HostFailure(`Python is not available: \`${command}\` was not found (install Python 3, or set TOOLC_PYTHON to its path)`);
  }
  return new HostFailure(`could not start \`${command}\`: ${error.message}`);
}

/** Why the host went away, with its last stderr line (redacted later, with every result). */
export function exitFailure(code: number | null, signal: NodeJS.Signals | null, stderr: StderrTail): HostFailure {
  const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
  const last = stderr.lastLine();
  return new HostFailure(`the Python tool host ${how}${last ? `; last stderr line: ${last}` : ""}`);
}
