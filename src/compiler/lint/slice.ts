/**
 * A slice of a project: the same project and model with only some of its Markdown files. The file-scoped
 * rules run on the slice of the files the per-file results cache could not answer (file-results.ts); cores,
 * package tools and fallbacks stay whole: those rules' findings there are cached by the project results instead
 * (engine.ts, project-results.ts), which leave them out of the slice when they answer.
 */
import type { Model } from "../model/types.js";
import type { Project } from "../project/types.js";

/** A project and its model cut down to the Markdown files in `keep`. */
export interface Slice {
  project: Project;
  model: Model;
}

/** `project` and `model` with only the Markdown tools and agents whose paths are in `keep`. */
export function sliceOf(project: Project, model: Model, keep: ReadonlySet<string>): Slice {
  const kept = <T extends { path: string }>(items: readonly T[]): T[] => items.filter((item) => keep.has(item.path));
  const paths = (items: readonly string[]): string[] => items.filter((item) => keep.has(item));
  return {
    project: { ...project, mdTools: kept(project.mdTools), mdAgents: kept(project.mdAgents) },
    model: {
      ...model,
      mdToolPaths: paths(model.mdToolPaths),
      mdTools: kept(model.mdTools),
      mdAgents: kept(model.mdAgents),
      markdownTexts: kept(model.markdownTexts),
      mdAgentPaths: paths(model.mdAgentPaths),
    },
  };
}

/**
 * `slice` without cores, package tools and fallbacks: its Markdown files alone. A file-scoped rule finds the same
 * on them as on `slice` (test/helpers/file-scope.ts holds every one to it).
 */
export function markdownOnly(slice: Slice): Slice {
  const none = { cores: [], fallbacks: [], packageTools: [] };
  return { project: { ...slice.project, ...none }, model: { ...slice.model, ...none, coreTools: [] } };
}
