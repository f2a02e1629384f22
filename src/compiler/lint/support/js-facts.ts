/**
 * The JavaScript/TypeScript module facts of every authored tool's code, computed once per project in one
 * batch (so the cache can spare the TypeScript parser's start-up) and shared by the module and
 * capability rules.
 * @see ../../catalog/module-js-store.ts
 */
import type { JsFacts } from "../../catalog/module-js.js";
import { analyzeModules, type ModuleSource } from "../../catalog/module-js-store.js";
import type { Project } from "../../project/types.js";
import type { RuleContext } from "../rule.js";
import { authoredCodeFiles } from "./tool-code.js";

const byProject = new WeakMap<Project, Map<string, JsFacts>>();

/** True for the module files parsed as JavaScript or TypeScript. */
export function isJsModule(rel: string): boolean {
  return /\.(?:js|mjs|ts)$/.test(rel);
}

/** The facts of the JS/TS code file `rel` of some authored tool, or undefined (not JS, or unreadable). */
export function jsFacts(ctx: RuleContext, rel: string): JsFacts | undefined {
  let all = byProject.get(ctx.project);
  if (!all) {
    all = analyzeModules(ctx.project.root, projectModules(ctx), ctx.project.cacheVersion);
    byProject.set(ctx.project, all);
  }
  return all.get(rel);
}

function projectModules(ctx: RuleContext): ModuleSource[] {
  return authoredCodeFiles(ctx).flatMap(({ path }) => {
    const source = ctx.project.sources.get(path);
    return source && isJsModule(path) ? [{ path, text: source.text }] : [];
  });
}
