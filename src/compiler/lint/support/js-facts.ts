/**
 * The JavaScript/TypeScript module facts of every authored tool's code, computed once per check in one
 * batch (so the cache can spare the TypeScript parser's start-up) and shared by the module and
 * capability rules; with a second thread, most of them were computed there (js-prefetch.ts).
 * @see ../../catalog/module-js-store.ts
 */
import type { JsFacts } from "../../catalog/module-js.js";
import { analyzeModules, type ModuleSource } from "../../catalog/module-js-store.js";
import type { Model } from "../../model/types.js";
import type { RuleContext } from "../rule.js";
import { isJsModule } from "./js-module.js";
import { prefetchedAnalyze } from "./js-prefetch.js";
import { authoredCodeFiles } from "./tool-code.js";

export { isJsModule } from "./js-module.js";

const byModel = new WeakMap<Model, Map<string, JsFacts>>();

/** The facts of the JS/TS code file `rel` of some authored tool, or undefined (not JS, or unreadable). */
export function jsFacts(ctx: RuleContext, rel: string): JsFacts | undefined {
  const model = ctx.model;
  let all = byModel.get(model);
  if (!all) {
    all = analyzeModules(model.root, projectModules(ctx), model.cacheVersion, prefetchedAnalyze(ctx.project));
    byModel.set(model, all);
  }
  return all.get(rel);
}

function projectModules(ctx: RuleContext): ModuleSource[] {
  return authoredCodeFiles(ctx).flatMap(({ path }) => {
    const source = ctx.model.sources.get(path);
    return source && isJsModule(path) ? [{ path, text: source.text }] : [];
  });
}
