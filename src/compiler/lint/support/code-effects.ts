/**
 * The effects a JavaScript module has outside `ctx`, read from its syntax tree, and the capability each
 * one needs: `fs` → `fs.read` / `fs.write`, `child_process` → `terminal.exec`, `net`/`tls`/`http`/
 * `https`/`http2`/`dgram` and the global `fetch` → `network.fetch`, `process.env.NAME` →
 * `secret.bind:NAME`. A computed `import(expr)`/`require(expr)` or `process.env[expr]` needs an unknown
 * capability: it can never be proven declared.
 * @see ../../../../docs/rules.md capability-undeclared
 */
import type { JsFacts, ModuleLoad, Range } from "../../catalog/module-js.js";

/** One effect: where it is, what it does (message words), and the capability it needs (none: unknowable). */
export interface CodeEffect extends Range {
  what: string;
  capability?: string;
}

const NETWORK = new Set(["net", "tls", "http", "https", "http2", "dgram"]);
/** `fs` functions that change the file system; any other member of `fs` only reads. */
const FS_WRITES = new Set(
  [
    "writeFile", "appendFile", "mkdir", "mkdtemp", "rm", "rmdir", "unlink", "rename", "copyFile", "cp", "symlink", "link", "truncate",
    "ftruncate", "chmod", "fchmod", "lchmod", "chown", "fchown", "lchown", "utimes", "futimes", "lutimes", "open", "write", "writev",
    "createWriteStream", "promises",
  ].flatMap((name) => [name, `${name}Sync`]),
);

/** Every effect of a module with its facts. */
export function codeEffects(facts: JsFacts): CodeEffect[] {
  const effects: CodeEffect[] = [];
  for (const load of facts.loads) effects.push(...loadEffects(load));
  for (const computed of facts.computedLoads) effects.push({ ...range(computed), what: `calls \`${computed.form}()\` with a computed module name` });
  for (const read of facts.envReads) {
    effects.push(read.name === undefined ? { ...range(read), what: "reads `process.env` with a computed or no variable name" } : { ...range(read), what: `reads \`process.env.${read.name}\``, capability: `secret.bind:${read.name}` });
  }
  for (const call of facts.fetchCalls) effects.push({ ...range(call), what: "calls the global `fetch`", capability: "network.fetch" });
  return effects;
}

function loadEffects(load: ModuleLoad): CodeEffect[] {
  const name = load.specifier.replace(/^node:/, "");
  const base = name.split("/")[0]!;
  const what = `loads \`${load.specifier}\``;
  if (base === "child_process") return [{ ...range(load), what, capability: "terminal.exec" }];
  if (NETWORK.has(base)) return [{ ...range(load), what, capability: "network.fetch" }];
  if (base !== "fs") return [];
  if (load.names === "all") return [{ ...range(load), what: `${what} as a whole`, capability: "fs.read" }, { ...range(load), what: `${what} as a whole`, capability: "fs.write" }];
  const writes = load.names.filter((used) => FS_WRITES.has(used));
  const reads = load.names.length === 0 || writes.length < load.names.length;
  const effects: CodeEffect[] = reads ? [{ ...range(load), what, capability: "fs.read" }] : [];
  if (writes.length > 0) effects.push({ ...range(load), what: `${what} and uses ${[...new Set(writes)].map((w) => `\`${w}\``).join(", ")}`, capability: "fs.write" });
  return effects;
}

function range(at: Range): Range {
  return { start: at.start, end: at.end };
}
