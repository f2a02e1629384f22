/**
 * What the worker thread does (main.ts), by job kind: parse YAML texts into plain data
 * (../parse/transfer.ts), load TypeScript ahead of need, and find the facts of JavaScript/TypeScript
 * modules. Inputs are texts the main thread read; outputs are what it would have computed, as plain data.
 */
import { analyzeJs, tsApi, type JsFacts } from "../catalog/module-js.js";
import { encodeParsed, type EncodedParse } from "../parse/transfer.js";
import { parseYamlText, type YamlText } from "../parse/yaml.js";

/** Every job kind, with the function the worker runs for it. */
export const JOBS: Record<string, (input: never) => unknown> = {
  yaml: (texts: YamlText[]): EncodedParse[] => texts.map((text) => encodeParsed(parseYamlText(text))),
  /** Nothing to return: loading the parser is the work (the main thread never collects this job). */
  warm: (): null => (tsApi(), null),
  /** Modules as `{ path, text }` (the store's ModuleSource, not imported: the store reads its cache file). */
  js: (modules: Array<{ path: string; text: string }>): JsFacts[] => modules.map((m) => analyzeJs(m.text, m.path)),
};
