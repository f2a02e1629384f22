/**
 * The module facts of a check started on the second thread (../../parallel/helper.ts): loading TypeScript
 * alone costs 0.4–0.5 s, about what the rules before the first module rule take, so the worker loads it
 * while the project is read ({@link warmJsParser}) and analyses the modules as soon as it is loaded
 * ({@link prefetchJsFacts}); js-facts.ts takes the facts when the first rule asks ({@link prefetchedAnalyze}).
 * The worker is sent texts read here, through traced-fs, never paths.
 */
import { analyzeJs, type JsFacts } from "../../catalog/module-js.js";
import { hasModuleCache, modulesToAnalyze, type Analyze, type ModuleSource } from "../../catalog/module-js-store.js";
import type { Helper } from "../../parallel/helper.js";
import type { Job } from "../../parallel/protocol.js";
import type { Project } from "../../project/types.js";
import { isJsModule } from "./js-module.js";
import { readCodeText } from "./tool-code.js";

/**
 * Fewer definition files than this, and the main thread has too little else to do while the worker loads
 * TypeScript: measured on 2 cores, 260 files checked 0.15 s slower with the worker, 650 files 0.2 s faster
 * (median of 10), 1,200 files 0.2 s faster.
 */
export const MIN_FILES_TO_WARM_TYPESCRIPT = 500;

/** The modules sent to the worker, by project, and the job that analyses them. */
const prefetched = new WeakMap<Project, { modules: ModuleSource[]; job: Job<JsFacts[]>; helper: Helper }>();

/**
 * Has the worker load TypeScript now, when the project is large enough and the module cache cannot be
 * expected to spare it (caches off, or no cache file yet).
 */
export function warmJsParser(root: string, cacheVersion: string | undefined, files: number, helper: Helper): void {
  if (files >= (helper.options.minFilesToWarmTypeScript ?? MIN_FILES_TO_WARM_TYPESCRIPT) && !hasModuleCache(root, cacheVersion)) helper.submit("warm", null);
}

/**
 * Posts the analysis of the project's JS/TS code files that the module cache does not hold to `helper`.
 * The rules still list and read the modules themselves: a module whose text or set differs by then (an
 * entrypoint outside its tool folder, a file changed meanwhile) is analysed on this thread, so the facts
 * are the same either way.
 */
export function prefetchJsFacts(project: Project, helper: Helper): void {
  const tools = [...project.cores.flatMap((core) => core.tools), ...project.packageTools];
  const sources = [...new Set(tools.flatMap((tool) => tool.codeFiles).filter(isJsModule))].flatMap((rel) => {
    const text = project.sources.get(rel)?.text ?? readCodeText(project.root, rel);
    return text === undefined ? [] : [{ path: rel, text }];
  });
  const modules = modulesToAnalyze(project.root, sources, project.cacheVersion);
  if (modules.length > 0) prefetched.set(project, { modules, job: helper.submit<JsFacts[]>("js", modules), helper });
}

/** The worker's facts for the modules it was sent, when the text is still the same; the others analysed here. */
export function prefetchedAnalyze(project: Project): Analyze | undefined {
  const sent = prefetched.get(project);
  if (!sent) return undefined;
  const output = sent.helper.collect(sent.job);
  const facts = new Map(sent.modules.map((module, i) => [module.path, { text: module.text, facts: output?.[i] }]));
  return (source) => {
    const known = facts.get(source.path);
    return known?.facts && known.text === source.text ? known.facts : analyzeJs(source.text, source.path);
  };
}
