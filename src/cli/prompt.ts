/**
 * `toolc prompt <agent> [root]`: prints the agent's `<tool_instructions>` block, exactly as the
 * generated `prompts/<agent>.md` holds it.
 * @see ../../../shared/spec/README.md §4, §7
 */
import { renderToolInstructions } from "../runtime/xml/render.js";
import { nearest } from "../compiler/diagnostics/nearest.js";
import { EXIT, type CommandIo } from "./io.js";
import { loadCatalog } from "./project.js";

/** Runs `toolc prompt` and returns the exit code. */
export function runPrompt(agentName: string, rootArg: string, io: CommandIo, configPath?: string): number {
  const loaded = loadCatalog(rootArg, io, configPath);
  if (!loaded.ok) return loaded.exitCode;
  const { catalog } = loaded.built;
  if (!Object.hasOwn(catalog.agents, agentName)) {
    const known = Object.keys(catalog.agents);
    const guess = nearest(agentName, known);
    const list = known.length ? known.map((n) => `\`${n}\``).join(", ") : "none";
    io.stderr(`toolc: unknown agent \`${agentName}\`${guess ? `; did you mean \`${guess}\`?` : ""} (agents: ${list})\n`);
    return EXIT.usage;
  }
  io.stdout(renderToolInstructions(catalog, agentName) + "\n");
  return EXIT.ok;
}
