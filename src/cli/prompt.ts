/**
 * `toolc prompt <agent> [root]`: prints the agent's `<tool_instructions>` block, exactly as the
 * generated `prompts/<agent>.md` holds it.
 * @see ../../../shared/spec/README.md §4, §7
 */
import type { Catalog, CatalogTool } from "../runtime/catalog.js";
import { renderToolInstructions } from "../runtime/xml/render.js";
import { nearest } from "../compiler/diagnostics/nearest.js";
import { EXIT, type CommandIo } from "./io.js";
import { loadCatalog } from "./project.js";

/** The tools an agent enables, in the order its file lists them (host-only names are skipped). */
export function agentTools(catalog: Catalog, agentName: string): CatalogTool[] {
  const agent = catalog.agents[agentName];
  if (!agent) return [];
  return Object.values(agent.tools).flatMap((grant) => (catalog.tools[grant.ref] ? [catalog.tools[grant.ref]!] : []));
}

/** Runs `toolc prompt` and returns the exit code. */
export function runPrompt(agentName: string, rootArg: string, io: CommandIo, configPath?: string): number {
  const loaded = loadCatalog(rootArg, io, configPath);
  if (!loaded.ok) return loaded.exitCode;
  const { catalog } = loaded.built;
  if (!catalog.agents[agentName]) {
    const known = Object.keys(catalog.agents);
    const guess = nearest(agentName, known);
    const list = known.length ? known.map((n) => `\`${n}\``).join(", ") : "none";
    io.stderr(`toolc: unknown agent \`${agentName}\`${guess ? `; did you mean \`${guess}\`?` : ""} (agents: ${list})\n`);
    return EXIT.usage;
  }
  io.stdout(renderToolInstructions(agentTools(catalog, agentName)) + "\n");
  return EXIT.ok;
}
