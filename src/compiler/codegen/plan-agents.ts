/**
 * Planning each agent's files: its client (`agents/<stem>.ts`), prompt block (`prompts/<stem>.md`) and tool
 * references (`prompts/<stem>.tools.json`, `.tools.ts`). An agent whose signature (its name, sources, role prompt,
 * tool references and its tools' digests and names) is the one its record holds takes the three input hashes from
 * the record: its client's job, with every tool's method name, is then made only if the file is built.
 * @see plan.ts
 */
import type { Catalog, CatalogAgent } from "../../runtime/catalog.js";
import { ownValue } from "../own.js";
import { clientMethods, grantedTools, withMethods, type GrantedTool } from "./agent-tools.js";
import { fileInputHash } from "./hash.js";
import { headerLine, sha256 } from "./header.js";
import { agentPascal, type AgentNames } from "./names.js";
import { buildInputHash, type CodeBuild, type Planning } from "./plan.js";
import type { AgentRecord } from "./plan-records.js";
import { promptMarkdown } from "./prompts.js";
import { TextSlots } from "./slots.js";
import { toolRefs } from "./tools-json.js";

/** Plans every agent's client, prompt block and tool references; returns the agents' own sources. */
export function planAgents(catalog: Catalog, toolSources: Map<string, string[]>, planning: Planning): string[] {
  const { names } = planning;
  const agentSources: string[] = [];
  for (const [name, n] of names.agents) {
    const agent = catalog.agents[name]!;
    const granted = grantedTools(agent, catalog, names);
    const own = agentSourcesOf(name, agent, planning);
    agentSources.push(...own);
    planAgent(agent, n, granted, [...own, ...granted.flatMap((t) => toolSources.get(t.names.key) ?? [])], catalog, planning);
  }
  return agentSources;
}

function planAgent(agent: CatalogAgent, n: AgentNames, granted: GrantedTool[], sources: string[], catalog: Catalog, planning: Planning): void {
  const { plan, opts, memo } = planning;
  const refsJson = JSON.stringify(toolRefs(agent.name, granted, catalog.strictProviders), null, 2);
  const signature = agentSignature(agent, n, granted, sources, refsJson, planning);
  const kept = planning.previous?.agent(agent.name);
  const same: AgentRecord | undefined = kept && kept.signature === signature && kept.pascal === agentPascal(n) && kept.stem === n.stem ? kept : undefined;
  // The prompt block is a function of the tools' catalog entries (their digests): built only for a file that is.
  const promptPath = `prompts/${n.stem}.md`;
  const prompt = same?.prompt ?? fileInputHash(promptPath, granted.map((t) => t.tool), opts.toolVersion, memo);
  let built: string | undefined;
  const instructions = { digest: prompt, text: () => (built ??= promptMarkdown(granted.map((t) => t.tool))) };
  plan.texts.push({ path: promptPath, sources, input: prompt, content: instructions.text });
  plan.texts.push({ path: `prompts/${n.stem}.tools.json`, sources, content: `${refsJson}\n` });
  const client = once((): CodeBuild => {
    const bare = { kind: "agent" as const, path: n.file, header: headerLine(sources), agentName: agent.name, tools: clientMethods(withMethods(granted)), names: n };
    // The prompt texts are slots: long, never changed by prettier, and not worth its time. Their placeholders are
    // named after the rest of the job, which the printed text is made of (so it cannot hold them): a change to the
    // prompts alone leaves the text to format as it was, and its formatting is taken from the last build (skeleton).
    const skeleton = fileInputHash(n.file, bare, opts.toolVersion, memo);
    const slots = new TextSlots(skeleton.slice(0, 16));
    const literals = { instructions: slots.slot(instructions), rolePrompt: slots.slot(agent.rolePrompt) };
    return { job: { ...bare, literals }, slots, skeleton };
  });
  const refs = once((): CodeBuild => {
    // Its JSON literal is a slot (prettier would only re-wrap it).
    const slots = new TextSlots(sha256(refsJson).slice(0, 16));
    const literal = slots.expression(`${refsJson} as const satisfies NativeToolRefs`);
    return { job: { kind: "tool-refs", path: `prompts/${n.stem}.tools.ts`, header: headerLine(sources), agentName: agent.name, constName: n.toolRefs, literal }, slots };
  });
  const code = same?.code ?? buildInputHash(client(), planning);
  const refsInput = same?.refs ?? buildInputHash(refs(), planning);
  plan.code.push({ path: n.file, sources, kind: "agent", input: code, make: client });
  plan.code.push({ path: `prompts/${n.stem}.tools.ts`, sources, kind: "tool-refs", input: refsInput, make: refs });
  planning.plan.records.setAgent(n, { signature, code, prompt, refs: refsInput });
}

/**
 * What an agent's three files are a function of, besides the generator (the records' context): its name and names,
 * sources, role prompt and tool references, and for each enabled tool in order its agent-local name, catalog key,
 * digest and names (its client's method names follow from those).
 */
function agentSignature(agent: CatalogAgent, n: AgentNames, granted: GrantedTool[], sources: string[], refsJson: string, planning: Planning): string {
  const tools = granted.map((t) => [t.name, t.names.key, planning.memo.get(t.tool) ?? null, t.names.pascal, t.names.file]);
  return sha256(JSON.stringify([agent.name, n.file, agentPascal(n), sources, agent.rolePrompt, refsJson, tools]));
}

/** An agent's source files: from `opts.sources`, else derived from its `source`. */
function agentSourcesOf(name: string, agent: CatalogAgent, planning: Planning): string[] {
  const given = ownValue(planning.opts.sources, name);
  if (given && given.length > 0) return given;
  if (agent.source.startsWith("md-agent:")) return [agent.source.slice("md-agent:".length)];
  if (agent.source.startsWith("core:")) {
    const root = agent.source.slice("core:".length);
    return [root === "" || root === "." ? "agent.yaml" : `${root}/agent.yaml`];
  }
  return [agent.source];
}

/** `make`, called at most once. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

